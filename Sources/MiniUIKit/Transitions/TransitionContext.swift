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
  /// Runs once, when the animator calls `completeTransition(_:)` (set by the transition).
  var onComplete: ((Bool) -> Void)?
  /// Animations to run along with the transition, until it starts them.
  private var alongsideAnimations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var alongsideCompletions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// Whether the transition's animations have started (later alongside blocks run at once).
  private(set) var hasStartedAlongsideAnimations = false
  /// When the transition began (media time).
  let startTime = UIApplication.shared.clock.now
  /// The timing of the animator's own animation, once it has started one: alongside
  /// animations run on it.
  var animatorTiming: TimingCurve?
  /// The views named with `animateAlongsideTransition(in:…)`: outside the container, an
  /// interaction scrubs their layers' time too.
  private(set) var alongsideViews: [UIView] = []
  /// The paused time of the layers a percent-driven interaction scrubs: it runs again when
  /// the transition ends, however it ends.
  var interactiveLayerTime: InteractiveLayerTime?

  init(
    containerView: UIView, from: UIViewController, to: UIViewController,
    views: [UITransitionContextViewKey: UIView],
    initialFrames: [ObjectIdentifier: CGRect], finalFrames: [ObjectIdentifier: CGRect],
    style: UIModalPresentationStyle, isAnimated: Bool,
    animator: UIViewControllerAnimatedTransitioning,
    interaction: UIViewControllerInteractiveTransitioning?
  ) {
    self.containerView = containerView
    controllers = [.from: from, .to: to]
    self.views = views
    self.initialFrames = initialFrames
    self.finalFrames = finalFrames
    presentationStyle = style
    self.isAnimated = isAnimated
    self.animator = animator
    self.interaction = interaction
    // An interaction that does not want an interactive start runs the animator on its own
    // timing until it takes over (pauses).
    isInteractive = interaction?.wantsInteractiveStart ?? false
    initiallyInteractive = isInteractive
    // From now on (the appearance callbacks included) both controllers see the coordinator.
    from.transitionInProgress = self
    to.transitionInProgress = self
  }

  /// "SlideAnimator from A to B", for messages.
  var summary: String {
    let from = controllers[.from].map(objectName) ?? "nil"
    let to = controllers[.to].map(objectName) ?? "nil"
    return "\(type(of: animator)) from \(from) to \(to)"
  }

  /// Whether `completeTransition(_:)` has been called.
  private(set) var isComplete = false

  // MARK: UIViewControllerTransitionCoordinator

  var isCancelled: Bool { transitionWasCancelled }
  /// Set when the interaction drives an interruptible animator the animator vended.
  var isInterruptible = false
  var completionCurve: UIView.AnimationCurve { interaction?.completionCurve ?? .easeInOut }
  var completionVelocity: CGFloat { interaction?.completionSpeed ?? 1 }
  var targetTransform: CGAffineTransform { .identity }
  /// The interaction controller driving the transition, if any.
  private(set) weak var interaction: UIViewControllerInteractiveTransitioning?
  /// Told when an interaction ends.
  private var interactionChangeHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] =
    []

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

  @discardableResult
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let view, !alongsideViews.contains(where: { $0 === view }) {
      alongsideViews.append(view)
      interactiveLayerTime?.add(view.layer)
    }
    return animate(alongsideTransition: animation, completion: completion)
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
    // Driven by a finger, linear, as the animator's own; otherwise on the animator's curve,
    // so that a bar keeps pace with the pages.
    var timing = UICubicTimingParameters(animationCurve: isInteractive ? .linear : .easeInOut)
      .resolved(duration: transitionDuration)
    if !isInteractive, let animatorTiming { timing = animatorTiming }
    // On a percent-driven transition's time, they end at their start if it is run back there.
    guard let interactiveLayerTime, !interactiveLayerTime.hasResumed else {
      return UIView.animate(resolvedTiming: timing, animations: run)
    }
    interactiveLayerTime.capture { UIView.animate(resolvedTiming: timing, animations: run) }
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
    isComplete = true
    onComplete = nil
    interactiveLayerTime?.resume()
  }

  func completeTransition(_ didComplete: Bool) {
    guard !isComplete else { return }
    isComplete = true
    interactiveLayerTime?.resumeAtEndOfFrame()
    let onComplete = self.onComplete
    self.onComplete = nil
    interactionDidEnd = nil
    transitionWasCancelled = !didComplete
    onComplete?(didComplete)
    let completions = alongsideCompletions
    alongsideCompletions = []
    for completion in completions { completion(self) }
  }
}
