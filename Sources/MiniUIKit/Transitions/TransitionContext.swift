import Foundation

/// The context UIKit hands an animator: the container, the two controllers and their views
/// and frames, and the calls that end the transition.
@MainActor
final class TransitionContext: UIViewControllerContextTransitioning,
  UIViewControllerTransitionCoordinator
{
  let containerView: UIView
  let isAnimated: Bool
  let presentationStyle: UIModalPresentationStyle
  let animator: UIViewControllerAnimatedTransitioning
  private(set) var isInteractive: Bool
  let initiallyInteractive: Bool
  private(set) var transitionWasCancelled = false
  /// The percent last reported by an interaction controller.
  private(set) var percentComplete: CGFloat = 0
  private let controllers: [UITransitionContextViewControllerKey: UIViewController]
  private let views: [UITransitionContextViewKey: UIView]
  private let initialFrames: [ObjectIdentifier: CGRect]
  private let finalFrames: [ObjectIdentifier: CGRect]
  /// Called when an interaction controller finishes or cancels (the rest runs on its own).
  var interactionDidEnd: (() -> Void)?
  /// Runs once, when the animator calls `completeTransition(_:)`.
  private var onComplete: ((Bool) -> Void)?
  /// Animations to run along with the transition, until it starts them.
  private var alongsideAnimations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var alongsideCompletions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// Whether the transition's animations have started (later alongside blocks run at once).
  private(set) var hasStartedAlongsideAnimations = false

  init(
    containerView: UIView, from: UIViewController, to: UIViewController,
    views: [UITransitionContextViewKey: UIView],
    initialFrames: [ObjectIdentifier: CGRect], finalFrames: [ObjectIdentifier: CGRect],
    style: UIModalPresentationStyle, isAnimated: Bool, isInteractive: Bool,
    animator: UIViewControllerAnimatedTransitioning, onComplete: @escaping (Bool) -> Void
  ) {
    self.containerView = containerView
    controllers = [.from: from, .to: to]
    self.views = views
    self.initialFrames = initialFrames
    self.finalFrames = finalFrames
    presentationStyle = style
    self.isAnimated = isAnimated
    self.isInteractive = isInteractive
    initiallyInteractive = isInteractive
    self.animator = animator
    self.onComplete = onComplete
    Self.latest = self
    Self.begun.removeAll { $0.context?.isComplete ?? true }
    Self.begun.append(WeakContext(context: self))
    Self.begunCount += 1
    // From now on (the appearance callbacks included) both controllers see the coordinator.
    from.transitionInProgress = self
    to.transitionInProgress = self
  }

  /// When the transition began (media time), and the timing its animator's animation runs
  /// on, once started.
  let startTime = AnimationEngine.shared.now
  var timingSummary: String?

  /// The transition that began last, while it runs: what an inspector shows.
  private(set) static weak var latest: TransitionContext?

  /// The transitions begun and not yet ended (weakly: one whose objects are all gone cannot
  /// show).
  private static var begun: [WeakContext] = []
  private struct WeakContext { weak var context: TransitionContext? }
  /// How many transitions have begun, and how many have ended (completed or torn down), in
  /// this process.
  private(set) static var begunCount = 0
  private(set) static var endedCount = 0

  /// The transitions begun and not ended yet, that still exist.
  static var unfinished: [TransitionContext] {
    begun.compactMap(\.context).filter { !$0.isComplete }
  }

  /// "SlideAnimator from A to B", for messages.
  var summary: String {
    let from = controllers[.from].map(objectName) ?? "nil"
    let to = controllers[.to].map(objectName) ?? "nil"
    return "\(type(of: animator)) from \(from) to \(to)"
  }

  /// Whether `completeTransition(_:)` has been called.
  var isComplete: Bool { onComplete == nil }

  // MARK: UIViewControllerTransitionCoordinator

  var isCancelled: Bool { transitionWasCancelled }
  /// Set when the interaction drives an interruptible animator the animator vended.
  var isInterruptible = false
  var completionCurve: UIView.AnimationCurve { interaction?.completionCurve ?? .easeInOut }
  var completionVelocity: CGFloat { interaction?.completionSpeed ?? 1 }
  var targetTransform: CGAffineTransform { .identity }
  /// The interaction controller driving the transition, if any.
  weak var interaction: UIViewControllerInteractiveTransitioning?
  /// Told when an interaction ends.
  private var interactionChangeHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] =
    []

  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void
  ) {
    interactionChangeHandlers.append(handler)
  }

  private func interactionEnded() {
    let handlers = interactionChangeHandlers
    interactionChangeHandlers = []
    for handler in handlers { handler(self) }
    interactionDidEnd?()
  }
  var transitionDuration: TimeInterval { animator.transitionDuration(using: self) }

  @discardableResult
  func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let completion { alongsideCompletions.append(completion) }
    if let animation {
      if hasStartedAlongsideAnimations {
        runAlongside([animation], adding: nil)
      } else {
        alongsideAnimations.append(animation)
      }
    }
    return true
  }

  /// Starts the alongside animations: in their own animation block of the transition's
  /// duration, or through `adding` (a property animator's `addAnimations`).
  func startAlongsideAnimations(adding: ((@escaping () -> Void) -> Void)? = nil) {
    guard !hasStartedAlongsideAnimations else { return }
    hasStartedAlongsideAnimations = true
    let blocks = alongsideAnimations
    alongsideAnimations = []
    runAlongside(blocks, adding: adding)
  }

  private func runAlongside(
    _ blocks: [(UIViewControllerTransitionCoordinatorContext) -> Void],
    adding: ((@escaping () -> Void) -> Void)?
  ) {
    guard !blocks.isEmpty else { return }
    let run = { for block in blocks { block(self) } }
    guard isAnimated else { return UIView.performWithoutAnimation(run) }
    if let adding { return adding(run) }
    // With the system's own animators, on their spring, so a bar keeps pace with the pages.
    let timing: UITimingCurveProvider
    if isInteractive {
      timing = UICubicTimingParameters(animationCurve: .linear)
    } else if animator is SlideAnimator || animator is CoverVerticalAnimator {
      timing = UISpringTimingParameters()
    } else {
      timing = UICubicTimingParameters(animationCurve: .easeInOut)
    }
    UIView.animate(
      withDuration: transitionDuration, delay: 0, timingParameters: timing, animations: run)
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    controllers[key]
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

  func initialFrame(for viewController: UIViewController) -> CGRect {
    initialFrames[ObjectIdentifier(viewController)] ?? .zero
  }

  func finalFrame(for viewController: UIViewController) -> CGRect {
    finalFrames[ObjectIdentifier(viewController)] ?? .zero
  }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    self.percentComplete = min(max(percentComplete, 0), 1)
  }

  func finishInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = false
    interactionEnded()
  }

  func cancelInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = true
    interactionEnded()
  }

  func pauseInteractiveTransition() {
    isInteractive = true
  }

  /// Makes later calls of `completeTransition(_:)` do nothing (the transition was torn down).
  func abandon() {
    guard onComplete != nil else { return }
    onComplete = nil
    Self.endedCount += 1
  }

  func completeTransition(_ didComplete: Bool) {
    guard let onComplete else { return }
    self.onComplete = nil
    Self.endedCount += 1
    interactionDidEnd = nil
    transitionWasCancelled = !didComplete
    onComplete(didComplete)
    let completions = alongsideCompletions
    alongsideCompletions = []
    for completion in completions { completion(self) }
  }
}
