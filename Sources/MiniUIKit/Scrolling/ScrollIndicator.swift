import Foundation

/// One of a scroll view's indicators: a thin dark bar whose length and place show which part
/// of the content is visible. It shows while the view scrolls and fades out after.
@MainActor
final class ScrollIndicator: UIView {
  /// Thickness, and the gap to the view's edges.
  static let thickness: CGFloat = 3
  static let inset: CGFloat = 3
  static let minimumLength: CGFloat = 36

  let isVertical: Bool

  init(isVertical: Bool) {
    self.isVertical = isVertical
    super.init(frame: .zero)
    backgroundColor = Self.color(.default)
    layer.cornerRadius = Self.thickness / 2
    isUserInteractionEnabled = false
    alpha = 0
  }

  /// Made only in code.
  required init?(coder: NSCoder) { nil }

  /// The bar's colour in `style`: dark by default, or as asked for a light or dark ground.
  static func color(_ style: UIScrollView.IndicatorStyle) -> UIColor {
    switch style {
    case .default:
      .dynamic(light: UIColor(white: 0, alpha: 0.35), dark: UIColor(white: 1, alpha: 0.35))
    case .black: UIColor(white: 0, alpha: 0.5)
    case .white: UIColor(white: 1, alpha: 0.5)
    }
  }

  /// Places the bar for `visible` (the view's bounds) over `content` (its scrollable extent);
  /// hides it when all the content is visible along its axis.
  func place(visible: CGRect, content: CGRect) {
    let visibleLength = isVertical ? visible.height : visible.width
    let contentLength = isVertical ? content.height : content.width
    isHidden = contentLength <= visibleLength + 0.5
    guard !isHidden else { return }
    let track = visibleLength - 2 * Self.inset - Self.thickness
    let offset = (isVertical ? visible.minY - content.minY : visible.minX - content.minX)
    let scrollable = contentLength - visibleLength
    // Past an end the bar shortens, as UIKit's does.
    let overshoot = max(-offset, offset - scrollable, 0)
    let length = max(track * visibleLength / contentLength - overshoot, Self.minimumLength / 2)
    let fraction = min(max(offset / scrollable, 0), 1)
    let start = Self.inset + (track - length) * fraction
    let across = (isVertical ? visible.maxX : visible.maxY) - Self.inset - Self.thickness
    UIView.performWithoutAnimation {
      frame =
        isVertical
        ? CGRect(x: across, y: visible.minY + start, width: Self.thickness, height: length)
        : CGRect(x: visible.minX + start, y: across, width: length, height: Self.thickness)
    }
  }

  /// Shows the bar at once.
  func flash() {
    layer.removeAllAnimations()
    UIView.performWithoutAnimation { alpha = 1 }
  }

  /// Fades the bar out after a moment.
  func fadeOut() {
    guard alpha > 0 else { return }
    UIView.animate(
      withDuration: 0.25, delay: 0.5,
      options: [
        .allowUserInteraction, .overrideInheritedDuration, .overrideInheritedCurve,
        .overrideInheritedOptions,
      ],
      animations: { self.alpha = 0 })
  }
}
