import Foundation

/// A single line of text, as UIKit's UILabel.
@preconcurrency @MainActor
open class UILabel: UIView {
  public var text: String? { didSet { UIApplication.shared.setNeedsDisplay() } }
  public var font = UIFont.systemFont(ofSize: 17) {
    didSet { UIApplication.shared.setNeedsDisplay() }
  }
  public var textColor = UIColor.black { didSet { UIApplication.shared.setNeedsDisplay() } }
  public var textAlignment = NSTextAlignment.left {
    didSet { UIApplication.shared.setNeedsDisplay() }
  }
  /// How text wider than the label is shortened.
  public var lineBreakMode = NSLineBreakMode.byTruncatingTail {
    didSet { UIApplication.shared.setNeedsDisplay() }
  }

  /// A label ignores touches by default, as in UIKit, so it does not swallow taps meant for
  /// what lies beneath it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    UIApplication.shared.environment.textMeasurer.size(of: text ?? "", font: font)
  }

  open override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    guard let text, !text.isEmpty else { return }
    context.draw(
      fitted(text, width: rect.width), in: rect, font: font, color: textColor,
      alignment: textAlignment)
  }

  /// `text`, shortened with an ellipsis as `lineBreakMode` says when wider than `width`.
  func fitted(_ text: String, width: CGFloat) -> String {
    let measurer = UIApplication.shared.environment.textMeasurer
    func fits(_ candidate: String) -> Bool {
      measurer.size(of: candidate, font: font).width <= width
    }
    guard lineBreakMode != .byClipping, !fits(text) else { return text }
    let characters = Array(text)
    func shortened(keeping count: Int) -> String {
      switch lineBreakMode {
      case .byTruncatingHead:
        return "…" + String(characters.suffix(count))
      case .byTruncatingMiddle:
        let head = (count + 1) / 2
        return String(characters.prefix(head)) + "…" + String(characters.suffix(count - head))
      case .byTruncatingTail, .byClipping:
        return String(characters.prefix(count)) + "…"
      }
    }
    // The longest shortening that fits: fewer characters kept never makes the text wider.
    var lower = 0
    var upper = characters.count - 1
    while lower < upper {
      let middle = (lower + upper + 1) / 2
      if fits(shortened(keeping: middle)) { lower = middle } else { upper = middle - 1 }
    }
    return shortened(keeping: lower)
  }
}
