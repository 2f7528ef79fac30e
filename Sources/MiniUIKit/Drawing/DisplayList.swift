import Foundation

/// What a frame draws: a flat list of commands in painting order, produced by the toolkit and
/// painted by a host. Geometry is in window points; each command carries its own transform
/// (local → window), opacity and clip, so a painter needs no state of its own.
@_spi(Host) public struct DisplayList: Equatable, Sendable {
  public var commands: [DrawCommand] = []
  /// Where scroll views show moving content: a painter that keeps the last frame may copy
  /// what only moved instead of painting it again.
  public var scrollingAreas: [ScrollingArea] = []
  public init() {}
}

/// A scroll view's visible area in a frame, and where its content is.
@_spi(Host) public struct ScrollingArea: Equatable, Sendable {
  /// The scroll view: the same one from frame to frame.
  public var scrollView: ObjectIdentifier
  /// Its visible area, in window coordinates; the clip of what it draws.
  public var clip: CGRect
  /// Where the point (0, 0) of its content is, in window coordinates.
  public var contentOrigin: CGPoint

  public init(scrollView: ObjectIdentifier, clip: CGRect, contentOrigin: CGPoint) {
    self.scrollView = scrollView
    self.clip = clip
    self.contentOrigin = contentOrigin
  }
}

/// One drawing operation.
@_spi(Host) public struct DrawCommand: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// Fill `rect` with `color`, corners rounded by `cornerRadius`.
    case fill(rect: CGRect, color: UIColor, cornerRadius: CGFloat)
    /// Stroke the inside edge of `rect` with a line of `width`.
    case stroke(rect: CGRect, color: UIColor, width: CGFloat, cornerRadius: CGFloat)
    /// Draw `image` scaled into `rect`.
    case image(UIImage, rect: CGRect)
    /// Draw `text` inside `rect`, vertically centred and aligned horizontally.
    case text(String, rect: CGRect, font: UIFont, color: UIColor, alignment: NSTextAlignment)
    /// Paint `contents` (in the layer's own space, `size` points from the origin) flat, then
    /// draw that picture through `projection` (layer space → window), through the alpha of
    /// `mask` (in the same space) if there is one: a layer under a 3D transform, or a masked
    /// one. The command's transform is unused.
    indirect case layer(
      DisplayList, size: CGSize, projection: ProjectiveTransform, mask: DisplayList?)
    /// Fill and stroke a path.
    case shape(ShapeDrawing)
    /// Fill a rectangle with a gradient.
    case gradient(GradientDrawing)
    /// Draw a blurred shadow.
    case shadow(ShadowDrawing)
    /// Blur what is drawn behind an area (a material).
    case backdrop(BackdropDrawing)
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

extension DrawCommand {
  /// Whether two commands draw the same thing; the cheap fields first. Inlinable, as the
  /// kinds' comparison is: a painter compares every command of a frame with the last
  /// frame's, and a call into this module copies both commands first.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.alpha == rhs.alpha && lhs.transform == rhs.transform && lhs.clip == rhs.clip
      && lhs.kind == rhs.kind
  }
}

extension DrawCommand.Kind {
  /// Whether two commands draw the same thing: images are the same when they are the same
  /// object (a `UIImage` never changes), everything else by value.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    // One side at a time, not `switch (lhs, rhs)`: the pair is a copy of both.
    switch lhs {
    case .fill(let a, let colorA, let radiusA):
      guard case .fill(let b, let colorB, let radiusB) = rhs else { return false }
      return a == b && colorA == colorB && radiusA == radiusB
    case .stroke(let a, let colorA, let widthA, let radiusA):
      guard case .stroke(let b, let colorB, let widthB, let radiusB) = rhs else { return false }
      return a == b && colorA == colorB && widthA == widthB && radiusA == radiusB
    case .image(let imageA, let a):
      guard case .image(let imageB, let b) = rhs else { return false }
      return imageA === imageB && a == b
    case .text(let textA, let a, let fontA, let colorA, let alignmentA):
      guard case .text(let textB, let b, let fontB, let colorB, let alignmentB) = rhs else {
        return false
      }
      return textA == textB && a == b && fontA == fontB && colorA == colorB
        && alignmentA == alignmentB
    case .layer(let listA, let sizeA, let a, let maskA):
      guard case .layer(let listB, let sizeB, let b, let maskB) = rhs else { return false }
      return sizeA == sizeB && a == b && listA == listB && maskA == maskB
    case .shape(let a):
      guard case .shape(let b) = rhs else { return false }
      return a == b
    case .gradient(let a):
      guard case .gradient(let b) = rhs else { return false }
      return a == b
    case .shadow(let a):
      guard case .shadow(let b) = rhs else { return false }
      return a == b
    case .backdrop(let a):
      guard case .backdrop(let b) = rhs else { return false }
      return a == b
    }
  }
}
