import Foundation

/// A push button with a title, as UIKit's system UIButton: the title dims while pressed, and
/// a focus ring shows when Tab has moved keyboard focus to it.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// Button styles, as UIKit's UIButton.ButtonType (the system style is the one drawn).
  public enum ButtonType: Sendable {
    case system
    case custom
  }

  /// The label that shows the title.
  public let titleLabel = UILabel()
  private var normalTitleColor = UIColor.systemBlue

  public convenience init(type: ButtonType) {
    self.init(frame: .zero)
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.textAlignment = .center
    titleLabel.font = .systemFont(ofSize: 15)
    titleLabel.lineBreakMode = .byTruncatingMiddle
    titleLabel.textColor = normalTitleColor
    titleLabel.isUserInteractionEnabled = false
    titleLabel.frame = bounds
    titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(titleLabel)
  }

  public required init?(coder: NSCoder) { nil }

  /// UIKit's per-state title; this button has one title for every state.
  public func setTitle(_ title: String?, for state: UIControl.State) {
    titleLabel.text = title
  }

  public func title(for state: UIControl.State) -> String? { titleLabel.text }

  public func setTitleColor(_ color: UIColor, for state: UIControl.State) {
    normalTitleColor = color
    stateDidChange()
  }

  public var currentTitle: String? { titleLabel.text }

  open override func stateDidChange() {
    super.stateDidChange()
    let color = isEnabled ? normalTitleColor : UIColor.gray
    titleLabel.textColor = isHighlighted ? color.withAlphaComponent(0.25) : color
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let text = titleLabel.sizeThatFits(size)
    return CGSize(width: text.width + 20, height: text.height + 12)
  }

  open override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    if isHighlighted, backgroundColor != nil {
      context.fill(rect, color: UIColor(white: 0, alpha: 0.15), cornerRadius: layer.cornerRadius)
    }
    super.draw(rect, in: &context)
  }
}

extension UIControl {
  /// Control states, as UIKit's UIControl.State.
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
}
