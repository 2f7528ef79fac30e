import Foundation

/// A single line of text, as UIKit's UILabel.
@MainActor
open class UILabel: UIView {
  public var text: String? { didSet { UIApplication.shared.setNeedsDisplay() } }
  public var font = UIFont.systemFont(ofSize: 17) {
    didSet { UIApplication.shared.setNeedsDisplay() }
  }
  public var textColor = UIColor.black { didSet { UIApplication.shared.setNeedsDisplay() } }
  public var textAlignment = NSTextAlignment.left {
    didSet { UIApplication.shared.setNeedsDisplay() }
  }

  /// A label ignores touches by default, as in UIKit, so it does not swallow taps meant for
  /// what lies beneath it.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    UIApplication.shared.textMeasurer.size(of: text ?? "", font: font)
  }

  open override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    guard let text, !text.isEmpty else { return }
    context.draw(text, in: rect, font: font, color: textColor, alignment: textAlignment)
  }
}
