import MiniUIKit

/// A scene of the demo: a controller to show, and what `--autoplay` presses in it.
@MainActor
public protocol DemoScene: UIViewController {
  /// Starts the scene's transition as if its button were pressed.
  func autoplay()

  /// A line for the frame-time overlay (F), or nil: what is worth watching in this scene.
  var diagnostics: String? { get }
}

extension DemoScene {
  public var diagnostics: String? { nil }
}

/// One entry of the home screen.
public struct SceneDescription: Sendable {
  /// The `--scene` name.
  public let name: String
  public let title: String
  public let summary: String
  public let make: @MainActor @Sendable () -> DemoScene
}
