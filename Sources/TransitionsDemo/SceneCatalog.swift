import MiniUIKit

/// Every scene of the demo, in home-screen order.
enum SceneCatalog {
  static let scenes: [SceneDescription] = [
    SceneDescription(
      name: "curves", title: "Animation curves",
      summary: "linear, ease-in, ease-out, ease-in-out and a spring race",
      make: { CurvesViewController() })
  ]

  static var names: [String] { scenes.map(\.name) }

  static func scene(named name: String) -> SceneDescription? {
    scenes.first { $0.name == name }
  }
}
