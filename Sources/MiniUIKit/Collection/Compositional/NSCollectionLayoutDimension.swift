import Foundation

/// One dimension of a compositional layout element, as UIKit's: a fraction of its
/// container's width or height, an absolute length in points, or an estimate that the
/// element's content (its cell's preferred size) replaces once it is known.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
  enum Kind: Equatable {
    case fractionalWidth
    case fractionalHeight
    case absolute
    case estimated
  }

  let kind: Kind
  /// The fraction, or the length in points.
  public let dimension: CGFloat

  private init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension.isFinite ? max(dimension, 0) : 0
    super.init()
  }

  /// A fraction of the container's width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(.fractionalWidth, fractionalWidth)
  }

  /// A fraction of the container's height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(.fractionalHeight, fractionalHeight)
  }

  /// A length in points.
  public static func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self(.absolute, absoluteDimension)
  }

  /// A first guess in points; the content's own size replaces it.
  public static func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self(.estimated, estimatedDimension)
  }

  /// Whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is a length in points.
  public var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is an estimate the content's own size replaces.
  public var isEstimated: Bool { kind == .estimated }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  /// The length in a container of `container` size.
  func resolved(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: return dimension * container.width
    case .fractionalHeight: return dimension * container.height
    case .absolute, .estimated: return dimension
    }
  }

  /// The same dimension with width and height swapped (for a horizontal layout).
  var transposed: NSCollectionLayoutDimension {
    switch kind {
    case .fractionalWidth: return .fractionalHeight(dimension)
    case .fractionalHeight: return .fractionalWidth(dimension)
    case .absolute, .estimated: return self
    }
  }
}

/// The width and height of a compositional layout element, as UIKit's.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
  /// The element's width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The element's height.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size of the given width and height.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
    super.init()
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  /// The size in a container of `container` size.
  func resolved(in container: CGSize) -> CGSize {
    CGSize(
      width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container)
    )
  }

  var transposed: NSCollectionLayoutSize {
    NSCollectionLayoutSize(
      widthDimension: heightDimension.transposed, heightDimension: widthDimension.transposed)
  }
}

/// The space between a group's items, as UIKit's: fixed, or flexible (at least this much,
/// the spare room shared out evenly).
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
  /// The space in points: exact when fixed, the least when flexible.
  public let spacing: CGFloat
  /// Whether the spacing is at least `spacing`, with the group's spare room shared out.
  public let isFlexibleSpacing: Bool
  /// Whether the spacing is exactly `spacing`.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  private init(spacing: CGFloat, isFlexible: Bool) {
    self.spacing = spacing.isFinite ? max(spacing, 0) : 0
    isFlexibleSpacing = isFlexible
    super.init()
  }

  /// Exactly `fixedSpacing` points.
  public static func fixed(_ fixedSpacing: CGFloat) -> Self {
    Self(spacing: fixedSpacing, isFlexible: false)
  }

  /// At least `flexibleSpacing` points, and the group's spare room shared between its items.
  public static func flexible(_ flexibleSpacing: CGFloat) -> Self {
    Self(spacing: flexibleSpacing, isFlexible: true)
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}
