import Foundation

/// Hears of a sheet's detent changing under the user's drag, as UIKit's protocol.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  /// Tells the delegate that a drag left the sheet at another detent.
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}

/// A page or form sheet, as UIKit's UISheetPresentationController (iOS 15): the presentation
/// controller of every controller presented `.automatic`, `.pageSheet` or `.formSheet`.
///
/// In a compact window the sheet is a card with rounded top corners that rests at one of its
/// `detents`; the views behind it step back (narrower, their tops peeking out above) and dim,
/// each sheet stacked on another stepping back again. A drag moves it between detents and
/// settles on a spring; dragged down from its smallest detent it dismisses, or resists and
/// springs back when the dismissal is refused. A scroll view inside hands the drag to the
/// sheet at its top edge. In a larger window the sheet is centred, as on an iPad. See
/// `SheetLayout` for the geometry.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
  /// The heights the sheet rests at; `[.large()]` by default.
  open var detents: [Detent] = [.large()] {
    didSet { settleUnlessAnimatingChanges() }
  }
  /// The detent the sheet rests at; nil is the smallest.
  open var selectedDetentIdentifier: Detent.Identifier? {
    didSet { settleUnlessAnimatingChanges() }
  }
  /// Up to this detent, the presenter stays undimmed and takes clicks; nil dims at every one.
  open var largestUndimmedDetentIdentifier: Detent.Identifier? {
    didSet { settleUnlessAnimatingChanges() }
  }
  /// Whether a small bar at the top shows that the sheet can be dragged.
  open var prefersGrabberVisible = false {
    didSet { sheetView.showsGrabber = prefersGrabberVisible }
  }
  /// Whether dragging up a scroll view at its top edge grows the sheet to its next detent
  /// before the content scrolls.
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  /// Whether, in a short window, the sheet stands at the bottom edge only as wide as the
  /// window is tall, rather than across the whole width.
  open var prefersEdgeAttachedInCompactHeight = false {
    didSet { settleUnlessAnimatingChanges() }
  }
  /// The radius of the sheet's corners; nil is the system's (10 points).
  open var preferredCornerRadius: CGFloat? {
    didSet { sheetView.cornerRadius = preferredCornerRadius ?? Self.defaultCornerRadius }
  }

  static let defaultCornerRadius: CGFloat = 10
  /// The dimming over what is behind a dimmed sheet.
  static let dimmingAlpha: CGFloat = 0.4

  /// The view that holds the presented controller's and the grabber.
  let sheetView = SheetView()
  /// The black view behind the presenter's views.
  private let dimmingView = UIView()
  /// Inside `animateChanges(_:)`.
  private var isAnimatingChanges = false
  /// The drag that moves the sheet, while the sheet is up.
  private var drag: SheetDragRecognizer?

  public override init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    super.init(
      presentedViewController: presentedViewController, presenting: presentingViewController)
    sheetView.cornerRadius = Self.defaultCornerRadius
  }

  /// The sheet's view, holding the presented controller's.
  open override var presentedView: UIView? { sheetView }

  open override var frameOfPresentedViewInContainerView: CGRect {
    guard let layout else { return .zero }
    return layout.frame(top: restingTop(in: layout))
  }

  /// Makes the changes in `changes` (to the detents or the selected one) move the sheet on a
  /// spring, rather than at once.
  open func animateChanges(_ changes: () -> Void) {
    isAnimatingChanges = true
    changes()
    isAnimatingChanges = false
    settle(animated: true)
  }

  /// Asks the custom detents' resolvers again (their answers changed); call it inside
  /// `animateChanges(_:)` to move the sheet on a spring.
  open func invalidateDetents() { settleUnlessAnimatingChanges() }

  // MARK: Geometry

  /// The layout for the container as it is, while the sheet is up.
  var layout: SheetLayout? {
    guard let containerView else { return nil }
    let traits = containerView.traitCollection
    return SheetLayout(
      bounds: containerView.bounds, safeArea: containerView.safeAreaInsets, traits: traits,
      style: presentationStyle,
      prefersEdgeAttachedInCompactHeight: prefersEdgeAttachedInCompactHeight)
  }

  /// The detents that apply, with the top of the card at each, smallest (lowest) first; a
  /// centred sheet has one, where it stands.
  func restingTops(in layout: SheetLayout) -> [(identifier: Detent.Identifier, top: CGFloat)] {
    guard layout.isCard else { return [(.large, layout.centredFrame.minY)] }
    let context = SheetDetentContext(
      containerTraitCollection: containerView?.traitCollection ?? .current,
      maximumDetentValue: layout.maximumDetentValue)
    let resolved = detents.compactMap { detent in
      detent.resolvedValue(in: context).map {
        (identifier: detent.identifier, top: layout.top(forDetentHeight: $0))
      }
    }
    let tops = resolved.isEmpty ? [(Detent.Identifier.large, layout.largestTop)] : resolved
    return tops.sorted { $0.top > $1.top }
  }

  /// The top of the card at its selected detent (the smallest, when none is or the one
  /// selected is not among the detents).
  func restingTop(in layout: SheetLayout) -> CGFloat {
    let tops = restingTops(in: layout)
    return tops.first { $0.identifier == selectedDetentIdentifier }?.top ?? tops[0].top
  }

  /// How dimmed, 0…1, what is behind is with the card's top at `top`: none up to the largest
  /// undimmed detent, then growing to full by the next one up.
  func dimming(atTop top: CGFloat, in layout: SheetLayout) -> CGFloat {
    let tops = restingTops(in: layout)
    guard let undimmed = largestUndimmedDetentIdentifier,
      let index = tops.firstIndex(where: { $0.identifier == undimmed })
    else { return 1 }
    guard index + 1 < tops.count else { return 0 }
    return Self.progress(of: top, from: tops[index].top, to: tops[index + 1].top)
  }

  /// How far, 0…1, what is behind has stepped back with the card's top at `top`: not at all
  /// below the second largest detent, fully at the largest.
  func stepBack(atTop top: CGFloat, in layout: SheetLayout) -> CGFloat {
    guard layout.stepsBack else { return 0 }
    let tops = restingTops(in: layout)
    guard tops.count > 1 else { return 1 }
    return Self.progress(of: top, from: tops[tops.count - 2].top, to: tops[tops.count - 1].top)
  }

  private static func progress(of top: CGFloat, from start: CGFloat, to end: CGFloat) -> CGFloat {
    guard start != end else { return 1 }
    return min(max((top - start) / (end - start), 0), 1)
  }

  /// Whether clicks outside the sheet reach what is behind (the sheet rests at or below its
  /// largest undimmed detent).
  var passesTouchesThrough: Bool {
    guard let layout, presentedViewController.presentingViewController != nil else {
      return false
    }
    return dimming(atTop: sheetView.frame.minY, in: layout) == 0
  }

  // MARK: What is behind

  /// The views behind the sheet, nearest first: the presenter's, and on down while each is
  /// itself a card.
  private var viewsBehind: [UIView] {
    var views: [UIView] = []
    var controller: UIViewController? = presentingViewController
    while let behind = controller {
      guard behind.presentingViewController != nil,
        let sheet = behind.presentationController as? UISheetPresentationController,
        sheet.layout?.isCard == true
      else {
        views.append(behind.view)
        break
      }
      views.append(sheet.sheetView)
      controller = behind.presentingViewController
    }
    return views
  }

  /// Puts what is behind, and the dimming, where the card's top at `top` has them: `shown`
  /// false is where they are with the sheet gone.
  func arrangeBehind(cardTop top: CGFloat, shown: Bool = true) {
    guard let layout else { return }
    let step = shown ? stepBack(atTop: top, in: layout) : 0
    for (index, view) in viewsBehind.enumerated() {
      let level = CGFloat(index) + step
      let frame = view.bounds.offsetBy(
        dx: view.center.x - view.bounds.midX, dy: view.center.y - view.bounds.midY)
      view.transform = layout.stepBackTransform(for: frame, level: level)
    }
    let dimmed = shown ? dimming(atTop: top, in: layout) : 0
    dimmingView.alpha = Self.dimmingAlpha * dimmed
    // The tint behind turns grey, as iOS's, while the sheet dims it.
    presentingViewController.view.tintAdjustmentMode = dimmed > 0 ? .dimmed : .automatic
  }

  /// The root view's own rounding, kept while this sheet rounds it.
  private var rootRounding: (cornerRadius: CGFloat, clipsToBounds: Bool)?

  /// Rounds the root view's corners while it stands stepped back, and puts its own back
  /// after: the first sheet does, not one stacked on it.
  private func roundRootView(_ rounded: Bool) {
    let behind = viewsBehind
    guard behind.count == 1, let root = behind.first, !(root is SheetView) else { return }
    if rounded, rootRounding == nil {
      rootRounding = (root.layer.cornerRadius, root.clipsToBounds)
      root.layer.cornerRadius = Self.defaultCornerRadius
      root.clipsToBounds = true
    } else if !rounded, let own = rootRounding {
      root.layer.cornerRadius = own.cornerRadius
      root.clipsToBounds = own.clipsToBounds
      rootRounding = nil
    }
  }

  // MARK: The transitions

  open override func presentationTransitionWillBegin() {
    super.presentationTransitionWillBegin()
    guard let containerView, let layout else { return }
    sheetView.embed(presentedViewController.view)
    sheetView.isCard = layout.isCard
    dimmingView.frame = containerView.bounds
    dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    dimmingView.backgroundColor = .black
    dimmingView.alpha = 0
    dimmingView.isUserInteractionEnabled = false
    containerView.insertSubview(dimmingView, at: 0)
    presentedViewController.presentationRecord?.dimmingView = dimmingView
    presentedViewController.presentationRecord?.dimmedView = presentingViewController.view
    if layout.stepsBack { roundRootView(true) }
    let top = restingTop(in: layout)
    animateBehind { self.arrangeBehind(cardTop: top) }
  }

  open override func presentationTransitionDidEnd(_ completed: Bool) {
    super.presentationTransitionDidEnd(completed)
    if completed {
      installDrag()
      // Detents set as the controller appeared take effect now.
      moveToSelectedDetent(animated: true)
    } else {
      arrangeBehind(cardTop: 0, shown: false)
      roundRootView(false)
    }
  }

  open override func dismissalTransitionWillBegin() {
    super.dismissalTransitionWillBegin()
    animateBehind { self.arrangeBehind(cardTop: 0, shown: false) }
  }

  open override func dismissalTransitionDidEnd(_ completed: Bool) {
    super.dismissalTransitionDidEnd(completed)
    // Gone back: what is behind returns to where the sheet has it.
    guard completed else { return arrangeBehind(cardTop: sheetView.frame.minY) }
    roundRootView(false)
    dimmingView.removeFromSuperview()
    drag.map { sheetView.removeGestureRecognizer($0) }
    drag = nil
  }

  override func presentationWasTakenDown() {
    arrangeBehind(cardTop: 0, shown: false)
    roundRootView(false)
    dimmingView.removeFromSuperview()
    drag.map { sheetView.removeGestureRecognizer($0) }
    drag = nil
  }

  /// Runs `changes` along with the transition under way, with the views behind on its time
  /// (a drag scrubs them with the sheet).
  private func animateBehind(_ changes: @escaping () -> Void) {
    guard let coordinator = presentedViewController.transitionCoordinator else {
      return changes()
    }
    for view in viewsBehind {
      coordinator.animateAlongsideTransition(in: view, animation: nil, completion: nil)
    }
    coordinator.animate(alongsideTransition: { _ in changes() }, completion: nil)
  }

  open override func containerViewDidLayoutSubviews() {
    super.containerViewDidLayoutSubviews()
    guard let layout, presentedViewController.presentingViewController != nil,
      presentedViewController.presentationInProgress == nil, drag?.isActive != true
    else { return }
    sheetView.isCard = layout.isCard
    if presentedViewController.presentedViewController == nil {
      arrangeBehind(cardTop: sheetView.frame.minY)
    }
  }

  override var placesPresentedViewOnLayout: Bool { drag?.isActive != true }

  // MARK: Settling

  private func settleUnlessAnimatingChanges() {
    if !isAnimatingChanges { settle(animated: false) }
  }

  /// Moves the sheet to its selected detent, unless a transition has it: on UIKit's spring,
  /// or at once.
  func settle(animated: Bool, initialVelocity: CGFloat = 0) {
    guard presentedViewController.presentationInProgress == nil else { return }
    moveToSelectedDetent(animated: animated, initialVelocity: initialVelocity)
  }

  private func moveToSelectedDetent(animated: Bool, initialVelocity: CGFloat = 0) {
    guard let containerView, presentedViewController.presentingViewController != nil,
      sheetView.superview === containerView
    else { return }
    let frame = frameOfPresentedViewInContainerView
    let distance = frame.minY - sheetView.frame.minY
    let move = {
      self.sheetView.frame = frame
      self.sheetView.layoutIfNeeded()
      self.arrangeBehind(cardTop: frame.minY)
    }
    guard animated else { return UIView.performWithoutAnimation(move) }
    let relative = abs(distance) > 1 ? initialVelocity / distance : 0
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: relative,
      options: [.allowUserInteraction, .beginFromCurrentState], animations: move)
  }

  /// Notes the detent the drag left the sheet at, telling the delegate if it changed.
  func dragDidSettle(at identifier: Detent.Identifier, velocity: CGFloat) {
    // No selection is the smallest detent.
    let selected = layout.map { restingTops(in: $0)[0].identifier }
    let changed = identifier != (selectedDetentIdentifier ?? selected)
    isAnimatingChanges = true
    selectedDetentIdentifier = identifier
    isAnimatingChanges = false
    settle(animated: true, initialVelocity: velocity)
    if changed {
      (delegate as? UISheetPresentationControllerDelegate)?
        .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
  }

  private func installDrag() {
    guard drag == nil else { return }
    let drag = SheetDragRecognizer(sheet: self)
    sheetView.addGestureRecognizer(drag)
    self.drag = drag
  }
}
