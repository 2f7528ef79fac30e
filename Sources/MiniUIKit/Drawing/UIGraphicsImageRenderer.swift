// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// Turns drawings into pictures: what a host provides so that `UIGraphicsImageRenderer` can
/// give pixels (the toolkit draws commands, and paints none itself).
@preconcurrency @MainActor
@_spi(Host) public protocol ImageRendering: AnyObject {
  /// `list` (in points, from (0, 0)) painted into a transparent bitmap of `pixelWidth` ×
  /// `pixelHeight` at `scale` pixels per point; nil when it cannot be.
  func image(of list: DisplayList, pixelWidth: Int, pixelHeight: Int, scale: CGFloat) -> UIImage?
  /// The image as a PNG file's bytes; nil when it cannot be encoded.
  func pngData(of image: UIImage) -> Data?
}

/// How a renderer's images are made, as UIKit's: their scale (pixels per point) and
/// whether they are opaque.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat: NSObject {
  /// Pixels per point: the screen's by default.
  open var scale: CGFloat
  /// Whether the image has no transparent pixels: its area starts black, not clear.
  open var opaque = false
  /// The colour range of the images: sRGB here, whatever is asked.
  open var preferredRange = Range.standard

  /// A colour range for the images, as UIKit's (the images are sRGB whatever is asked).
  public enum Range: Int, Sendable {
    /// The range that suits the screen.
    case automatic = 0
    /// Extended range: colours beyond sRGB.
    case extended
    /// sRGB.
    case standard
  }

  public override init() {
    scale = UIScreen.main.scale
    super.init()
  }

  /// The format for the screen's images.
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// The format that best fits the screen: the default one here.
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing block gets, as UIKit's: the Core Graphics context, the format,
/// and the picture so far.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext: NSObject {
  /// The Core Graphics context to draw in: the current context while the block runs.
  public let cgContext: CGContext
  /// The format of the image being drawn.
  public let format: UIGraphicsImageRendererFormat
  private let renderer: UIGraphicsImageRenderer

  init(
    cgContext: CGContext, format: UIGraphicsImageRendererFormat,
    renderer: UIGraphicsImageRenderer
  ) {
    self.cgContext = cgContext
    self.format = format
    self.renderer = renderer
  }

  /// The picture of what has been drawn so far.
  open var currentImage: UIImage { renderer.rasterize(cgContext) }

  /// Fills `rect` with the current fill colour.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }
  /// Fills `rect` with the current fill colour (only the normal blend mode is drawn).
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }
  /// Strokes `rect` with the current stroke colour.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
  /// Strokes `rect` with the current stroke colour (only the normal blend mode is drawn).
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.stroke(rect) }
  /// Narrows the clip to `rect`.
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images from drawing code, as UIKit's: `renderer.image { context in … }` runs the
/// block with a context made current (`UIGraphicsGetCurrentContext()`), and the host paints
/// what it drew into a bitmap of `size` × the format's scale.
@preconcurrency @MainActor
open class UIGraphicsImageRenderer: NSObject {
  /// How the renderer's images are made: their scale and whether they are opaque.
  public let format: UIGraphicsImageRendererFormat
  /// The area drawn, in points.
  private let bounds: CGRect

  /// A renderer of images of `size` points, in the default format.
  public convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
  }

  /// A renderer of images of `size` points, in `format`.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// A renderer of images of `bounds`, whose origin is the images' top left; in the default format.
  public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

  /// A renderer of images of `bounds`, whose origin is the images' top left; in `format`.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    self.bounds = bounds
    self.format = format
    super.init()
  }

  /// Whether images can be made here: a host that paints is installed.
  open var allowsImageOutput: Bool { UIApplication.shared.environment.imageRenderer != nil }

  /// The image of what `actions` draws.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    rasterize(draw(actions))
  }

  /// The PNG file of what `actions` draws (empty when no host can encode it).
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  /// Runs `actions` in a new context made current, and returns the context.
  func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext {
    let context = CGContext(area: bounds)
    if format.opaque {
      context.setFillColor(CGColor.black)
      context.fill(bounds)
    }
    UIGraphicsPushContext(context)
    actions(UIGraphicsImageRendererContext(cgContext: context, format: format, renderer: self))
    UIGraphicsPopContext()
    return context
  }

  /// The picture of what `context` holds now, painted by the host; an empty image, with a
  /// warning, where no host paints.
  func rasterize(_ context: CGContext) -> UIImage {
    let scale = max(format.scale, 0.01)
    let width = Int((bounds.width * scale).rounded(.up))
    let height = Int((bounds.height * scale).rounded(.up))
    guard width > 0, height > 0 else { return UIImage() }
    guard let renderer = UIApplication.shared.environment.imageRenderer else {
      UIApplication.shared.imageFiles.reportOnce(
        "UIGraphicsImageRenderer",
        "UIGraphicsImageRenderer: no host paints images here, so the image is empty")
      return UIImage()
    }
    var list = DisplayList()
    let toImage = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY)
    let traits = UITraitCollection.current
    list.commands = context.drawing().map {
      $0.placed(by: toImage, alpha: 1, clip: nil).resolved(with: traits)
    }
    return renderer.image(of: list, pixelWidth: width, pixelHeight: height, scale: scale)
      ?? UIImage()
  }
}

// MARK: The older calls

/// Starts drawing an image of `size` points, as UIKit's: the context is current until
/// `UIGraphicsEndImageContext()`. A `scale` of 0 is the screen's.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat)
{
  let format = UIGraphicsImageRendererFormat()
  format.opaque = opaque
  if scale > 0 { format.scale = scale }
  let renderer = UIGraphicsImageRenderer(size: size, format: format)
  let context = renderer.draw { _ in }
  UIApplication.shared.stage.imageContexts.append((renderer, context))
  UIGraphicsPushContext(context)
}

/// Starts drawing a transparent image of `size` points at one pixel per point.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image of what the image context begun last holds; nil outside one.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let (renderer, context) = UIApplication.shared.stage.imageContexts.last else {
    return nil
  }
  return renderer.rasterize(context)
}

/// Ends the image context begun last.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
  guard let (_, context) = UIApplication.shared.stage.imageContexts.popLast() else { return }
  let contexts = UIApplication.shared.stage.graphicsContexts
  if let index = contexts.lastIndex(where: { $0 === context }) {
    UIApplication.shared.stage.graphicsContexts.remove(at: index)
  }
}
