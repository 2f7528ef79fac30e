import Foundation

/// Shows the first responder's `inputAccessoryView` as a desktop can: across the bottom of the
/// responder's window, above everything, sliding up as it comes and down as it goes, as iOS's
/// accessory rides the keyboard in and out.
@MainActor
final class InputAccessoryHost {
  /// The accessory on show.
  private weak var shown: UIView?

  /// How long the slide takes, as the keyboard's.
  static let duration: TimeInterval = 0.25

  /// Shows `responder`'s accessory (nil, or none: hides the one on show).
  func show(for responder: UIResponder?) {
    // A field inside the accessory (a chat's input bar) keeps it on show.
    if let shown, let view = responder as? UIView, view.isDescendant(of: shown) { return }
    let accessory = responder?.inputAccessoryView
    let window =
      (responder as? UIView)?.window ?? (responder as? UIViewController)?.viewIfLoaded?.window
    if let old = shown, old !== accessory || old.window !== window { hide(old) }
    guard let accessory, let window else { return }
    let height =
      accessory.bounds.height > 0
      ? accessory.bounds.height : max(accessory.intrinsicContentSize.height, 44)
    let bounds = window.bounds
    let final = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    accessory.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    if accessory.superview !== window || shown !== accessory {
      window.addSubview(accessory)
      accessory.frame = final.offsetBy(dx: 0, dy: height)
    } else {
      window.bringSubviewToFront(accessory)
    }
    shown = accessory
    UIView.animate(withDuration: Self.duration, delay: 0, options: .curveEaseOut) {
      accessory.frame = final
    }
  }

  private func hide(_ accessory: UIView) {
    shown = nil
    let bounds = accessory.superview?.bounds ?? .zero
    UIView.animate(
      withDuration: Self.duration, delay: 0, options: .curveEaseIn,
      animations: { accessory.frame.origin.y = bounds.height },
      completion: { [weak self] _ in
        if self?.shown !== accessory { accessory.removeFromSuperview() }
      })
  }
}
