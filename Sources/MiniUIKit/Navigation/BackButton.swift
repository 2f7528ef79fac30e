import Foundation

/// A navigation bar's back button, as iOS draws it: UIKit's chevron (a drawn path of the SF
/// Symbol's size and weight) and, beside it, the title of the controller below.
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
  /// Holds the title, clipped at the chevron's right (and only there): a title sliding in
  /// from the left during a pop comes out from behind the chevron, as iOS's.
  let titleClip = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    label.textAlignment = .left
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
    UIView.performWithoutAnimation {
      chevron.frame = CGRect(
        x: 0, y: bounds.midY - Self.chevronHeight / 2, width: Self.chevronDepth + 3,
        height: Self.chevronHeight)
      // Clipped on the left only: on a push the label comes in from the bar's middle.
      let reach = max(bounds.width, superview?.bounds.width ?? 0)
      titleClip.frame = CGRect(
        x: chevron.frame.maxX, y: 0, width: max(reach - chevron.frame.maxX, 0),
        height: bounds.height)
      label.frame = CGRect(
        x: Self.titleInset - titleClip.frame.minX, y: 0,
        width: max(bounds.width - Self.titleInset, 0), height: bounds.height)
    }
  }

  override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    // The focus ring hugs the chevron and the title, inside the bar (measured only then).
    guard FocusRing.shows(on: self) else { return }
    let titleWidth = min(label.sizeThatFits(rect.size).width, label.frame.width)
    let hugged = CGRect(
      x: rect.minX - 2, y: rect.midY - 14, width: Self.titleInset + titleWidth + 4, height: 28)
    FocusRing.draw(round: hugged, cornerRadius: 5, of: self, in: &context)
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

/// UIKit's back chevron: two strokes with round ends meeting at a point on the left, in the
/// tint colour.
@MainActor
final class ChevronView: UIView {
  var color = UIColor.systemBlue { didSet { UIApplication.shared.setNeedsDisplay() } }

  override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    let stroke = BackButton.chevronStroke
    let depth = BackButton.chevronDepth
    let tip = CGPoint(x: rect.minX + stroke / 2, y: rect.midY)
    let length = (depth * depth * 2).squareRoot()
    for direction: CGFloat in [-1, 1] {
      // A capsule along each arm, from the tip up (or down) and to the right.
      context.saveGState()
      context.concatenate(
        CGAffineTransform(rotationAngle: direction * .pi / 4)
          .concatenating(CGAffineTransform(translationX: tip.x, y: tip.y)))
      context.fill(
        CGRect(x: -stroke / 2, y: -stroke / 2, width: length + stroke, height: stroke),
        color: color, cornerRadius: stroke / 2)
      context.restoreGState()
    }
  }
}
