import Foundation

/// What a frame draws: a flat list of commands in painting order, produced by the toolkit and
/// painted by a host. Geometry is in window points; each command carries its own transform
/// (local → window), opacity and clip, so a painter needs no state of its own.
public struct DisplayList: Sendable {
  public var commands: [DrawCommand] = []
  public init() {}
}

/// One drawing operation.
public struct DrawCommand: Sendable {
  public enum Kind: Sendable {
    /// Fill `rect` with `color`, corners rounded by `cornerRadius`.
    case fill(rect: CGRect, color: UIColor, cornerRadius: CGFloat)
    /// Stroke the inside edge of `rect` with a line of `width`.
    case stroke(rect: CGRect, color: UIColor, width: CGFloat, cornerRadius: CGFloat)
    /// Draw `image` scaled into `rect`.
    case image(UIImage, rect: CGRect)
    /// Draw `text` inside `rect`, vertically centred and aligned horizontally.
    case text(String, rect: CGRect, font: UIFont, color: UIColor, alignment: NSTextAlignment)
    /// Paint `contents` (in the layer's own space, `size` points from the origin) flat, then
    /// draw that picture through `projection` (layer space → window): a layer under a 3D
    /// transform. The command's transform is unused.
    indirect case layer(DisplayList, size: CGSize, projection: ProjectiveTransform)
  }

  public var kind: Kind
  /// Local coordinates → window coordinates.
  public var transform: CGAffineTransform
  /// Accumulated opacity, 0…1.
  public var alpha: CGFloat
  /// Axis-aligned clip in window coordinates, or nil for none.
  public var clip: CGRect?

  public init(kind: Kind, transform: CGAffineTransform, alpha: CGFloat, clip: CGRect?) {
    self.kind = kind
    self.transform = transform
    self.alpha = alpha
    self.clip = clip
  }
}
