import Foundation

/// Manages a presented controller's place on screen, as UIKit's UIPresentationController:
/// where its view goes in the container, the decoration around it, and whether the
/// presenter's view stays. Subclass it for a custom presentation (style `.custom`) and vend
/// it from the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  public private(set) var presentedViewController: UIViewController
  public private(set) var presentingViewController: UIViewController
  /// The view the presentation happens in, while it is on screen.
  public internal(set) var containerView: UIView?

  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController ?? presentedViewController
  }

  /// The style of the presentation this object manages, resolved: `.automatic` is a page
  /// sheet, as since iOS 13.
  open var presentationStyle: UIModalPresentationStyle {
    let style = presentedViewController.modalPresentationStyle
    return style == .automatic ? .pageSheet : style
  }

  /// The view that is animated into place: the presented controller's, unless a subclass
  /// wraps it.
  open var presentedView: UIView? { presentedViewController.view }

  /// Where the presented view ends up, in the container's coordinates: the whole container,
  /// or an inset sheet for `.pageSheet` and `.formSheet` (see `sheetFrame(in:style:)`).
  open var frameOfPresentedViewInContainerView: CGRect {
    guard let containerView else { return .zero }
    return Self.sheetFrame(in: containerView.bounds, style: presentationStyle)
  }

  /// Whether the presenter's view leaves the hierarchy once the presented one covers it.
  open var shouldRemovePresentersView: Bool {
    presentationStyle == .fullScreen || presentationStyle == .currentContext
  }

  /// Whether the presentation covers the whole window (rather than a context).
  open var shouldPresentInFullscreen: Bool {
    presentationStyle != .currentContext && presentationStyle != .overCurrentContext
  }

  open func presentationTransitionWillBegin() {}
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  open func dismissalTransitionWillBegin() {}
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// The container is about to lay out (its size changed): place the views here.
  open func containerViewWillLayoutSubviews() {}
  open func containerViewDidLayoutSubviews() {}

  /// Where the built-in styles put the presented view: the whole `bounds`, except for the
  /// sheets. On a large window (600 points wide and 600 tall or more) a page sheet is
  /// 700 points wide (or the width less 40) and 40 short of the top and bottom, a form sheet
  /// 540 × 620 points, both centred; on a smaller one, both are a card 40 points down from
  /// the top, as an iPhone shows them.
  public static func sheetFrame(in bounds: CGRect, style: UIModalPresentationStyle) -> CGRect {
    guard style == .pageSheet || style == .formSheet else { return bounds }
    let isLarge = bounds.width >= 600 && bounds.height >= 600
    guard isLarge else {
      return CGRect(
        x: bounds.minX, y: bounds.minY + 40, width: bounds.width,
        height: max(bounds.height - 40, 0))
    }
    let size =
      style == .pageSheet
      ? CGSize(width: min(700, bounds.width - 40), height: bounds.height - 80)
      : CGSize(width: 540, height: min(620, bounds.height - 80))
    return CGRect(
      x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height
    ).integral
  }

  /// Whether the style shows the presented view as a sheet (rounded, over a dimmed
  /// presenter).
  var isSheet: Bool { presentationStyle == .pageSheet || presentationStyle == .formSheet }
}
