import Foundation

extension UIView {
  /// How an image fills its view, as UIKit's (raw values included). `redraw` fills as
  /// `scaleToFill`; the edge and corner modes place the image at its own size.
  public enum ContentMode: Int, Sendable {
    /// Stretched to fill the view, the aspect ratio not kept.
    case scaleToFill = 0
    /// Scaled to fit inside the view, keeping its aspect ratio, and centred.
    case scaleAspectFit
    /// Scaled to cover the view, keeping its aspect ratio, and centred.
    case scaleAspectFill
    /// Stretched as `.scaleToFill`; a view that draws itself draws again when resized.
    case redraw
    /// At its own size, centred.
    case center
    /// At its own size, against the top edge, centred horizontally.
    case top
    /// At its own size, against the bottom edge, centred horizontally.
    case bottom
    /// At its own size, against the left edge, centred vertically.
    case left
    /// At its own size, against the right edge, centred vertically.
    case right
    /// At its own size, in the top-left corner.
    case topLeft
    /// At its own size, in the top-right corner.
    case topRight
    /// At its own size, in the bottom-left corner.
    case bottomLeft
    /// At its own size, in the bottom-right corner.
    case bottomRight
  }
}

/// A view that shows an image, as UIKit's UIImageView.
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown; the view's intrinsic content size follows its size.
  @exclusivity(unchecked) public var image: UIImage? {
    didSet {
      if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
      UIApplication.shared.setNeedsDisplay()
    }
  }
  open override var contentMode: ContentMode {
    didSet { UIApplication.shared.setNeedsDisplay() }
  }

  /// An image view the size of `image` (zero without one) that ignores touches.
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

  // MARK: Accessibility

  /// Not an element unless it is given a label (a decoration says nothing), as in UIKit.
  open override var isAccessibilityElement: Bool {
    get { accessibilityStorage?.isElement ?? (accessibilityStorage?.label != nil) }
    set { super.isAccessibilityElement = newValue }
  }

  /// An image, unless set.
  open override var accessibilityTraits: UIAccessibilityTraits {
    get { accessibilityStorage?.traits ?? .image }
    set { super.accessibilityTraits = newValue }
  }
}
