import Foundation

/// A push button with a title, as UIKit's system UIButton: the title dims while pressed, and
/// a focus ring shows when Tab has moved keyboard focus to it.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// Button styles, as UIKit's UIButton.ButtonType: a title in the tint colour, or one of
  /// the system's glyph buttons.
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system = 1
    case detailDisclosure = 2
    case infoLight = 3
    case infoDark = 4
    case contactAdd = 5
    case plain = 6
    case close = 7

    /// UIKit's old name for `.system`.
    public static let roundedRect = ButtonType.system
  }

  public private(set) var buttonType = ButtonType.system

  /// The label that shows the title (optional, as UIKit declares it).
  public var titleLabel: UILabel? { label }
  let label = UILabel()
  /// Whether the title is placed at the top or the bottom (see `layoutSubviews`).
  private var titleIsPlaced = false

  open override var contentHorizontalAlignment: ContentHorizontalAlignment {
    didSet {
      switch contentHorizontalAlignment {
      case .left, .leading: label.textAlignment = .left
      case .right, .trailing: label.textAlignment = .right
      case .center, .fill: label.textAlignment = .center
      }
    }
  }
  private var normalTitleColor = UIColor.systemBlue

  /// A button of `type`: the glyph buttons (info, add, close) are drawn at their size.
  public convenience init(type: ButtonType) {
    self.init(frame: .zero)
    buttonType = type
    let glyph: UIView?
    switch type {
    case .detailDisclosure, .infoLight, .infoDark:
      glyph = UICellAccessory.detail().makeView()
    case .contactAdd:
      glyph = BarItemGlyph(.add, color: .systemBlue)
    case .close:
      glyph = BarItemGlyph(.close, color: .secondaryLabel)
    case .custom, .system, .plain:
      glyph = nil
    }
    guard let glyph else { return }
    glyph.isUserInteractionEnabled = false
    addSubview(glyph)
    bounds.size = glyph.bounds.size
    glyph.frame = bounds
    glyph.autoresizingMask = [
      .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
    ]
  }

  /// A button of `type` that runs `primaryAction` when tapped, titled with its title.
  public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
    self.init(type: type)
    guard let primaryAction else { return }
    if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
    addAction(primaryAction, for: .primaryActionTriggered)
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    label.textAlignment = .center
    label.font = .systemFont(ofSize: 15)
    label.lineBreakMode = .byTruncatingMiddle
    label.textColor = normalTitleColor
    label.isUserInteractionEnabled = false
    label.frame = bounds
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(label)
  }

  public required init?(coder: NSCoder) { nil }

  /// UIKit's per-state title; this button has one title for every state.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    label.text = title
  }

  open func title(for state: UIControl.State) -> String? { label.text }

  /// The title's colour (nil: the system blue).
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    normalTitleColor = color ?? .systemBlue
    stateDidChange()
  }

  public var currentTitle: String? { label.text }

  override func stateDidChange() {
    super.stateDidChange()
    let color = isEnabled ? normalTitleColor : UIColor.gray
    label.textColor = isHighlighted ? color.withAlphaComponent(0.25) : color
  }

  /// The title placed as `contentHorizontalAlignment` and `contentVerticalAlignment` say.
  open override func layoutSubviews() {
    super.layoutSubviews()
    guard contentVerticalAlignment == .top || contentVerticalAlignment == .bottom else {
      // Centred, the title fills the button (its autoresizing keeps it so, unless it was
      // placed at the top or bottom).
      if titleIsPlaced { label.frame = bounds }
      titleIsPlaced = false
      return
    }
    let height = min(label.sizeThatFits(bounds.size).height, bounds.height)
    let y = contentVerticalAlignment == .top ? 0 : bounds.height - height
    label.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
    titleIsPlaced = true
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let text = label.sizeThatFits(size)
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
  public struct State: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }
}
