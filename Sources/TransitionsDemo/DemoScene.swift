import MiniUIKit

/// A scene of the demo: a controller to show, and what `--autoplay` presses in it.
@MainActor
protocol DemoScene: UIViewController {
  /// Starts the scene's transition as if its button were pressed.
  func autoplay()
}

/// One entry of the home screen.
struct SceneDescription: Sendable {
  /// The `--scene` name.
  let name: String
  let title: String
  let summary: String
  let make: @MainActor @Sendable () -> DemoScene
}
