import Foundation

/// The animation block being run: while one is open, model changes of animatable view
/// properties become animations driven by `driver`.
@MainActor
struct AnimationContext {
  /// nil inside `UIView.performWithoutAnimation`.
  var driver: AnimationDriver?
  var beginFromCurrentState: Bool = false
  var delayFactor: Double = 0
  /// When the block's animations begin (media time): every animation added in it begins
  /// then, as Core Animation gives the animations of one transaction one begin time.
  var beginTime = UIApplication.shared.clock.now

  /// Runs `body` with `context` open.
  static func with(_ context: AnimationContext, _ body: () -> Void) {
    let stage = UIApplication.shared.stage
    stage.animationContexts.append(context)
    defer { stage.animationContexts.removeLast() }
    body()
  }
}
