import Foundation

/// One instance of the app's interface, as UIKit's `UIScene`: on the desktop, the app's
/// window. Its delegate hears of its life: connected, active, inactive, disconnected.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// Whether the scene is in front and takes input.
  public enum ActivationState: Int, Sendable {
    /// Not connected: before the scene connects and after it disconnects.
    case unattached = -1
    /// In front and taking input: the host's window has the keyboard focus.
    case foregroundActive = 0
    /// In front without input: connected, but the host's window lacks the focus.
    case foregroundInactive = 1
    /// In the background: here, only while the app terminates.
    case background = 2
  }

  /// What the system passes a connecting scene. A desktop launch passes nothing.
  @preconcurrency @MainActor
  open class ConnectionOptions: NSObject {
    @_spi(Host) public override init() { super.init() }
  }

  /// The session the scene belongs to.
  public let session: UISceneSession
  /// The scene's delegate, held strongly, as UIKit's scene holds it.
  public var delegate: UISceneDelegate?
  /// Whether the scene is connected, in front and active; `.unattached` until it connects.
  public internal(set) var activationState = ActivationState.unattached
  /// The window title's text, as Mac Catalyst shows it.
  public var title: String = ""

  /// A scene of `session`, made when it connects; the connection options are not kept.
  public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    self.session = session
    super.init()
  }

  public required convenience init?(coder: NSCoder) { nil }
}

/// What a scene tells its delegate, as UIKit's `UISceneDelegate`; every method is optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
  /// The scene is connecting, at launch: the delegate makes its window here.
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene is going away: its window was closed or the app terminates.
  func sceneDidDisconnect(_ scene: UIScene)
  /// The scene became active: the host's window took the keyboard focus.
  func sceneDidBecomeActive(_ scene: UIScene)
  /// The scene is about to resign active: the host's window lost the focus, or the app ends.
  func sceneWillResignActive(_ scene: UIScene)
  /// The scene is about to come to the front: once, at launch, after it connects.
  func sceneWillEnterForeground(_ scene: UIScene)
  /// The scene went to the background: here, only as the app terminates.
  func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
  public func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions
  ) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
}
