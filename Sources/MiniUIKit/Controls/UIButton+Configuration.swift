import Foundation

/// The edges of a rectangle by leading and trailing, as UIKit's.
public struct NSDirectionalRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// A button's look since iOS 15, as UIKit's `UIButton.Configuration`: a style (plain, gray,
/// tinted, filled and their bordered names), a title and subtitle, an image placed beside
/// them, insets, paddings, a corner style, and base colours; highlighted and disabled looks
/// follow from them.
extension UIButton {
  /// A button's look, made by one of the style functions (`plain()`, `filled()`, …).
  public struct Configuration: Sendable {
    /// How round the background's corners are.
    public enum CornerStyle: Int, Sendable {
      /// The radius of `background.cornerRadius` (0 unless set).
      case fixed
      /// By the button's size: 12 points large, 8 medium, 6 smaller.
      case dynamic
      /// A 4-point radius.
      case small
      /// An 8-point radius.
      case medium
      /// A 12-point radius.
      case large
      /// A radius of half the button's height: round ends.
      case capsule
    }

    /// How large the button is: its fonts and insets.
    public enum Size: Int, Sendable {
      /// A 12-point title; insets of 3 points above and below, 6 at the sides.
      case mini
      /// A 15-point title; insets of 5 points above and below, 10 at the sides.
      case small
      /// A 17-point title; insets of 7 points above and below, 12 at the sides.
      case medium
      /// A 17-point title, a 15-point subtitle; insets of 14 points above and below, 20 at
      /// the sides.
      case large
    }

    /// Where the title and subtitle lie in the content.
    public enum TitleAlignment: Int, Sendable {
      /// By the rest of the content, such as the image's placement.
      case automatic
      /// Along the leading edge.
      case leading
      /// Centred.
      case center
      /// Along the trailing edge.
      case trailing
    }

    enum Style: Sendable {
      case plain, gray, tinted, filled
    }

    let style: Style
    /// The button's title.
    public var title: String?
    /// The text below the title, in a smaller font (none when nil).
    public var subtitle: String?
    /// The image shown with the title, on the side `imagePlacement` says.
    public var image: UIImage?
    /// Which side of the title the image is on: `.leading`, `.trailing`, `.top` or `.bottom`.
    public var imagePlacement = NSDirectionalRectEdge.leading
    /// The space between the image and the text, in points.
    public var imagePadding: CGFloat = 0
    /// Between the title and the subtitle.
    public var titlePadding: CGFloat = 0
    /// How the title and subtitle align. Kept but not applied: here they are always centred.
    public var titleAlignment = TitleAlignment.automatic
    /// The space between the button's edges and its content; setting `buttonSize` resets it.
    public var contentInsets: NSDirectionalEdgeInsets
    /// How round the background's corners are (`.dynamic` unless set).
    public var cornerStyle = CornerStyle.dynamic
    /// The button's size: its fonts and, when set, its `contentInsets` (`.medium` unless set).
    public var buttonSize = Size.medium {
      didSet { contentInsets = Self.insets(for: buttonSize) }
    }
    /// The title's, subtitle's and image's colour (nil: the style's).
    public var baseForegroundColor: UIColor?
    /// The background's colour (nil: the style's).
    public var baseBackgroundColor: UIColor?
    /// The background: its colour (when set, over the style's) and its corner radius (for
    /// `.fixed` corners).
    public var background = UIBackgroundConfiguration.clear()
    /// The symbol configuration the image is drawn with.
    public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
    /// Whether a spinner shows in place of the image.
    public var showsActivityIndicator = false

    init(style: Style) {
      self.style = style
      contentInsets = Self.insets(for: .medium)
      background.cornerRadius = 0
    }

    /// A configuration with no background of its own and content in the tint colour.
    public static func plain() -> Configuration { Configuration(style: .plain) }
    /// A configuration with a grey background and content in the tint colour.
    public static func gray() -> Configuration { Configuration(style: .gray) }
    /// A configuration with a pale background of the tint colour and content in the tint colour.
    public static func tinted() -> Configuration { Configuration(style: .tinted) }
    /// A configuration with a background of the tint colour and white content.
    public static func filled() -> Configuration { Configuration(style: .filled) }
    /// The same configuration as `plain()` here.
    public static func borderless() -> Configuration { Configuration(style: .plain) }
    /// The same configuration as `gray()` here.
    public static func bordered() -> Configuration { Configuration(style: .gray) }
    /// The same configuration as `tinted()` here.
    public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
    /// The same configuration as `filled()` here.
    public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

    /// The configuration as `button` shows it now (UIKit's hook for the state's look).
    @MainActor
    public func updated(for button: UIButton) -> Configuration { self }

    private static func insets(for size: Size) -> NSDirectionalEdgeInsets {
      switch size {
      case .mini: NSDirectionalEdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)
      case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
      case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
      case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
      }
    }

    /// The title's font, by size.
    var titleFont: UIFont {
      switch buttonSize {
      case .mini: .systemFont(ofSize: 12)
      case .small: .systemFont(ofSize: 15)
      case .medium, .large: .systemFont(ofSize: 17)
      }
    }

    /// The subtitle's font, by size.
    var subtitleFont: UIFont { .systemFont(ofSize: buttonSize == .large ? 15 : 12) }

    /// The content's colour for a button tinted `tint` in `state`.
    func foreground(tint: UIColor, state: UIControl.State) -> UIColor {
      if state.contains(.disabled) {
        return UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3)
      }
      let color = baseForegroundColor ?? (style == .filled ? .white : tint)
      return state.contains(.highlighted) && style != .filled
        ? color.withAlphaComponent(color.alpha * 0.5) : color
    }

    /// The background's colour for a button tinted `tint` in `state` (nil: none).
    func backgroundColor(tint: UIColor, state: UIControl.State) -> UIColor? {
      let base = baseBackgroundColor ?? tint
      var color: UIColor?
      switch style {
      case .plain: color = background.backgroundColor
      case .gray:
        color = baseBackgroundColor ?? UIColor(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12)
      case .tinted: color = base.withAlphaComponent(base.alpha * 0.15)
      case .filled: color = base
      }
      guard var shown = color else { return nil }
      if state.contains(.disabled), style != .plain {
        shown = UIColor(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12)
      } else if state.contains(.highlighted) {
        shown = UIColor(
          red: shown.red * 0.8, green: shown.green * 0.8, blue: shown.blue * 0.8,
          alpha: min(shown.alpha * 1.3, 1))
      }
      return shown
    }

    /// The background's corner radius for a button `height` tall.
    func cornerRadius(height: CGFloat) -> CGFloat {
      switch cornerStyle {
      case .fixed: background.cornerRadius
      case .small: 4
      case .medium: 8
      case .large: 12
      case .capsule: height / 2
      case .dynamic: buttonSize == .large ? 12 : buttonSize == .medium ? 8 : 6
      }
    }
  }

  /// A button drawn by `configuration`, running `primaryAction` when tapped.
  public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
    self.init(type: .system, primaryAction: primaryAction)
    // Set in an initializer, the property tells no observer: the look is applied here.
    self.configuration = configuration
    updateConfiguration()
  }

  /// Asks for the configuration to be updated for the current state:
  /// `configurationUpdateHandler` (or `updateConfiguration()`) runs again.
  public func setNeedsUpdateConfiguration() { updateConfiguration() }

  /// The views a configuration shows, made once.
  @MainActor
  final class ConfiguredContent {
    let background = UIView()
    let subtitle = UILabel()
    let spinner = UIActivityIndicatorView(style: .medium)
  }

  /// The configuration applied: colours, fonts, texts and the image for the current state.
  func applyConfiguration() {
    guard let configuration else { return }
    let content = configuredContent ?? makeConfiguredContent()
    let tint = tintColor ?? .systemBlue
    let foreground = configuration.foreground(tint: tint, state: state)
    content.background.backgroundColor = configuration.backgroundColor(tint: tint, state: state)
    label.text = configuration.title
    label.font = configuration.titleFont
    label.textColor = foreground
    label.textAlignment = .center
    content.subtitle.text = configuration.subtitle
    content.subtitle.font = configuration.subtitleFont
    content.subtitle.textColor = foreground
    content.subtitle.isHidden = configuration.subtitle == nil
    let image = imageView!
    image.image = configuration.image
    image.preferredSymbolConfiguration = configuration.preferredSymbolConfigurationForImage
    image.tintColor = foreground
    image.alpha = 1
    image.isHidden = configuration.showsActivityIndicator
    content.spinner.color = foreground
    if configuration.showsActivityIndicator {
      content.spinner.startAnimating()
    } else {
      content.spinner.stopAnimating()
    }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func makeConfiguredContent() -> ConfiguredContent {
    let content = ConfiguredContent()
    for view in [content.background, content.subtitle, content.spinner] as [UIView] {
      view.isUserInteractionEnabled = false
    }
    insertSubview(content.background, at: 0)
    addSubview(content.subtitle)
    addSubview(content.spinner)
    content.spinner.hidesWhenStopped = true
    configuredContent = content
    return content
  }

  /// The image (or spinner), title and subtitle placed within the insets, and the background
  /// filling the button.
  func layoutConfiguredContent() {
    guard let configuration, let content = configuredContent else { return }
    content.background.frame = bounds
    content.background.layer.cornerRadius = configuration.cornerRadius(height: bounds.height)
    let parts = configuredParts(configuration, content)
    let insets = configuration.contentInsets
    let area = CGRect(
      x: insets.leading, y: insets.top,
      width: max(bounds.width - insets.leading - insets.trailing, 0),
      height: max(bounds.height - insets.top - insets.bottom, 0))
    let origin = CGPoint(
      x: area.midX - parts.size.width / 2, y: area.midY - parts.size.height / 2)
    for (view, frame) in parts.frames {
      view.frame = frame.offsetBy(dx: origin.x, dy: origin.y)
    }
  }

  /// The content's size with the insets: what the button needs.
  func configuredSize(fitting size: CGSize) -> CGSize {
    guard let configuration, let content = configuredContent else { return .zero }
    let parts = configuredParts(configuration, content).size
    let insets = configuration.contentInsets
    return CGSize(
      width: (parts.width + insets.leading + insets.trailing).rounded(.up),
      height: (parts.height + insets.top + insets.bottom).rounded(.up))
  }

  /// Where the image, title and subtitle go relative to the content's corner, and the
  /// content's size.
  private func configuredParts(_ configuration: Configuration, _ content: ConfiguredContent)
    -> (frames: [(UIView, CGRect)], size: CGSize)
  {
    let title = label.text == nil ? CGSize.zero : label.sizeThatFits(.zero)
    let subtitle =
      content.subtitle.isHidden ? CGSize.zero : content.subtitle.sizeThatFits(.zero)
    let titlePadding = title != .zero && subtitle != .zero ? configuration.titlePadding : 0
    let text = CGSize(
      width: max(title.width, subtitle.width), height: title.height + titlePadding + subtitle.height
    )
    let imageView: UIView = configuration.showsActivityIndicator ? content.spinner : self.imageView!
    let showsImage = configuration.showsActivityIndicator || configuration.image != nil
    let image = showsImage ? imageView.intrinsicContentSize : .zero
    let padding = showsImage && text != .zero ? configuration.imagePadding : 0
    let placement = configuration.imagePlacement
    let stacked = placement == .top || placement == .bottom
    let size =
      stacked
      ? CGSize(width: max(image.width, text.width), height: image.height + padding + text.height)
      : CGSize(width: image.width + padding + text.width, height: max(image.height, text.height))
    var imageFrame = CGRect(origin: .zero, size: image)
    var textFrame = CGRect(origin: .zero, size: text)
    switch placement {
    case .top:
      imageFrame.origin.x = (size.width - image.width) / 2
      textFrame.origin = CGPoint(x: (size.width - text.width) / 2, y: image.height + padding)
    case .bottom:
      textFrame.origin.x = (size.width - text.width) / 2
      imageFrame.origin = CGPoint(x: (size.width - image.width) / 2, y: text.height + padding)
    case .trailing:
      textFrame.origin.y = (size.height - text.height) / 2
      imageFrame.origin = CGPoint(x: text.width + padding, y: (size.height - image.height) / 2)
    default:
      imageFrame.origin.y = (size.height - image.height) / 2
      textFrame.origin = CGPoint(x: image.width + padding, y: (size.height - text.height) / 2)
    }
    let titleFrame = CGRect(
      x: textFrame.minX + (text.width - title.width) / 2, y: textFrame.minY,
      width: title.width, height: title.height)
    let subtitleFrame = CGRect(
      x: textFrame.minX + (text.width - subtitle.width) / 2,
      y: textFrame.minY + title.height + titlePadding, width: subtitle.width,
      height: subtitle.height)
    return (
      [(imageView, imageFrame), (label, titleFrame), (content.subtitle, subtitleFrame)], size
    )
  }
}
