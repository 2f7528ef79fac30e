import Foundation

/// Recognises a gesture from the touches of a view and its subviews, as UIKit's
/// UIGestureRecognizer. Subclasses move `state`; every change past `.possible` calls the
/// handler. When a recognizer begins, the touch is cancelled for the views
/// (`cancelsTouchesInView`) and other recognizers stop seeing it.
@MainActor
open class UIGestureRecognizer {
  public enum State: Sendable {
    case possible
    case began
    case changed
    case ended
    case cancelled
    case failed
  }

  public internal(set) weak var view: UIView?
  public var isEnabled = true
  public var cancelsTouchesInView = true
  private let handler: (UIGestureRecognizer) -> Void

  /// The recognizer's state; setting it to began, changed, ended or cancelled calls the
  /// handler.
  public var state = State.possible {
    didSet {
      switch state {
      case .began, .changed, .ended, .cancelled: handler(self)
      case .possible, .failed: break
      }
    }
  }

  /// Creates a recognizer that calls `handler` on each state change, as the Xamarin
  /// constructors taking a lambda do.
  public init(handler: @escaping (UIGestureRecognizer) -> Void) {
    self.handler = handler
  }

  /// Whether the recognizer is tracking a gesture that has begun.
  var isActive: Bool { state == .began || state == .changed }

  /// Location of the gesture in `view`'s coordinates.
  open func location(in view: UIView?) -> CGPoint { .zero }

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if isActive { state = .cancelled }
  }

  /// Called after the touch sequence ended: back to `.possible`.
  open func reset() { state = .possible }
}

extension UIView {
  public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizer.view?.removeGestureRecognizer(recognizer)
    recognizer.view = self
    gestureRecognizers.append(recognizer)
  }

  public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    gestureRecognizers.removeAll { $0 === recognizer }
    if recognizer.view === self { recognizer.view = nil }
  }
}
