import Foundation

/// A scene's place in the app, which outlives the scene itself (as UIKit's): its role and
/// the configuration it was made with.
@preconcurrency @MainActor
public final class UISceneSession: NSObject {
  /// What a session is for.
  public struct Role: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's main window.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }

  /// What the session is for: `.windowApplication`, the desktop window's.
  public let role: Role
  /// The session's unique identifier: a new UUID each time the app launches.
  public let persistentIdentifier: String
  /// The configuration the app delegate chose, once the scene connects.
  public internal(set) var configuration: UISceneConfiguration
  /// The scene, while it is connected.
  public internal(set) weak var scene: UIScene?

  @_spi(Host) public init(role: Role) {
    self.role = role
    persistentIdentifier = UUID().uuidString
    configuration = UISceneConfiguration(name: nil, sessionRole: role)
    super.init()
  }
}

/// How to make a scene: its delegate's class (and the scene's), as Info.plist's scene manifest
/// gives them in UIKit.
@preconcurrency @MainActor
public final class UISceneConfiguration: NSObject {
  /// The configuration's name; nil for the default configuration.
  public let name: String?
  /// The role of the sessions the configuration is for.
  public let role: UISceneSession.Role
  /// The scene delegate's class: a `UIResponder` subclass adopting `UIWindowSceneDelegate`.
  public var delegateClass: AnyClass?
  /// The scene's class: `UIWindowScene` (the only kind a desktop window is).
  public var sceneClass: AnyClass?

  /// A configuration named `name` for sessions of `sessionRole`, with no classes set.
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
    super.init()
  }
}
