import Foundation

extension UIView {
  /// How content fills a view, as UIKit's UIView.ContentMode (the common cases).
  public enum ContentMode: Sendable {
    case scaleToFill
    case scaleAspectFit
    case scaleAspectFill
    case center
  }
}

/// A view that shows an image, as UIKit's UIImageView.
@preconcurrency @MainActor
open class UIImageView: UIView {
  @exclusivity(unchecked) public var image: UIImage? {
    didSet { UIApplication.shared.setNeedsDisplay() }
  }
  @exclusivity(unchecked) public var contentMode = ContentMode.scaleToFill {
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

  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

  /// Where the image lands inside `rect` for the content mode.
  public static func imageRect(for imageSize: CGSize, in rect: CGRect, mode: ContentMode) -> CGRect
  {
    guard imageSize.width > 0, imageSize.height > 0 else { return rect }
    let scaleX = rect.width / imageSize.width
    let scaleY = rect.height / imageSize.height
    let scale: CGFloat
    switch mode {
    case .scaleToFill: return rect
    case .scaleAspectFit: scale = min(scaleX, scaleY)
    case .scaleAspectFill: scale = max(scaleX, scaleY)
    case .center: scale = 1
    }
    return CGRect(
      center: rect.center,
      size: CGSize(width: imageSize.width * scale, height: imageSize.height * scale))
  }

  open override func draw(_ rect: CGRect, in context: inout DrawingContext) {
    guard let image else { return }
    context.draw(image, in: Self.imageRect(for: image.size, in: rect, mode: contentMode))
  }
}
