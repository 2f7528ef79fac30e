import Foundation

/// A presentation or a dismissal: the modal part of a view-controller transition. It checks
/// that the request makes sense, asks the transitioning delegate for a presentation
/// controller, an animator and an interaction controller, makes the container the
/// presentation happens in, and commits or rolls back the links between presenter and
/// presented when the transition ends. One runs at a time in a window.
@MainActor
final class PresentationTransition: ViewControllerTransitionOwner {
  let presented: UIViewController
  let presenter: UIViewController
  let isPresentation: Bool
  private weak var window: UIWindow?
  private var transition: ViewControllerTransition?

  private init(
    presented: UIViewController, presenter: UIViewController, isPresentation: Bool,
    window: UIWindow
  ) {
    self.presented = presented
    self.presenter = presenter
    self.isPresentation = isPresentation
    self.window = window
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
    // Where the presenter's presentations happen (its view may be covered and out of it).
    let home =
      presenter.view.window
      ?? presenter.presentedViewController?.presentationRecord?.container.window
    if let running = home?.presentationUnderWay {
      return warn(
        "Attempt to present \(objectName(presented)) on \(objectName(presenter)) while a "
          + "\(running.isPresentation ? "presentation" : "dismissal") of "
          + "\(objectName(running.presented)) is in progress")
    }
    if let already = presenter.presentedViewController {
      return warn(
        "Attempt to present \(objectName(presented)) on \(objectName(presenter)), which is already "
          + "presenting \(objectName(already))")
    }
    if presented.presentingViewController != nil || presented === presenter {
      return warn("Attempt to present \(objectName(presented)), which is already presented")
    }
    guard let window = presenter.view.window else {
      return warn(
        "Attempt to present \(objectName(presented)) on \(objectName(presenter)), whose view is not in a "
          + "window")
    }
    PresentationTransition(
      presented: presented, presenter: presenter, isPresentation: true, window: window
    ).runPresentation(in: window, source: source, animated: animated, completion: completion)
  }

  private func runPresentation(
    in window: UIWindow, source: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    window.presentationUnderWay = self
    // Loaded first, as UIKit does: its viewDidLoad may configure the sheet (detents, say).
    presented.loadViewIfNeeded()
    presenter.presentedViewController = presented
    presented.presentingViewController = presenter
    let delegate = presented.transitioningDelegate
    let presentationController =
      (presented.modalPresentationStyle == .custom
        ? delegate?.presentationController(
          forPresented: presented, presenting: presenter, source: source) : nil)
      ?? presented.builtInPresentationController(presenting: presenter)
      ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
    presented.presentationController = presentationController
    // The whole window, or the context's view for the current-context styles.
    let area =
      presentationController.shouldPresentInFullscreen
      ? window.bounds : presenter.view.convert(presenter.view.bounds, to: window)
    let container = UITransitionView(frame: area, presentationController: presentationController)
    window.addSubview(container)
    presented.presentationRecord = PresentationRecord(
      container: container, presenterSuperview: presenter.view.superview,
      presenterIndex: presenter.view.superview?.subviews.firstIndex { $0 === presenter.view })
    let toView: UIView = presentationController.presentedView ?? presented.view
    let finalFrame = presentationController.frameOfPresentedViewInContainerView
    toView.autoresizingMask =
      finalFrame == container.bounds ? [.flexibleWidth, .flexibleHeight] : []
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
      style: presentationController.presentationStyle, isAnimated: animated, animator: animator,
      interaction: interaction)
    run(context, completion: completion) {
      presentationController.presentationTransitionWillBegin()
    }
  }

  // MARK: Dismiss

  /// Whether a dismissal of `presented` may start now: it is presented, in a window where no
  /// other presentation or dismissal is under way.
  static func canDismiss(_ presented: UIViewController) -> Bool {
    guard presented.presentingViewController != nil,
      let window = presented.presentationRecord?.container.window
    else { return false }
    return window.presentationUnderWay == nil
  }

  static func dismiss(
    _ presented: UIViewController, animated: Bool,
    interaction pendingInteraction: UIViewControllerInteractiveTransitioning? = nil,
    completion: (() -> Void)?
  ) {
    guard let presenter = presented.presentingViewController,
      let record = presented.presentationRecord, let window = record.container.window
    else { return }
    if let running = window.presentationUnderWay {
      return warn(
        "Attempt to dismiss \(objectName(presented)) from \(objectName(presenter)) while a "
          + "\(running.isPresentation ? "presentation" : "dismissal") of "
          + "\(objectName(running.presented)) is in progress")
    }
    // Controllers presented on top of this one go first, without animation.
    if let above = presented.presentedViewController {
      dismiss(above, animated: false, completion: nil)
    }
    PresentationTransition(
      presented: presented, presenter: presenter, isPresentation: false, window: window
    ).runDismissal(
      record: record, animated: animated, pendingInteraction: pendingInteraction,
      completion: completion)
  }

  private func runDismissal(
    record: PresentationRecord, animated: Bool,
    pendingInteraction: UIViewControllerInteractiveTransitioning?, completion: (() -> Void)?
  ) {
    window?.presentationUnderWay = self
    let container = record.container
    if removesPresenterView, let home = record.presenterSuperview {
      // Put the covered view back where it was, below the presented one.
      home.insertSubview(presenter.view, at: record.presenterIndex ?? 0)
      presenter.view.frame = home.bounds
    }
    let delegate = presented.transitioningDelegate
    let custom = delegate?.animationController(forDismissed: presented)
    let animator = custom ?? defaultModalAnimator(for: presented, isPresenting: false)
    let interaction =
      animated
      ? custom.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        ?? pendingInteraction : nil
    let fromView: UIView = presented.presentationController?.presentedView ?? presented.view
    var views: [UITransitionContextViewKey: UIView] = [.from: fromView]
    if removesPresenterView { views[.to] = presenter.view }
    let context = TransitionContext(
      containerView: container, from: presented, to: presenter, views: views,
      initialFrames: [
        ObjectIdentifier(presented): fromView.frame,
        ObjectIdentifier(presenter): presenter.view.frame,
      ],
      finalFrames: [ObjectIdentifier(presenter): presenter.view.frame],
      style: presented.presentationController?.presentationStyle
        ?? presented.modalPresentationStyle, isAnimated: animated, animator: animator,
      interaction: interaction)
    run(context, completion: completion) {
      presented.presentationController?.dismissalTransitionWillBegin()
    }
  }

  /// Runs the transition of `context`: the presented controller appears or disappears, and
  /// the presenter too where its view leaves the hierarchy.
  private func run(
    _ context: TransitionContext, completion: (() -> Void)?, prepare: () -> Void
  ) {
    presented.presentationInProgress = self
    let covered = removesPresenterView ? presenter : nil
    let transition = ViewControllerTransition(
      context: context, owner: self,
      name: "\(isPresentation ? "presenting" : "dismissing") \(objectName(presented))",
      disappearing: isPresentation ? covered : presented,
      appearing: isPresentation ? presented : covered,
      appearingEndsFirst: true, isReturning: !isPresentation, completion: completion)
    self.transition = transition
    transition.start(prepare: prepare)
  }

  // MARK: ViewControllerTransitionOwner

  func placeViewsWithoutAnimation(for transition: ViewControllerTransition) {
    let context = transition.context
    guard isPresentation, let toView = context.view(forKey: .to) else { return }
    context.containerView.addSubview(toView)
    toView.frame = context.finalFrame(for: presented)
  }

  func transition(_ transition: ViewControllerTransition, willFinish completed: Bool) {
    end()
    let presentationController = presented.presentationController
    switch (isPresentation, completed) {
    case (true, true):
      presentationController?.presentationTransitionDidEnd(true)
      if removesPresenterView { presenter.view.removeFromSuperview() }
    case (true, false):
      presentationController?.presentationTransitionDidEnd(false)
      // The animator may have moved the presenter's view into the container: put it back.
      if removesPresenterView { restorePresenterView() }
      takeDownPresentation()
    case (false, true):
      presentationController?.dismissalTransitionDidEnd(true)
      if removesPresenterView { restorePresenterView() }
      takeDownPresentation()
    case (false, false):
      presentationController?.dismissalTransitionDidEnd(false)
      if removesPresenterView { presenter.view.removeFromSuperview() }
    }
  }

  func transition(_ transition: ViewControllerTransition, didFinish completed: Bool) {
    presented.presentationInProgress = nil
    if isPresentation, completed { installDismissalGesture() }
  }

  /// Takes the presented controller's views and container out of the window and unlinks it
  /// from its presenter.
  private func takeDownPresentation() {
    presented.presentationRecord?.restoreTint()
    presented.presentationController?.presentedView?.removeFromSuperview()
    presented.view.removeFromSuperview()
    presented.presentationRecord?.container.removeFromSuperview()
    presented.presentationRecord = nil
    presented.presentationController?.containerView = nil
    presenter.presentedViewController = nil
    presented.presentingViewController = nil
  }

  /// Puts the presenter's view back where the presentation found it, if an animator moved it
  /// (into the container, typically).
  private func restorePresenterView() {
    guard let record = presented.presentationRecord,
      let home = record.presenterSuperview, presenter.view.superview !== home
    else { return }
    let index = min(record.presenterIndex ?? 0, home.subviews.count)
    home.insertSubview(presenter.view, at: index)
    presenter.view.frame = home.bounds
  }

  /// Takes down, without animation, every controller presented above `controller` (`window`
  /// is getting a new root).
  static func removePresentations(above controller: UIViewController, in window: UIWindow) {
    var chain = [controller]
    while let presented = chain.last?.presentedViewController { chain.append(presented) }
    if let running = window.presentationUnderWay,
      chain.contains(where: { $0 === running.presenter || $0 === running.presented })
    {
      // The animator may still call completeTransition(_:): it must change nothing now.
      running.transition?.abandon()
      running.presented.presentationInProgress = nil
      running.end()
    }
    // What each presentation changed outside its container is put back from the top down,
    // while the links still say what stands behind what (a stacked sheet's step-back).
    for presented in chain.dropFirst().reversed() {
      presented.presentationController?.presentationWasTakenDown()
    }
    var next = controller.presentedViewController
    controller.presentedViewController = nil
    while let presented = next {
      next = presented.presentedViewController
      presented.beginAppearance(isAppearing: false, animated: false)
      presented.view.removeFromSuperview()
      presented.endAppearance()
      presented.presentationRecord?.restoreTint()
      presented.presentationRecord?.container.removeFromSuperview()
      presented.presentationRecord = nil
      presented.presentationController?.containerView = nil
      presented.presentingViewController = nil
      presented.presentedViewController = nil
    }
  }

  /// No longer under way in its window: another presentation or dismissal may start.
  private func end() {
    if window?.presentationUnderWay === self { window?.presentationUnderWay = nil }
  }

  /// Lets a drag down on the presented view dismiss it interactively.
  /// The recognizer checks `isModalInPresentation` when a drag begins, as it may change.
  private func installDismissalGesture() {
    // A zoom has a drag of its own (see ZoomPanRecognizer).
    if let zoom = ZoomRequest(zoomed: presented, source: presenter) {
      return zoom.installDismissalGestures()
    }
    // A sheet has a drag of its own (see SheetDragRecognizer).
    guard !(presented.presentationController is UISheetPresentationController),
      !presented.view.attachedRecognizers.contains(where: { $0 is InteractiveDismissalRecognizer })
    else { return }
    presented.view.addGestureRecognizer(InteractiveDismissalRecognizer(controller: presented))
  }

}

/// Where a presentation put things, kept on the presented controller until dismissal.
@MainActor
final class PresentationRecord {
  let container: UITransitionView
  /// The black view behind a sheet.
  var dimmingView: UIView?
  /// The presenter's view, its tint dimmed while a sheet shows.
  weak var dimmedView: UIView?
  weak var presenterSuperview: UIView?
  let presenterIndex: Int?

  init(container: UITransitionView, presenterSuperview: UIView?, presenterIndex: Int?) {
    self.container = container
    self.presenterSuperview = presenterSuperview
    self.presenterIndex = presenterIndex
  }

  /// The presenter's tint as it was.
  @MainActor
  func restoreTint() {
    dimmedView?.tintAdjustmentMode = .automatic
    dimmedView = nil
  }
}
