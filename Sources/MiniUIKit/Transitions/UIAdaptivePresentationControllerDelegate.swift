import Foundation

/// Hears of a presentation the user tries to dismiss (a drag down, Esc on a sheet), as
/// UIKit's UIAdaptivePresentationControllerDelegate. The calls come in UIKit's order:
/// `…ShouldDismiss` as the drag heads down past the sheet's smallest detent (or at Esc);
/// then either `…DidAttemptToDismiss` (refused, by the delegate or `isModalInPresentation`,
/// once the drag is let go), or `…WillDismiss` and, once the sheet has gone, `…DidDismiss`. A
/// dismissal made in code calls none of them.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// Whether the dismissal the user asks for may go ahead (default true).
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  /// The user's dismissal is starting.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// The user's dismissal is done: the presentation has gone.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// The user tried to dismiss the presentation and was refused.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
