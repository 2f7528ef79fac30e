import Foundation

/// The ring round the focused view, as a keyboard user sees it: shown after keyboard use and
/// hidden from the next press of the mouse or a finger (GTK's `:focus-visible`); 3 points
/// outside the view, its corners following the view's, 3 points rounder (at least 6); kept
/// inside the window where the window's edge would cut it.
@MainActor
enum FocusRing {
  static let outset: CGFloat = 3
  static let width: CGFloat = 2
  static let color = UIColor.systemBlue

  /// Whether `view` shows a ring: it has the focus, and focus shows.
  static func shows(on view: UIView) -> Bool {
    view.holdsFocus && UIApplication.shared.isFocusVisible
  }

  /// Strokes the ring round `rect` (in `view`'s coordinates, corners of `cornerRadius`) when
  /// it `shows(on:)` view.
  static func draw(
    round rect: CGRect, cornerRadius: CGFloat, of view: UIView, in context: inout DrawingContext
  ) {
    guard shows(on: view) else { return }
    var ring = rect.insetBy(dx: -outset, dy: -outset)
    if let window = view.window {
      let inside = view.convert(window.bounds, from: window).insetBy(dx: width / 2, dy: width / 2)
      ring = ring.intersection(inside)
    }
    guard !ring.isNull else { return }
    context.stroke(ring, color: color, width: width, cornerRadius: max(cornerRadius + outset, 6))
  }
}
