import Foundation

/// Manages a presented controller's place on screen, as UIKit's UIPresentationController:
/// where its view goes in the container, the decoration around it, and whether the
/// presenter's view stays. Subclass it for a custom presentation (style `.custom`) and vend
/// it from the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  /// The presented controller, which owns this object (its `presentationController`): held
  /// unowned, so that neither keeps the other alive.
  public var presentedViewController: UIViewController { presented }
  private unowned let presented: UIViewController
  /// The presenter; until the presentation starts, the presented controller itself.
  public internal(set) var presentingViewController: UIViewController {
    get { presenting ?? presented }
    set { presenting = newValue }
  }
  private weak var presenting: UIViewController?
  /// The view the presentation happens in, while it is on screen.
  public internal(set) var containerView: UIView?
  /// Hears of the user dragging the presentation down to dismiss it.
  public weak var delegate: UIAdaptivePresentationControllerDelegate?

  /// A controller for presenting `presentedViewController` from `presentingViewController`.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    presented = presentedViewController
    presenting = presentingViewController
  }

  /// The style of the presentation this object manages, resolved: `.automatic` is a page
  /// sheet, as since iOS 13, except for a zoom, which covers the screen.
  open var presentationStyle: UIModalPresentationStyle {
    presentedViewController.resolvedPresentationStyle
  }

  /// The view that is animated into place: the presented controller's, unless a subclass
  /// wraps it.
  open var presentedView: UIView? { presentedViewController.view }

  /// Where the presented view ends up, in the container's coordinates: the whole container
  /// (a sheet's controller places it otherwise).
  open var frameOfPresentedViewInContainerView: CGRect {
    containerView?.bounds ?? .zero
  }

  /// Whether the presenter's view leaves the hierarchy once the presented one covers it.
  open var shouldRemovePresentersView: Bool {
    presentationStyle == .fullScreen || presentationStyle == .currentContext
  }

  /// Whether the presentation covers the whole window (rather than a context).
  open var shouldPresentInFullscreen: Bool {
    presentationStyle != .currentContext && presentationStyle != .overCurrentContext
  }

  /// The presentation is about to start: add decoration (a dimming view, say) here.
  open func presentationTransitionWillBegin() {}
  /// The presentation ended: `completed` is false when it was cancelled.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// The dismissal is about to start.
  open func dismissalTransitionWillBegin() {}
  /// The dismissal ended: `completed` is false when it was cancelled (the presentation stays).
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// The container is about to lay out (its size changed): place the views here.
  open func containerViewWillLayoutSubviews() {}
  /// The container has laid out, the presented view placed.
  open func containerViewDidLayoutSubviews() {}

  /// Whether a dismissal the user asks for (a drag down, Esc) may go ahead: not while the
  /// presented controller `isModalInPresentation`, nor when the delegate says no.
  var userMayDismiss: Bool {
    !Self.isModal(presentedViewController)
      && delegate?.presentationControllerShouldDismiss(self) != false
  }

  /// Whether `controller` or one of its children is `isModalInPresentation` (a navigation
  /// controller's page may set it, as in UIKit).
  private static func isModal(_ controller: UIViewController) -> Bool {
    controller.isModalInPresentation || controller.children.contains(where: isModal)
  }

  /// Dismisses for the user: the delegate hears `…WillDismiss` as the dismissal starts and
  /// `…DidDismiss` once the presentation has gone; `interaction` drives it, if given (a
  /// drag). False if the dismissal could not start (another transition is under way).
  @discardableResult
  func dismissForUser(interaction: UIPercentDrivenInteractiveTransition? = nil) -> Bool {
    guard PresentationTransition.canDismiss(presentedViewController) else { return false }
    delegate?.presentationControllerWillDismiss(self)
    PresentationTransition.dismiss(
      presentedViewController, animated: true, interaction: interaction
    ) { [weak self] in
      guard let self else { return }
      self.delegate?.presentationControllerDidDismiss(self)
    }
    return true
  }

  /// Esc on a presented sheet: dismisses it for the user, or, refused, tells the delegate of
  /// the attempt.
  func escapePressed() {
    if userMayDismiss {
      dismissForUser()
    } else {
      delegate?.presentationControllerDidAttemptToDismiss(self)
    }
  }

  /// Whether the container puts the presented view at `frameOfPresentedViewInContainerView`
  /// when it lays out: the built-in controllers do, a subclass places it itself.
  var placesPresentedViewOnLayout: Bool { type(of: self) == UIPresentationController.self }

  /// The presentation was taken down without a transition (its window got a new root): put
  /// back what it changed outside its container.
  func presentationWasTakenDown() {}
}
