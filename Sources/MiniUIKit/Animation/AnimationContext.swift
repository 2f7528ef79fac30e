import Foundation

/// The animation block being run: while one is open, model changes of animatable view
/// properties become animations driven by `driver`.
@MainActor
struct AnimationContext {
  /// nil inside `UIView.performWithoutAnimation`.
  var driver: AnimationDriver?
  var beginFromCurrentState: Bool = false
  var delayFactor: Double = 0

  private(set) static var stack: [AnimationContext] = []
  static var current: AnimationContext? { stack.last }

  /// Runs `body` with `context` open.
  static func with(_ context: AnimationContext, _ body: () -> Void) {
    stack.append(context)
    defer { stack.removeLast() }
    body()
  }
}
