import Foundation

/// A navigation bar's back button, as iOS draws it: UIKit's chevron (a drawn path of the SF
/// Symbol's size and weight) and, beside it, the title of the controller below. In a
/// right-to-left layout the chevron points right, at the right, with the title on its left.
@MainActor
final class BackButton: UIButton {
  /// Where the title starts: the chevron and the gap after it.
  static let titleInset: CGFloat = 20
  /// The chevron: its height, the width of its stroke, and how far its tip is from its ends.
  static let chevronHeight: CGFloat = 21
  static let chevronStroke: CGFloat = 3
  static let chevronDepth: CGFloat = 10.5

  /// The chevron, apart from the title so that a transition can fade it on its own.
  let chevron = ChevronView()
  /// Holds the title, clipped at the chevron's trailing side (and only there): a title
  /// sliding in from the leading side during a pop comes out from behind the chevron, as
  /// iOS's.
  let titleClip = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.textAlignment = .natural
    label.font = .systemFont(ofSize: 17)
    label.autoresizingMask = []
    chevron.isUserInteractionEnabled = false
    addSubview(chevron)
    titleClip.clipsToBounds = true
    titleClip.isUserInteractionEnabled = false
    addSubview(titleClip)
    titleClip.addSubview(label)
  }

  required init?(coder: NSCoder) { nil }

  /// The width that shows the whole title.
  var fittingWidth: CGFloat { Self.titleInset + label.sizeThatFits(bounds.size).width + 4 }

  override func layoutSubviews() {
    super.layoutSubviews()
    // Placed left to right, then mirrored in a right-to-left layout.
    UIView.performWithoutAnimation {
      let chevronFrame = CGRect(
        x: 0, y: bounds.midY - Self.chevronHeight / 2, width: Self.chevronDepth + 3,
        height: Self.chevronHeight)
      chevron.frame = flippedForLayoutDirection(chevronFrame)
      // Clipped on the chevron's side only: on a push the label comes in from the bar's
      // middle.
      let reach = max(bounds.width, superview?.bounds.width ?? 0)
      titleClip.frame = flippedForLayoutDirection(
        CGRect(
          x: chevronFrame.maxX, y: 0, width: max(reach - chevronFrame.maxX, 0),
          height: bounds.height))
      let labelFrame = flippedForLayoutDirection(
        CGRect(
          x: Self.titleInset, y: 0, width: max(bounds.width - Self.titleInset, 0),
          height: bounds.height))
      label.frame = labelFrame.offsetBy(dx: -titleClip.frame.minX, dy: 0)
    }
  }

  override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    // The focus ring hugs the chevron and the title, inside the bar (measured only then).
    guard FocusRing.shows(on: self) else { return }
    let titleWidth = min(label.sizeThatFits(rect.size).width, label.frame.width)
    let hugged = CGRect(
      x: rect.minX - 2, y: rect.midY - 14, width: Self.titleInset + titleWidth + 4, height: 28)
    FocusRing.draw(
      round: flippedForLayoutDirection(hugged), cornerRadius: 5, of: self, in: &context)
  }

  /// The title of the controller below, else "Back", as UIKit's.
  override var accessibilityLabel: String? {
    get {
      if let given = accessibilityStorage?.label { return given }
      if let title = label.text, !title.isEmpty { return title }
      return "Back"
    }
    set { super.accessibilityLabel = newValue }
  }
}

/// UIKit's back chevron: two strokes with round ends meeting at a point on the left (the
/// right in a right-to-left layout), in the tint colour.
@MainActor
final class ChevronView: UIView {
  var color = UIColor.systemBlue { didSet { UIApplication.shared.setNeedsDisplay() } }

  override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    let stroke = BackButton.chevronStroke
    let depth = BackButton.chevronDepth
    let pointsLeft = trailingSign > 0
    let tip = CGPoint(x: pointsLeft ? rect.minX + stroke / 2 : rect.maxX - stroke / 2, y: rect.midY)
    let length = (depth * depth * 2).squareRoot()
    for direction: CGFloat in [-1, 1] {
      // A capsule along each arm, from the tip up (or down) and away from the point.
      let angle = direction * .pi / 4
      context.saveGState()
      context.concatenate(
        CGAffineTransform(rotationAngle: pointsLeft ? angle : .pi - angle)
          .concatenating(CGAffineTransform(translationX: tip.x, y: tip.y)))
      context.fill(
        CGRect(x: -stroke / 2, y: -stroke / 2, width: length + stroke, height: stroke),
        color: color, cornerRadius: stroke / 2)
      context.restoreGState()
    }
  }
}
