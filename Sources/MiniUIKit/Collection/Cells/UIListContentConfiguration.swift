import Foundation

/// The content of a list row or header, as UIKit's: an image, a text and a secondary text,
/// styled by the preset it comes from (`cell()`, `subtitleCell()`, `valueCell()`,
/// `header()`…) and by its properties.
public struct UIListContentConfiguration: UIContentConfiguration, Equatable, Sendable {
  /// How a text looks.
  public struct TextProperties: Equatable, Sendable {
    /// How a text lines up across its width.
    public enum TextAlignment: Hashable, Sendable {
      /// Aligned to the leading edge: the left, as the toolkit lays out left to right.
      case natural
      /// Centred.
      case center
      /// Justified to both edges; the toolkit shows it left-aligned.
      case justified
    }

    /// How a text's letters are cased when shown.
    public enum TextTransform: Hashable, Sendable {
      /// The text as given.
      case none
      /// Each word's first letter in capitals.
      case capitalized
      /// All lowercase.
      case lowercase
      /// All capitals.
      case uppercase
    }

    /// The font of the text.
    public var font: UIFont
    /// The colour of the text.
    public var color: UIColor
    /// How the text lines up across its width.
    public var alignment = TextAlignment.natural
    /// How the text is cut when it does not fit; truncated at the tail by default.
    public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// 0: as many lines as the text needs.
    public var numberOfLines = 0
    /// How the text's letters are cased when shown.
    public var transform = TextTransform.none

    init(font: UIFont, color: UIColor) {
      self.font = font
      self.color = color
    }

    /// `text` as `transform` shows it.
    func transformed(_ text: String) -> String {
      switch transform {
      case .none: return text
      case .capitalized: return text.capitalized
      case .lowercase: return text.lowercased()
      case .uppercase: return text.uppercased()
      }
    }
  }

  /// How the image looks.
  public struct ImageProperties: Equatable, Sendable {
    /// The tint for a template image; the toolkit's list content view does not apply it.
    public var tintColor: UIColor?
    /// The radius of the image's corners, in points; 0 leaves them square.
    public var cornerRadius: CGFloat = 0
    /// The largest the image shows, keeping its shape; zero: its own size.
    public var maximumSize = CGSize.zero
    /// The room kept for the image, whatever its size; zero: the image's.
    public var reservedLayoutSize = CGSize.zero
  }

  /// The primary text.
  public var text: String?
  /// The secondary text, below the text or beside it (`prefersSideBySideTextAndSecondaryText`).
  public var secondaryText: String?
  /// The image before the text.
  public var image: UIImage?
  /// How the text looks.
  public var textProperties: TextProperties
  /// How the secondary text looks.
  public var secondaryTextProperties: TextProperties
  /// How the image looks.
  public var imageProperties = ImageProperties()
  /// The space around the content, in points: 11 above and below, 16 at the sides for a cell.
  public var directionalLayoutMargins = NSDirectionalEdgeInsets(
    top: 11, leading: 16, bottom: 11, trailing: 16)
  /// Whether the secondary text sits beside the text (a value cell) rather than below it.
  public var prefersSideBySideTextAndSecondaryText = false
  /// The space between the image and the text, in points.
  public var imageToTextPadding: CGFloat = 16
  /// The least space between the text and a secondary text beside it, in points.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The space between the text and a secondary text below it, in points.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  /// The least height of a row (44 for cells, as UIKit's).
  var minimumHeight: CGFloat = 44

  private init(text: TextProperties, secondary: TextProperties) {
    textProperties = text
    secondaryTextProperties = secondary
  }

  /// A row: one text, with an image before it.
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(
      text: TextProperties(font: .systemFont(ofSize: 17), color: .label),
      secondary: TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel))
  }

  /// A row with the secondary text below the text.
  public static func subtitleCell() -> UIListContentConfiguration { cell() }

  /// A row with the secondary text at the trailing edge, as settings show values.
  public static func valueCell() -> UIListContentConfiguration {
    var content = cell()
    content.secondaryTextProperties.font = .systemFont(ofSize: 17)
    content.prefersSideBySideTextAndSecondaryText = true
    return content
  }

  /// A section header, as a list shows it (iOS 18's `header()`): small, grey, in capitals.
  public static func header() -> UIListContentConfiguration {
    var content = cell()
    content.textProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
    content.textProperties.transform = .uppercase
    content.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 16, leading: 16, bottom: 6, trailing: 16)
    content.minimumHeight = 0
    return content
  }

  /// A section footer: small and grey.
  public static func footer() -> UIListContentConfiguration {
    var content = header()
    content.textProperties.transform = .none
    content.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 6, leading: 16, bottom: 16, trailing: 16)
    return content
  }

  /// A header of a plain list.
  public static func plainHeader() -> UIListContentConfiguration {
    var content = header()
    content.textProperties.font = .systemFont(ofSize: 15, weight: .semibold)
    content.textProperties.color = .label
    content.textProperties.transform = .none
    content.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 6, leading: 16, bottom: 6, trailing: 16)
    return content
  }

  /// A footer of a plain list.
  public static func plainFooter() -> UIListContentConfiguration { footer() }
  /// A header of a grouped list.
  public static func groupedHeader() -> UIListContentConfiguration { header() }
  /// A footer of a grouped list.
  public static func groupedFooter() -> UIListContentConfiguration { footer() }

  /// A large bold header of an inset grouped list.
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    var content = header()
    content.textProperties.font = .systemFont(ofSize: 20, weight: .bold)
    content.textProperties.color = .label
    content.textProperties.transform = .none
    return content
  }

  /// The image's size as shown (within `maximumSize`), and the room kept for it.
  var imageLayout: (size: CGSize, room: CGSize) {
    guard let image else { return (.zero, .zero) }
    let maximum = imageProperties.maximumSize
    var size = image.size
    if maximum.width > 0, maximum.height > 0, size.width > 0, size.height > 0 {
      let scale = min(maximum.width / size.width, maximum.height / size.height, 1)
      size = CGSize(width: size.width * scale, height: size.height * scale)
    }
    let reserved = imageProperties.reservedLayoutSize
    return (
      size,
      CGSize(width: max(size.width, reserved.width), height: max(size.height, reserved.height))
    )
  }

  /// Where the text starts from the leading edge.
  var textLeading: CGFloat {
    directionalLayoutMargins.leading
      + (image == nil ? 0 : imageLayout.room.width + imageToTextPadding)
  }

  public func makeContentView() -> UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}
