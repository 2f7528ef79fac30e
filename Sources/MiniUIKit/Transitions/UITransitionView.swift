import Foundation

/// The view a presentation happens in (UIKit has a private view of this name): it fills the
/// window above everything before it and holds the presented controller's view. Being
/// hit-testable over the whole window, it keeps touches from the controllers below.
@MainActor
final class UITransitionView: UIView {
  /// Hears of the container's layout; sizes the presented view for the built-in styles.
  weak var presentationController: UIPresentationController?

  /// A container over `frame` of the window (all of it, or a presentation context).
  init(frame: CGRect, presentationController: UIPresentationController) {
    self.presentationController = presentationController
    super.init(frame: frame)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    presentationController.containerView = self
  }

  /// Made only in code.
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    guard let controller = presentationController else { return }
    controller.containerViewWillLayoutSubviews()
    if controller.placesPresentedViewOnLayout,
      let view = controller.presentedView, view.superview === self,
      window?.presentationUnderWay?.presented !== controller.presentedViewController
    {
      view.frame = controller.frameOfPresentedViewInContainerView
    }
    controller.containerViewDidLayoutSubviews()
  }

  /// Clicks beside a sheet resting at an undimmed detent reach the controllers below.
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    if hit === self,
      (presentationController as? UISheetPresentationController)?
        .passesTouchesThrough == true
    {
      return nil
    }
    return hit
  }
}
