import Foundation

/// A push button with a title, as UIKit's system UIButton: the title dims while pressed, and
/// a focus ring shows when Tab has moved keyboard focus to it.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// Button styles, as UIKit's UIButton.ButtonType: a title in the tint colour, or one of
  /// the system's glyph buttons.
  public enum ButtonType: Int, Sendable {
    /// A title in the tint colour, with images drawn as they are.
    case custom = 0
    /// A title in the tint colour, with images drawn as templates in the title's colour.
    case system = 1
    /// The detail (ⓘ) glyph.
    case detailDisclosure = 2
    /// The detail (ⓘ) glyph, as `.detailDisclosure`.
    case infoLight = 3
    /// The detail (ⓘ) glyph, as `.detailDisclosure`.
    case infoDark = 4
    /// A blue plus glyph.
    case contactAdd = 5
    /// A title in the tint colour, with images drawn as they are (as `.custom` here).
    case plain = 6
    /// A grey close (×) glyph.
    case close = 7

    /// UIKit's old name for `.system`.
    public static let roundedRect = ButtonType.system
  }

  /// The type the button was made with (`.system` unless made by `init(type:)`).
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
    label.textColor = .systemBlue
    label.isUserInteractionEnabled = false
    label.frame = bounds
    label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(label)
  }

  public required init?(coder: NSCoder) { nil }

  // MARK: Configuration

  /// What runs when the button's state changes, to fit `configuration` to it.
  public typealias ConfigurationUpdateHandler = (UIButton) -> Void

  /// The look since iOS 15 (nil: the per-state titles, images and colours).
  public var configuration: Configuration? {
    didSet { if !isUpdatingConfiguration { updateConfiguration() } }
  }

  /// Runs when the state changes, to adjust `configuration` for it.
  public var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { updateConfiguration() }
  }

  /// The views the configuration shows.
  var configuredContent: ConfiguredContent?
  private var isUpdatingConfiguration = false

  /// Fits the configuration to the current state: the update handler runs, then the look
  /// is applied.
  open func updateConfiguration() {
    guard configuration != nil else { return }
    if let handler = configurationUpdateHandler, !isUpdatingConfiguration {
      isUpdatingConfiguration = true
      handler(self)
      isUpdatingConfiguration = false
    }
    applyConfiguration()
  }

  // MARK: What each state shows

  /// Values set for a state, as UIKit keeps them: a state without its own shows the normal
  /// state's.
  private struct PerState<Value> {
    var values: [UInt: Value] = [:]

    subscript(state: UIControl.State) -> Value? {
      get { values[state.rawValue] ?? values[UIControl.State.normal.rawValue] }
    }

    mutating func set(_ value: Value?, for state: UIControl.State) {
      values[state.rawValue] = value
    }

    func own(_ state: UIControl.State) -> Value? { values[state.rawValue] }
  }

  private var titles = PerState<String>()
  private var titleColors = PerState<UIColor>()
  private var images = PerState<UIImage>()
  private var backgroundImages = PerState<UIImage>()

  /// Sets the title shown in `state` (nil: the normal state's).
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles.set(title, for: state)
    stateDidChange()
  }

  /// The title for `state`: its own, or else the normal state's.
  open func title(for state: UIControl.State) -> String? { titles[state] }

  /// The title for the current state (an attributed title's text, if it has only that).
  public var currentTitle: String? { titles[state] ?? attributedTitles[state]?.string }

  private var attributedTitles = PerState<NSAttributedString>()
  /// The styled title the label was last given (it keeps a copy).
  private var shownAttributedTitle: NSAttributedString?

  /// Sets the styled title shown in `state` (nil: the normal state's), in place of the plain one.
  open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
    attributedTitles.set(title, for: state)
    stateDidChange()
  }

  /// The styled title for `state`: its own, or else the normal state's.
  open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
    attributedTitles[state]
  }

  /// The styled title for the current state.
  public var currentAttributedTitle: NSAttributedString? { attributedTitles[state] }

  /// The title's colour in `state` (nil: the tint for a system button).
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors.set(color, for: state)
    stateDidChange()
  }

  /// The title colour set for `state`: its own, or else the normal state's.
  open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state] }

  /// The title colour set for the current state (or the normal state's), else the tint colour.
  public var currentTitleColor: UIColor { titleColors[state] ?? tintColor }

  /// The image shown before the title in `state`: a template in the title's colour for a
  /// system button, as UIKit draws it.
  open func setImage(_ image: UIImage?, for state: UIControl.State) {
    images.set(image, for: state)
    stateDidChange()
    setNeedsLayout()
  }

  /// The image for `state`: its own, or else the normal state's.
  open func image(for state: UIControl.State) -> UIImage? { images[state] }

  /// The image for the current state.
  public var currentImage: UIImage? { images[state] }

  /// The image stretched behind the content in `state`.
  open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
    backgroundImages.set(image, for: state)
    stateDidChange()
  }

  /// The background image for `state`: its own, or else the normal state's.
  open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state] }

  /// The background image for the current state.
  public var currentBackgroundImage: UIImage? { backgroundImages[state] }

  /// The view that shows the image.
  public var imageView: UIImageView? {
    if let shownImage { return shownImage }
    let view = UIImageView()
    view.isUserInteractionEnabled = false
    view.drawsAutomaticImagesAsTemplates = buttonType == .system
    insertSubview(view, belowSubview: label)
    shownImage = view
    return view
  }
  private var shownImage: UIImageView?

  /// Insets of the content, the image and the title (deprecated in UIKit, and everywhere):
  /// the content keeps inside `contentEdgeInsets`; the image and the title move by half the
  /// difference of their insets' opposite sides.
  public var contentEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
  /// The image's insets: it moves by half the difference of opposite sides.
  public var imageEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
  /// The title's insets: it moves by half the difference of opposite sides.
  public var titleEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }

  override func stateDidChange() {
    super.stateDidChange()
    if configuration != nil { return updateConfiguration() }
    let color = isEnabled ? titleColors[state] ?? tintColor! : titleColors.own(.disabled) ?? .gray
    let dims = isHighlighted && titleColors.own(.highlighted) == nil
    label.textColor = dims ? color.withAlphaComponent(0.25) : color
    if let styled = attributedTitles[state] {
      // Its own colours: it dims whole while pressed.
      if shownAttributedTitle !== styled {
        label.attributedText = styled
        shownAttributedTitle = styled
      }
      label.alpha = isHighlighted && attributedTitles.own(.highlighted) == nil ? 0.25 : 1
    } else {
      label.text = titles[state]
      label.alpha = 1
      shownAttributedTitle = nil
    }
    let image = images[state]
    if image != nil || shownImage != nil { imageView?.image = image }
    shownImage?.tintColor = color
    shownImage?.alpha = dims ? 0.25 : 1
    setNeedsLayout()
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    stateDidChange()
  }

  /// Whether the title alone fills the button, as it did before images and insets.
  private var showsTitleAlone: Bool {
    shownImage?.image == nil && contentEdgeInsets == .zero && titleEdgeInsets == .zero
  }

  /// The title placed as `contentHorizontalAlignment` and `contentVerticalAlignment` say, the
  /// image before it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if configuration != nil { return layoutConfiguredContent() }
    guard showsTitleAlone else { return layOutImageAndTitle() }
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

  /// The image and the title side by side within the content insets, placed together by the
  /// content alignments.
  private func layOutImageAndTitle() {
    titleIsPlaced = true
    let content = bounds.inset(by: contentEdgeInsets)
    let imageSize = shownImage?.image == nil ? .zero : shownImage!.intrinsicContentSize
    let titleSize = label.text == nil ? .zero : label.sizeThatFits(content.size)
    let width = imageSize.width + titleSize.width
    let x: CGFloat
    switch contentHorizontalAlignment {
    case .left, .leading: x = content.minX
    case .right, .trailing: x = content.maxX - width
    case .center, .fill: x = content.midX - width / 2
    }
    func y(_ height: CGFloat) -> CGFloat {
      switch contentVerticalAlignment {
      case .top: content.minY
      case .bottom: content.maxY - height
      case .center, .fill: content.midY - height / 2
      }
    }
    func moved(_ rect: CGRect, by insets: UIEdgeInsets) -> CGRect {
      rect.offsetBy(dx: (insets.left - insets.right) / 2, dy: (insets.top - insets.bottom) / 2)
    }
    shownImage?.frame = moved(
      CGRect(x: x, y: y(imageSize.height), width: imageSize.width, height: imageSize.height),
      by: imageEdgeInsets)
    label.frame = moved(
      CGRect(
        x: x + imageSize.width, y: y(titleSize.height), width: titleSize.width,
        height: titleSize.height),
      by: titleEdgeInsets)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    if configuration != nil { return configuredSize(fitting: size) }
    guard showsTitleAlone else {
      let image = shownImage?.image == nil ? .zero : shownImage!.intrinsicContentSize
      let title = label.text == nil ? .zero : label.sizeThatFits(size)
      return CGSize(
        width: image.width + title.width + contentEdgeInsets.left + contentEdgeInsets.right,
        height: max(image.height, title.height) + contentEdgeInsets.top
          + contentEdgeInsets.bottom)
    }
    let text = label.sizeThatFits(size)
    return CGSize(width: text.width + 20, height: text.height + 12)
  }

  open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

  open override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    if let background = currentBackgroundImage { context.draw(background, in: rect) }
    if isHighlighted, backgroundColor != nil {
      context.fill(rect, color: UIColor(white: 0, alpha: 0.15), cornerRadius: layer.cornerRadius)
    }
    super.draw(rect, in: &context)
  }

  // MARK: Accessibility

  /// The label set, else the title shown, else the name of the symbol shown ("play.fill"
  /// says "Play").
  open override var accessibilityLabel: String? {
    get {
      if let label = accessibilityStorage?.label { return label }
      if let title = titleLabel?.text, !title.isEmpty { return title }
      return (currentImage ?? configuration?.image)?.spokenSymbolName
    }
    set { super.accessibilityLabel = newValue }
  }

  override var defaultAccessibilityTraits: UIAccessibilityTraits { .button }
}

extension UIControl {
  /// Control states, as UIKit's UIControl.State.
  public struct State: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// None of the other states: enabled, not highlighted, selected or focused.
    public static let normal = State([])
    /// Being touched (`isHighlighted`).
    public static let highlighted = State(rawValue: 1 << 0)
    /// Not enabled (`isEnabled` false).
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected (`isSelected`).
    public static let selected = State(rawValue: 1 << 2)
    /// Holding keyboard focus.
    public static let focused = State(rawValue: 1 << 3)
  }
}
