import Foundation

/// The drag on a sheet. Between detents it moves the card directly, rubber-banding above the
/// largest, and on release settles on the detent nearest where the motion was heading. Past
/// the smallest detent it becomes the interactive dismissal, which finishes past half way or
/// on a flick down; a refused dismissal (`isModalInPresentation`, or the delegate's
/// `presentationControllerShouldDismiss`) resists instead, springs back and tells the
/// delegate it was attempted.
///
/// A scroll view under the pointer keeps the drag while it has content to scroll; at its top
/// edge it hands the drag to the sheet (and, when the sheet can grow, an upward drag grows
/// the sheet first), its content held at the top while the sheet moves.
@MainActor
final class SheetDragRecognizer: UIPanGestureRecognizer, UIGestureRecognizerDelegate {
  private weak var sheet: UISheetPresentationController?
  /// The vertical scroll view the drag started in, if any.
  private weak var scrollView: UIScrollView?

  private enum Mode {
    /// The scroll view has the drag; the sheet waits at its detent.
    case scrolling
    /// The card follows the pointer: its top was `top` when the translation was `origin`.
    case moving(top: CGFloat, origin: CGFloat)
    /// The dismissal runs under the drag, from the translation `origin`.
    case dismissing(UIPercentDrivenInteractiveTransition, origin: CGFloat)
    /// A refused dismissal: the card resists below `top`.
    case resisting(top: CGFloat, origin: CGFloat)
  }
  private var mode: Mode?

  /// How far (points) a refused dismissal lets the sheet come down, however far the drag.
  static let resistance: CGFloat = 160
  /// How far ahead (seconds of the release velocity) a release looks for its detent.
  static let projection: CGFloat = 0.2

  init(sheet: UISheetPresentationController) {
    self.sheet = sheet
    super.init()
    isBuiltIn = true
    delegate = self
    addTarget(self, action: SheetDragRecognizer.handleDrag)
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if !isActive {
      scrollView = touches.first?.view.flatMap { verticalScrollView(from: $0) }
    }
    super.touchesBegan(touches, with: event)
  }

  /// The nearest scroll view from `view` up to the sheet that scrolls vertically.
  private func verticalScrollView(from view: UIView) -> UIScrollView? {
    var current: UIView? = view
    while let candidate = current, candidate !== self.view {
      if let scroll = candidate as? UIScrollView, scroll.isScrollEnabled,
        scroll.contentSize.height + scroll.adjustedContentInset.top
          + scroll.adjustedContentInset.bottom > scroll.bounds.height
      {
        return scroll
      }
      current = candidate.superview
    }
    return nil
  }

  // MARK: UIGestureRecognizerDelegate

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    let move = translation(in: nil)
    // Only the sheet in front moves (one behind may take clicks beside an undimmed one).
    return sheet?.containerView?.window?.presentationUnderWay == nil
      && sheet?.presentedViewController.presentedViewController == nil
      && abs(move.y) >= abs(move.x)
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    otherGestureRecognizer === scrollView?.panGestureRecognizer
  }

  // MARK: The drag

  private func handleDrag() {
    guard let sheet, let layout = sheet.layout, let view else { return }
    let dy = translation(in: nil).y
    switch state {
    case .began:
      // Caught on its spring, the card stays where it shows.
      let shown = view.layer.presentation()?.frame.minY ?? view.frame.minY
      view.layer.removeAllAnimations()
      place(view, top: shown, sheet: sheet)
      mode = .scrolling
      follow(dy, sheet: sheet, layout: layout, card: view)
    case .changed:
      // A transition that started meanwhile (from code, or a sheet above) has the sheet now.
      if sheet.containerView?.window?.presentationUnderWay != nil, !isDismissing {
        state = .cancelled
        return
      }
      follow(dy, sheet: sheet, layout: layout, card: view)
    case .ended, .cancelled:
      release(velocity: velocity(in: nil).y, sheet: sheet, layout: layout, card: view)
    default:
      break
    }
  }

  private var isDismissing: Bool {
    if case .dismissing = mode { return true }
    return false
  }

  /// Where the scroll view's content rests at its top.
  private var scrollTop: CGFloat { -(scrollView?.adjustedContentInset.top ?? 0) }

  private func follow(
    _ dy: CGFloat, sheet: UISheetPresentationController, layout: SheetLayout, card: UIView
  ) {
    let tops = sheet.restingTops(in: layout)
    let lowest = tops[0].top
    let highest = tops[tops.count - 1].top
    switch mode {
    case .scrolling:
      guard let scrollView else {
        mode = .moving(top: card.frame.minY, origin: dy - lastStep)
        return follow(dy, sheet: sheet, layout: layout, card: card)
      }
      // At the top edge, a drag down moves the sheet; so does a drag up on a sheet that can
      // still grow, when the sheet prefers it.
      let atTop = scrollView.contentOffset.y <= scrollTop + 0.5
      let grows = sheet.prefersScrollingExpandsWhenScrolledToEdge && card.frame.minY > highest + 0.5
      let previous = dy - lastStep
      if atTop && (previous > 0 || (previous < 0 && grows)) {
        pinScrollView()
        mode = .moving(top: card.frame.minY, origin: dy - previous)
        return follow(dy, sheet: sheet, layout: layout, card: card)
      }
    case .moving(let top, let origin):
      let wanted = top + dy - origin
      if wanted > lowest + 0.5 {
        return startDismissal(from: dy, sheet: sheet, layout: layout, card: card)
      }
      if let scrollView, wanted < highest {
        // Grown to the largest: the rest of the drag scrolls the content.
        place(card, top: highest, sheet: sheet)
        scrollView.continueDragFromHere()
        mode = .scrolling
      } else {
        pinScrollView()
        place(
          card,
          top: RubberBand.clamp(wanted, to: highest...lowest, dimension: layout.bounds.height),
          sheet: sheet)
      }
    case .dismissing(let interaction, let origin):
      pinScrollView()
      interaction.update(max(dy - origin, 0) / max(layout.bounds.height, 1))
    case .resisting(let top, let origin):
      pinScrollView()
      let overshoot = max(dy - origin, 0)
      place(
        card,
        top: top + RubberBand.distance(forOvershoot: overshoot, dimension: Self.resistance),
        sheet: sheet)
    case nil:
      break
    }
    lastStep = dy
  }

  /// The translation at the last step, for the direction of the newest move.
  private var lastStep: CGFloat = 0

  private func pinScrollView() {
    guard let scrollView else { return }
    scrollView.setContentOffset(
      CGPoint(x: scrollView.contentOffset.x, y: scrollTop), animated: false)
  }

  /// Puts the card's top at `top`, what is behind following.
  private func place(_ card: UIView, top: CGFloat, sheet: UISheetPresentationController) {
    guard let layout = sheet.layout else { return }
    UIView.performWithoutAnimation {
      card.frame = layout.frame(top: top)
      card.layoutIfNeeded()
      sheet.arrangeBehind(cardTop: top)
    }
  }

  /// The drag has come down past the smallest detent: dismisses under the drag, or resists.
  private func startDismissal(
    from dy: CGFloat, sheet: UISheetPresentationController, layout: SheetLayout, card: UIView
  ) {
    let lowest = sheet.restingTops(in: layout)[0].top
    place(card, top: lowest, sheet: sheet)
    guard sheet.userMayDismiss else {
      mode = .resisting(top: lowest, origin: dy)
      return follow(dy, sheet: sheet, layout: layout, card: card)
    }
    let interaction = UIPercentDrivenInteractiveTransition()
    guard sheet.dismissForUser(interaction: interaction) else {
      mode = .resisting(top: lowest, origin: dy)
      return
    }
    mode = .dismissing(interaction, origin: dy)
  }

  private func release(
    velocity: CGFloat, sheet: UISheetPresentationController, layout: SheetLayout, card: UIView
  ) {
    switch mode {
    case .moving where layout.isCard:
      let projected = card.frame.minY + velocity * Self.projection
      let tops = sheet.restingTops(in: layout)
      let nearest = tops.min { abs($0.top - projected) < abs($1.top - projected) } ?? tops[0]
      if scrollView != nil, velocity != 0 { pinScrollView() }
      sheet.dragDidSettle(at: nearest.identifier, velocity: velocity)
    case .dismissing(let interaction, _):
      interaction.release(
        velocity: velocity, distance: max(layout.bounds.height, 1),
        wasCancelled: state == .cancelled)
    case .resisting:
      sheet.settle(animated: true, initialVelocity: velocity)
      if state == .ended { sheet.delegate?.presentationControllerDidAttemptToDismiss(sheet) }
    case .moving, .scrolling, nil:
      // A centred sheet, or a drag the scroll view kept: back to where the sheet rests (the
      // window may have changed size meanwhile).
      sheet.settle(animated: true, initialVelocity: velocity)
    }
    mode = nil
    lastStep = 0
  }
}
