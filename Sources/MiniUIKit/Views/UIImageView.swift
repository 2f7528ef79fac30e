import Foundation

extension UIView {
  /// How content fills a view, as UIKit's UIView.ContentMode (the common cases).
  /// How an image fills its view, as UIKit's (raw values included). `redraw` fills as
  /// `scaleToFill`; the edge and corner modes place the image at its own size.
  public enum ContentMode: Int, Sendable {
    case scaleToFill = 0
    case scaleAspectFit
    case scaleAspectFill
    case redraw
    case center
    case top
    case bottom
    case left
    case right
    case topLeft
    case topRight
    case bottomLeft
    case bottomRight
  }
}

/// A view that shows an image, as UIKit's UIImageView.
@preconcurrency @MainActor
open class UIImageView: UIView {
  @exclusivity(unchecked) public var image: UIImage? {
    didSet {
      if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
      UIApplication.shared.setNeedsDisplay()
    }
  }
  open override var contentMode: ContentMode {
    didSet { UIApplication.shared.setNeedsDisplay() }
  }

  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    isUserInteractionEnabled = false
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) { nil }

  /// The configuration symbols are drawn with here, put over the image's own.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    didSet {
      configuredImage = nil
      invalidateIntrinsicContentSize()
      UIApplication.shared.setNeedsDisplay()
    }
  }
  private var configuredImage: (source: UIImage, image: UIImage)?

  /// The image as shown: a symbol with the preferred configuration put over its own.
  var shownImage: UIImage? {
    guard let image else { return nil }
    guard let preferred = preferredSymbolConfiguration, image.isSymbolImage else { return image }
    if let configuredImage, configuredImage.source === image { return configuredImage.image }
    let shown = image.withConfiguration(preferred)
    configuredImage = (image, shown)
    return shown
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

  /// The image's size, as UIKit's (none without an image).
  open override var intrinsicContentSize: CGSize {
    shownImage?.size ?? CGSize(width: -1, height: -1)
  }

  /// Where the image lands inside `rect` for the content mode.
  public static func imageRect(for imageSize: CGSize, in rect: CGRect, mode: ContentMode) -> CGRect
  {
    guard imageSize.width > 0, imageSize.height > 0 else { return rect }
    let scaleX = rect.width / imageSize.width
    let scaleY = rect.height / imageSize.height
    let scale: CGFloat
    switch mode {
    case .scaleToFill, .redraw: return rect
    case .scaleAspectFit: scale = min(scaleX, scaleY)
    case .scaleAspectFill: scale = max(scaleX, scaleY)
    case .center: scale = 1
    case .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
      // At its own size, against the edges the mode names, centred along the others.
      let x: CGFloat
      switch mode {
      case .left, .topLeft, .bottomLeft: x = rect.minX
      case .right, .topRight, .bottomRight: x = rect.maxX - imageSize.width
      default: x = rect.midX - imageSize.width / 2
      }
      let y: CGFloat
      switch mode {
      case .top, .topLeft, .topRight: y = rect.minY
      case .bottom, .bottomLeft, .bottomRight: y = rect.maxY - imageSize.height
      default: y = rect.midY - imageSize.height / 2
      }
      return CGRect(x: x, y: y, width: imageSize.width, height: imageSize.height)
    }
    return CGRect(
      center: rect.center,
      size: CGSize(width: imageSize.width * scale, height: imageSize.height * scale))
  }

  override var drawsContent: Bool { image != nil }

  /// Whether `.automatic` images are drawn as templates, in the tint: a bar's images are.
  var drawsAutomaticImagesAsTemplates = false

  open override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    guard let image = shownImage else { return }
    context.draw(
      image, in: Self.imageRect(for: image.size, in: rect, mode: contentMode),
      tintColor: tintColor, automaticIsTemplate: drawsAutomaticImagesAsTemplates)
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    UIApplication.shared.setNeedsDisplay()
  }
}
