import Foundation

/// One instance of the app's interface, as UIKit's `UIScene`: on the desktop, the app's
/// window. Its delegate hears of its life: connected, active, inactive, disconnected.
@preconcurrency @MainActor
open class UIScene: UIResponder {
  /// Whether the scene is in front and takes input.
  public enum ActivationState: Int, Sendable {
    case unattached = -1
    case foregroundActive = 0
    case foregroundInactive = 1
    case background = 2
  }

  /// What the system passes a connecting scene. A desktop launch passes nothing.
  @preconcurrency @MainActor
  open class ConnectionOptions: NSObject {
    @_spi(Host) public override init() { super.init() }
  }

  public let session: UISceneSession
  /// The scene's delegate, held strongly, as UIKit's scene holds it.
  public var delegate: UISceneDelegate?
  public internal(set) var activationState = ActivationState.unattached
  /// The window title's text, as Mac Catalyst shows it.
  public var title: String = ""

  public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
    self.session = session
    super.init()
  }

  public required convenience init?(coder: NSCoder) { nil }
}

/// What a scene tells its delegate, as UIKit's `UISceneDelegate`; every method is optional.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
  func scene(
    _ scene: UIScene, willConnectTo session: UISceneSession,
    options connectionOptions: UIScene.ConnectionOptions)
  /// The scene is going away: its window was closed or the app terminates.
  func sceneDidDisconnect(_ scene: UIScene)
  func sceneDidBecomeActive(_ scene: UIScene)
  func sceneWillResignActive(_ scene: UIScene)
  func sceneWillEnterForeground(_ scene: UIScene)
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
