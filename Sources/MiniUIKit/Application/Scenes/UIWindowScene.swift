import Foundation

/// A scene that shows windows: the desktop window the host opened.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The screen the scene is on.
  public var screen: UIScreen { .main }
  /// The windows made with `UIWindow(windowScene:)`, in the order they were made.
  public var windows: [UIWindow] { attachedWindows.compactMap(\.window) }
  /// The scene's key window.
  public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

  var attachedWindows: [WeakWindow] = []
  /// The scene's stage, and the environment it was made in (see `stage`).
  var ownedStage: (stage: Stage, environment: Int)?
}

/// A window held weakly.
struct WeakWindow {
  weak var window: UIWindow?
}

/// The delegate of a scene with windows; Xcode's template keeps its window here.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
  /// The scene's window, which the delegate keeps; the scene never reads it.
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}
