import Foundation

/// A bitmap as Core Graphics keeps it, for layers' `contents`: `layer.contents = image.cgImage`.
public final class CGImage: Sendable {
  /// The picture, as the toolkit draws it.
  let image: UIImage

  init(_ image: UIImage) { self.image = image }

  /// The width in pixels.
  public var width: Int { image.width }
  /// The height in pixels.
  public var height: Int { image.height }
}

extension UIImage {
  /// The image's bitmap, for a layer's `contents`; nil for a vector image (a symbol).
  public var cgImage: CGImage? { drawing == nil ? CGImage(self) : nil }
}

extension NSValue {
  /// A point boxed as UIKit code boxes it for `fromValue` and `toValue`.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// A size boxed as UIKit code boxes it for `fromValue` and `toValue`.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// A rectangle boxed as UIKit code boxes it for `fromValue` and `toValue`.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  /// The boxed point.
  public var cgPointValue: CGPoint { pointValue }
  /// The boxed size.
  public var cgSizeValue: CGSize { sizeValue }
  /// The boxed rectangle.
  public var cgRectValue: CGRect { rectValue }
}
