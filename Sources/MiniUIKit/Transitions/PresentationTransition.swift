import Foundation

/// Runs one presentation or dismissal: builds the context, asks the transitioning delegate
/// for an animator and an interaction controller, keeps the appearance callbacks in UIKit's
/// order, and commits or rolls back the hierarchy when the animator completes.
@MainActor
final class PresentationTransition {
  /// The transition under way, if any: only one runs at a time.
  private(set) static var current: PresentationTransition?

  /// Interaction controller to use for the next dismissal when the delegate offers none
  /// (set by the drag-to-dismiss gesture).
  static var pendingDismissalInteraction: UIViewControllerInteractiveTransitioning?

  let presented: UIViewController
  let presenter: UIViewController
  let isPresentation: Bool
  private var context: TransitionContext?
  private let runner = TransitionRunner()

  private init(presented: UIViewController, presenter: UIViewController, isPresentation: Bool) {
    self.presented = presented
    self.presenter = presenter
    self.isPresentation = isPresentation
  }

  /// Whether the presenter's view leaves the hierarchy while it is covered (the presentation
  /// controller says, once, as the transition starts).
  private lazy var removesPresenterView =
    presented.presentationController?.shouldRemovePresentersView ?? false

  // MARK: Present

  /// Presents `presented` over `presenter`; `source` is the controller whose
  /// `present(_:animated:completion:)` was called (the presenter or one of its children).
  static func present(
    _ presented: UIViewController, from presenter: UIViewController, source: UIViewController,
    animated: Bool, completion: (() -> Void)?
  ) {
    if let running = current {
      return transitionWarning(
        "Attempt to present \(objectName(presented)) on \(objectName(presenter)) while a "
          + "\(running.isPresentation ? "presentation" : "dismissal") of "
          + "\(objectName(running.presented)) is in progress")
    }
    if let already = presenter.presentedViewController {
      return transitionWarning(
        "Attempt to present \(objectName(presented)) on \(objectName(presenter)), which is already "
          + "presenting \(objectName(already))")
    }
    if presented.presentingViewController != nil || presented === presenter {
      return transitionWarning(
        "Attempt to present \(objectName(presented)), which is already presented")
    }
    guard let window = presenter.view.window else {
      return transitionWarning(
        "Attempt to present \(objectName(presented)) on \(objectName(presenter)), whose view is not in a "
          + "window")
    }
    let transition = PresentationTransition(
      presented: presented, presenter: presenter, isPresentation: true)
    transition.runPresentation(
      in: window, source: source, animated: animated, completion: completion)
  }

  private func runPresentation(
    in window: UIWindow, source: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    Self.current = self
    presenter.presentedViewController = presented
    presented.presentingViewController = presenter
    let delegate = presented.transitioningDelegate
    let presentationController =
      (presented.modalPresentationStyle == .custom
        ? delegate?.presentationController(
          forPresented: presented, presenting: presenter, source: source) : nil)
      ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
    presented.presentationController = presentationController
    // The whole window, or the context's view for the current-context styles.
    let area =
      presentationController.shouldPresentInFullscreen
      ? window.bounds : presenter.view.convert(presenter.view.bounds, to: window)
    let container = UITransitionView(frame: area, presentationController: presentationController)
    window.addSubview(container)
    let record = PresentationRecord(
      container: container, presenterSuperview: presenter.view.superview,
      presenterIndex: presenter.view.superview?.subviews.firstIndex { $0 === presenter.view })
    presented.presentationRecord = record
    let toView: UIView = presentationController.presentedView ?? presented.view
    let finalFrame = presentationController.frameOfPresentedViewInContainerView
    toView.autoresizingMask =
      finalFrame == container.bounds ? [.flexibleWidth, .flexibleHeight] : []
    if type(of: presentationController) == UIPresentationController.self,
      presentationController.isSheet
    {
      decorateSheet(toView, in: container)
    }
    let custom = delegate?.animationController(
      forPresented: presented, presenting: presenter, source: source)
    let animator = custom ?? defaultModalAnimator(for: presented, isPresenting: true)
    // As UIKit, the interaction controller is asked for only with a custom animator.
    let interaction =
      animated ? custom.flatMap { delegate?.interactionControllerForPresentation(using: $0) } : nil
    var views: [UITransitionContextViewKey: UIView] = [.to: toView]
    if removesPresenterView { views[.from] = presenter.view }
    let presenterFrame = presenter.view.frame
    let context = TransitionContext(
      containerView: container, from: presenter, to: presented, views: views,
      initialFrames: [ObjectIdentifier(presenter): presenterFrame],
      finalFrames: [
        ObjectIdentifier(presented): finalFrame,
        ObjectIdentifier(presenter): removesPresenterView ? .zero : presenterFrame,
      ],
      style: presented.modalPresentationStyle, isAnimated: animated,
      isInteractive: interaction != nil, animator: animator
    ) { [self] didComplete in
      finishPresentation(didComplete: didComplete, animator: animator, completion: completion)
    }
    self.context = context
    fadeDimming(to: 0.4)
    // UIKit's order: the one leaving first, then the one coming.
    if removesPresenterView { presenter.beginAppearance(isAppearing: false, animated: animated) }
    presented.beginAppearance(isAppearing: true, animated: animated)
    presentationController.presentationTransitionWillBegin()
    runner.start(
      context, animator: animator, interaction: interaction, animated: animated,
      describing: "presenting \(objectName(presented))"
    ) {
      container.addSubview(toView)
      toView.frame = finalFrame
    }
  }

  private func finishPresentation(
    didComplete: Bool, animator: UIViewControllerAnimatedTransitioning, completion: (() -> Void)?
  ) {
    end()
    let presentationController = presented.presentationController
    presentationController?.presentationTransitionDidEnd(didComplete)
    if didComplete {
      if removesPresenterView { presenter.view.removeFromSuperview() }
      presented.endAppearance()
      if removesPresenterView { presenter.endAppearance() }
      installDismissalGesture()
      UIApplication.shared.moveFocusAfterTransition(
        from: presenter, to: presented, isReturning: false)
    } else {
      // The animator may have moved the presenter's view into the container: put it back.
      if removesPresenterView { restorePresenterView() }
      presented.view.removeFromSuperview()
      presented.presentationRecord?.container.removeFromSuperview()
      presented.presentationRecord = nil
      presented.presentationController = nil
      presenter.presentedViewController = nil
      presented.presentingViewController = nil
      presented.beginAppearance(isAppearing: false, animated: true)
      presented.endAppearance()
      if removesPresenterView {
        presenter.beginAppearance(isAppearing: true, animated: true)
        presenter.endAppearance()
      }
    }
    animator.animationEnded(didComplete)
    if didComplete { completion?() }
  }

  // MARK: Dismiss

  static func dismiss(
    _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    guard let presenter = presented.presentingViewController,
      let record = presented.presentationRecord
    else { return }
    if let running = current {
      return transitionWarning(
        "Attempt to dismiss \(objectName(presented)) from \(objectName(presenter)) while a "
          + "\(running.isPresentation ? "presentation" : "dismissal") of "
          + "\(objectName(running.presented)) is in progress")
    }
    // Controllers presented on top of this one go first, without animation.
    if let above = presented.presentedViewController {
      dismiss(above, animated: false, completion: nil)
    }
    let transition = PresentationTransition(
      presented: presented, presenter: presenter, isPresentation: false)
    transition.runDismissal(record: record, animated: animated, completion: completion)
  }

  private func runDismissal(
    record: PresentationRecord, animated: Bool, completion: (() -> Void)?
  ) {
    Self.current = self
    let container = record.container
    if removesPresenterView, let home = record.presenterSuperview {
      // Put the covered view back where it was, below the presented one.
      home.insertSubview(presenter.view, at: record.presenterIndex ?? 0)
      presenter.view.frame = home.bounds
    }
    let delegate = presented.transitioningDelegate
    let custom = delegate?.animationController(forDismissed: presented)
    let animator = custom ?? defaultModalAnimator(for: presented, isPresenting: false)
    var interaction: UIViewControllerInteractiveTransitioning?
    if animated {
      interaction =
        custom.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        ?? Self.pendingDismissalInteraction
    }
    Self.pendingDismissalInteraction = nil
    let fromView: UIView = presented.presentationController?.presentedView ?? presented.view
    var views: [UITransitionContextViewKey: UIView] = [.from: fromView]
    if removesPresenterView { views[.to] = presenter.view }
    let context = TransitionContext(
      containerView: container, from: presented, to: presenter, views: views,
      initialFrames: [
        ObjectIdentifier(presented): presented.view.frame,
        ObjectIdentifier(presenter): presenter.view.frame,
      ],
      finalFrames: [ObjectIdentifier(presenter): presenter.view.frame],
      style: presented.modalPresentationStyle, isAnimated: animated,
      isInteractive: interaction != nil, animator: animator
    ) { [self] didComplete in
      finishDismissal(
        didComplete: didComplete, record: record, animator: animator, completion: completion)
    }
    self.context = context
    fadeDimming(to: 0)
    presented.beginAppearance(isAppearing: false, animated: animated)
    if removesPresenterView { presenter.beginAppearance(isAppearing: true, animated: animated) }
    presented.presentationController?.dismissalTransitionWillBegin()
    runner.start(
      context, animator: animator, interaction: interaction, animated: animated,
      describing: "dismissing \(objectName(presented))"
    ) {}
  }

  private func finishDismissal(
    didComplete: Bool, record: PresentationRecord,
    animator: UIViewControllerAnimatedTransitioning, completion: (() -> Void)?
  ) {
    end()
    let presentationController = presented.presentationController
    presentationController?.dismissalTransitionDidEnd(didComplete)
    if didComplete {
      // The animator may have moved the presenter's view into the container: put it back.
      if removesPresenterView { restorePresenterView(record: record) }
      presentationController?.presentedView?.removeFromSuperview()
      presented.view.removeFromSuperview()
      record.container.removeFromSuperview()
      presented.presentationRecord = nil
      presented.presentationController = nil
      presenter.presentedViewController = nil
      presented.presentingViewController = nil
      // UIKit's order: the one coming back first, then the one leaving.
      if removesPresenterView { presenter.endAppearance() }
      presented.endAppearance()
      UIApplication.shared.moveFocusAfterTransition(
        from: presented, to: presenter, isReturning: true)
    } else {
      if removesPresenterView { presenter.view.removeFromSuperview() }
      presented.beginAppearance(isAppearing: true, animated: true)
      presented.endAppearance()
      if removesPresenterView {
        presenter.beginAppearance(isAppearing: false, animated: true)
        presenter.endAppearance()
      }
    }
    animator.animationEnded(didComplete)
    if didComplete { completion?() }
  }

  /// Puts the presenter's view back where the presentation found it, if an animator moved it
  /// (into the container, typically).
  private func restorePresenterView(record: PresentationRecord? = nil) {
    guard let record = record ?? presented.presentationRecord,
      let home = record.presenterSuperview, presenter.view.superview !== home
    else { return }
    let index = min(record.presenterIndex ?? 0, home.subviews.count)
    home.insertSubview(presenter.view, at: index)
    presenter.view.frame = home.bounds
  }

  /// Takes down, without animation, every controller presented above `controller` (its
  /// window is getting a new root).
  static func removePresentations(above controller: UIViewController) {
    var chain = [controller]
    while let presented = chain.last?.presentedViewController { chain.append(presented) }
    if let running = current,
      chain.contains(where: { $0 === running.presenter || $0 === running.presented })
    {
      // The animator may still call completeTransition(_:): it must change nothing now.
      running.context?.abandon()
      running.end()
    }
    var next = controller.presentedViewController
    controller.presentedViewController = nil
    while let presented = next {
      next = presented.presentedViewController
      presented.beginAppearance(isAppearing: false, animated: false)
      presented.view.removeFromSuperview()
      presented.endAppearance()
      presented.presentationRecord?.container.removeFromSuperview()
      presented.presentationRecord = nil
      presented.presentationController = nil
      presented.presentingViewController = nil
      presented.presentedViewController = nil
    }
  }

  // MARK: Shared

  /// The built-in sheets: rounded corners, and the presenter dimmed behind, fading with the
  /// transitions.
  private func decorateSheet(_ view: UIView, in container: UIView) {
    view.layer.cornerRadius = 10
    view.clipsToBounds = true
    let dim = UIView(frame: container.bounds)
    dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dim.backgroundColor = .black
    dim.alpha = 0
    dim.isUserInteractionEnabled = false
    container.insertSubview(dim, at: 0)
    presented.presentationRecord?.dimmingView = dim
  }

  /// Fades the sheet's dimming along with the transition under way.
  private func fadeDimming(to alpha: CGFloat) {
    guard let dim = presented.presentationRecord?.dimmingView,
      let coordinator = context
    else { return }
    coordinator.animate(
      alongsideTransition: { _ in dim.alpha = alpha },
      completion: { context in
        if context.isCancelled { dim.alpha = alpha == 0 ? 0.4 : 0 }
      })
  }

  private func end() {
    runner.stopWatching()
    if Self.current === self { Self.current = nil }
    UIApplication.shared.setNeedsDisplay()
  }

  /// Lets a drag down on the presented view dismiss it interactively.
  /// The recognizer checks `isModalInPresentation` when a drag begins, as it may change.
  private func installDismissalGesture() {
    guard
      !presented.view.gestureRecognizers.contains(where: { $0 is InteractiveDismissalRecognizer })
    else { return }
    presented.view.addGestureRecognizer(InteractiveDismissalRecognizer(controller: presented))
  }

}

/// Where a presentation put things, kept on the presented controller until dismissal.
@MainActor
final class PresentationRecord {
  let container: UITransitionView
  /// The black view behind a built-in sheet.
  var dimmingView: UIView?
  weak var presenterSuperview: UIView?
  let presenterIndex: Int?

  init(container: UITransitionView, presenterSuperview: UIView?, presenterIndex: Int?) {
    self.container = container
    self.presenterSuperview = presenterSuperview
    self.presenterIndex = presenterIndex
  }
}
