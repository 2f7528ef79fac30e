import Foundation

/// A small view at the trailing edge of a list row, as UIKit's UICellAccessory: a
/// disclosure chevron, a checkmark, a detail (info) button or a label.
public struct UICellAccessory {
  /// When the accessory shows: the toolkit's lists have no editing mode, so `whenEditing`
  /// accessories do not show and `whenNotEditing` ones always do.
  public enum DisplayedState: Sendable {
    /// Shown whether or not the list is editing.
    case always
    /// Shown only while the list is editing: never, in the toolkit.
    case whenEditing
    /// Shown only while the list is not editing: always, in the toolkit.
    case whenNotEditing
  }

  /// The room an accessory takes: the standard one, its own size, or a width in points.
  public enum LayoutDimension: Sendable, Equatable {
    /// The standard room; the toolkit gives the accessory its own size, as `actual`.
    case standard
    /// The accessory's own size.
    case actual
    /// At least the given width, in points.
    case custom(CGFloat)
  }

  /// The options of a disclosure indicator, and of a checkmark and a detail button.
  public struct DisclosureIndicatorOptions {
    /// Whether the accessory is hidden; nil shows it.
    public var isHidden: Bool?
    /// The room the accessory takes; nil gives it its own size.
    public var reservedLayoutWidth: LayoutDimension?
    /// The colour of the accessory; nil uses its kind's default.
    public var tintColor: UIColor?

    /// Options whose nil values keep the accessory's defaults.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
    }
  }

  /// The options of a checkmark accessory.
  public typealias CheckmarkOptions = DisclosureIndicatorOptions
  /// The options of a detail (info) button accessory.
  public typealias DetailOptions = DisclosureIndicatorOptions

  /// The options of a label accessory.
  public struct LabelOptions {
    /// Whether the label is hidden; nil shows it.
    public var isHidden: Bool?
    /// The room the label takes; nil gives it its own size.
    public var reservedLayoutWidth: LayoutDimension?
    /// The colour of the text; nil uses the secondary label colour.
    public var tintColor: UIColor?
    /// The font of the text.
    public var font: UIFont

    /// Options whose nil values keep the label's defaults, with a 17-point system font.
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
      tintColor: UIColor? = nil, font: UIFont = .systemFont(ofSize: 17)
    ) {
      self.isHidden = isHidden
      self.reservedLayoutWidth = reservedLayoutWidth
      self.tintColor = tintColor
      self.font = font
    }
  }

  /// A closure a detail button runs when tapped.
  public typealias ActionHandler = @MainActor () -> Void

  enum Kind {
    case disclosureIndicator
    case checkmark
    case detail(ActionHandler?)
    case label(String, UIFont)
  }

  let kind: Kind
  /// When the accessory shows.
  public var displayedState: DisplayedState
  /// Whether the accessory is hidden.
  public var isHidden: Bool
  /// The room the accessory takes in the row.
  public var reservedLayoutWidth: LayoutDimension
  /// The colour of the accessory; nil uses its kind's default.
  public var tintColor: UIColor?

  private init(
    _ kind: Kind, displayed: DisplayedState, isHidden: Bool?, width: LayoutDimension?,
    tint: UIColor?
  ) {
    self.kind = kind
    displayedState = displayed
    self.isHidden = isHidden ?? false
    reservedLayoutWidth = width ?? .actual
    tintColor = tint
  }

  /// A chevron saying the row leads somewhere.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(
      .disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  /// A checkmark, for the chosen row.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(
      .checkmark, displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  /// An info button; a tap on it runs `actionHandler` (not the row's selection).
  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      .detail(actionHandler), displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  /// A short text, grey, as a value.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()
  ) -> UICellAccessory {
    UICellAccessory(
      .label(text, options.font), displayed: displayed, isHidden: options.isHidden,
      width: options.reservedLayoutWidth, tint: options.tintColor)
  }

  /// Whether it shows in a list that is not editing.
  var shows: Bool { !isHidden && displayedState != .whenEditing }

  /// A new view drawing the accessory.
  @MainActor
  func makeView() -> UIView {
    switch kind {
    case .label(let text, let font):
      let label = UILabel()
      label.text = text
      label.font = font
      label.textColor = tintColor ?? .secondaryLabel
      label.sizeToFit()
      return label
    case .disclosureIndicator:
      return AccessoryGlyphView(
        size: CGSize(width: 8, height: 13), color: tintColor ?? .tertiaryLabel,
        strokes: [[CGPoint(x: 1, y: 1), CGPoint(x: 7, y: 6.5), CGPoint(x: 1, y: 12)]],
        mirrors: true)
    case .checkmark:
      return AccessoryGlyphView(
        size: CGSize(width: 15, height: 12), color: tintColor ?? .systemBlue,
        strokes: [[CGPoint(x: 1, y: 6.5), CGPoint(x: 5.5, y: 11), CGPoint(x: 14, y: 1)]])
    case .detail(let handler):
      let glyph = AccessoryGlyphView(
        size: CGSize(width: 22, height: 22), color: tintColor ?? .systemBlue,
        strokes: [
          [CGPoint(x: 11, y: 9.5), CGPoint(x: 11, y: 16.5)],
          [CGPoint(x: 11, y: 6), CGPoint(x: 11, y: 6.5)],
        ],
        circle: true)
      if let handler {
        glyph.isUserInteractionEnabled = true
        glyph.addGestureRecognizer(UITapGestureRecognizer { _ in handler() })
      }
      return glyph
    }
  }
}

/// An accessory drawn with lines: a chevron, a tick, an info circle.
final class AccessoryGlyphView: UIView {
  /// The lines, as a layer of their own.
  private let shape = CAShapeLayer()
  /// Whether the glyph points the other way in a right-to-left layout (a chevron does).
  private let mirrors: Bool

  /// The glyph of `strokes` (and a `circle` round them) in a view of `size`; one that
  /// `mirrors` is drawn flipped in a right-to-left layout.
  init(
    size: CGSize, color: UIColor, strokes: [[CGPoint]], circle: Bool = false,
    mirrors: Bool = false
  ) {
    self.mirrors = mirrors
    super.init(frame: CGRect(origin: .zero, size: size))
    isUserInteractionEnabled = false
    let path = UIBezierPath()
    for stroke in strokes {
      guard let first = stroke.first else { continue }
      path.move(to: first)
      for point in stroke.dropFirst() { path.addLine(to: point) }
    }
    if circle { path.append(UIBezierPath(ovalIn: bounds.insetBy(dx: 1, dy: 1))) }
    shape.frame = bounds
    shape.path = path.cgPath
    shape.strokeColor = color.cgColor
    shape.fillColor = nil
    shape.lineWidth = 2
    shape.lineCap = .round
    shape.lineJoin = .round
    layer.addSublayer(shape)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    let flips = mirrors && trailingSign < 0
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    shape.setAffineTransform(flips ? CGAffineTransform(scaleX: -1, y: 1) : .identity)
    CATransaction.commit()
  }
}
