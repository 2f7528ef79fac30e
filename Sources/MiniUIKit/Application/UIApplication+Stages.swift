import Foundation

/// The stages the application serves: each window scene's, and the application's own for the
/// windows in no scene. While the host serves a window (its input, its part of a frame), that
/// window's stage is the current one: the one the calls that name no view reach
/// (`UIView.animate`, `CATransaction`, a display link, a property animator).
extension UIApplication {
  /// The current stage: the one being served, else the application's own.
  var stage: Stage { servedStage ?? ownStage }

  /// Every stage: the application's own, and those of the scenes that have one.
  var stages: [Stage] { [ownStage] + sceneStages.compactMap { $0.scene?.ownedStage?.stage } }

  /// Runs `body` with `stage` as the current stage.
  func serve<Result>(_ stage: Stage, _ body: () throws -> Result) rethrows -> Result {
    let saved = servedStage
    servedStage = stage
    defer { servedStage = saved }
    return try body()
  }

  /// The stage of `scene`'s windows.
  func stage(of scene: UIScene) -> Stage { (scene as? UIWindowScene)?.stage ?? ownStage }

  /// The stage of the window that gets input (the key window's).
  var inputStage: Stage { keyWindow?.stage ?? ownStage }

  /// Runs `body` with the stage of the window that gets input (the key window's) current.
  func serveInput<Result>(_ body: () throws -> Result) rethrows -> Result {
    try serve(inputStage, body)
  }

  /// The clock every stage's animations read: the environment's.
  @_spi(Host) public var clock: AnimationClock { environment.clock }

  /// Whether an animation moves on some stage (or, with the virtual clock, an action waits
  /// for its time): frames are needed.
  @_spi(Host) public var hasRunningAnimations: Bool { stages.contains { $0.engine.needsFrames } }

  /// Media time of the earliest action waiting on any stage, for a host to wake up at.
  @_spi(Host) public var nextScheduledTime: TimeInterval? {
    stages.compactMap(\.engine.nextScheduledTime).min()
  }

  /// Ticks every stage's animations, each served in turn: what ended by now completes, and
  /// the actions whose time came run. A frame first commits the implicit transactions.
  @_spi(Host) public func tickAnimations() { tickAnimations(committingTransactions: false) }

  func tickAnimations(committingTransactions: Bool) {
    for stage in stages {
      serve(stage) {
        if committingTransactions { stage.transactions.commitImplicit() }
        stage.engine.tick()
      }
    }
  }
}

extension UIWindowScene {
  /// What goes on between the frames of the scene's windows. A new environment brings a new
  /// one, as it does the application's own.
  var stage: Stage {
    let environment = UIApplication.shared.environmentNumber
    if let owned = ownedStage, owned.environment == environment { return owned.stage }
    let stage = Stage()
    ownedStage = (stage, environment)
    UIApplication.shared.sceneStages.removeAll { $0.scene == nil }
    UIApplication.shared.sceneStages.append(WeakScene(scene: self))
    return stage
  }
}

extension UIView {
  /// The stage of the view's window (a window's own: its scene's, or the application's for a
  /// window in no scene), or the current stage for a view in no window.
  var stage: Stage {
    guard let window else { return UIApplication.shared.stage }
    return window.windowScene?.stage ?? UIApplication.shared.ownStage
  }
}

extension CALayer {
  /// The stage of the window whose layer tree holds the layer, or the current stage.
  var stage: Stage {
    (rootLayer.owningView as? UIWindow)?.stage ?? UIApplication.shared.stage
  }
}

/// A window scene, held weakly.
struct WeakScene {
  weak var scene: UIWindowScene?
}
