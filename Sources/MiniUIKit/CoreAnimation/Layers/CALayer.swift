import Foundation

/// A rectangle of drawing in a tree of layers, as Core Animation's: geometry, a background,
/// a border, corners, a shadow, contents, a mask, sublayers and animations.
///
/// Every view has one (`view.layer`, of the view's `layerClass`), the root of its layer
/// subtree: it holds the view's geometry, opacity, background and visibility, which the
/// view's properties read and write, and its sublayers are its subviews' layers and the
/// layers added with `addSublayer(_:)`, drawn in that order.
/// Standalone layers (`CALayer()`) keep their own values and animate a change implicitly
/// (0.25 s, or as `CATransaction` says); a view's layer does not, outside animation blocks.
@preconcurrency @MainActor
open class CALayer: NSObject, CAMediaTiming, MediaTimingStorage {
  // The stored properties a frame reads for every layer drawn are `@exclusivity(unchecked)`,
  // as `UIView`'s are (see there).

  /// The view this layer backs (UIKit makes it the layer's delegate); nil for a standalone
  /// layer. Unowned, and cleared by the view's deinit (see `UIView.superview`).
  var owningView: UIView? { owningViewStorage }
  @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var owningViewStorage: UIView?
  /// The values set on the layer (a view's too: its properties are stored here).
  @exclusivity(unchecked) var modelValues = LayerProperties()
  @exclusivity(unchecked) var storedSublayers: [CALayer] = []
  /// The superlayer of a standalone layer (a view's layer has its superview's). Unowned, and
  /// cleared by the superlayer's deinit.
  var parentLayer: CALayer? {
    get { parentLayerStorage }
    set { parentLayerStorage = newValue }
  }
  nonisolated(unsafe) private unowned(unsafe) var parentLayerStorage: CALayer?
  /// Animations in the order they were added, with their keys.
  @exclusivity(unchecked) var animationEntries: [(key: String, animation: CAAnimation)] = []
  /// The layer's own time space (`beginTime`, `speed`, `timeOffset`, …).
  @exclusivity(unchecked) var timing = MediaTimingValues()
  /// Key paths already reported for a value of the wrong type.
  var reportedKeyPaths: Set<String> = []
  /// `actions`.
  var storedActions: [String: any CAAction]?
  /// For a presentation copy: the layer it shows.
  weak var presentedModel: CALayer?

  public required override init() { super.init() }

  deinit {
    for sublayer in storedSublayers { sublayer.parentLayerStorage = nil }
  }

  /// A copy of `layer`'s values (not its sublayers or animations): what `presentation()` and
  /// `model()` are made of, as Core Animation's `init(layer:)`.
  public required init(layer: Any) {
    super.init()
    guard let other = layer as? CALayer else { return }
    modelValues = other.modelValues
    timing = other.timing
    name = other.name
    contents = other.contents
    contentsGravity = other.contentsGravity
    contentsScale = other.contentsScale
    maskedCorners = other.maskedCorners
    cornerCurve = other.cornerCurve
    isDoubleSided = other.isDoubleSided
    sublayerTransform = other.sublayerTransform
    storedMasksToBounds = other.storedMasksToBounds
    storedIsHidden = other.storedIsHidden
    allowsGroupOpacity = other.allowsGroupOpacity
  }

  /// The layer's name, for finding it again.
  public var name: String?

  /// The object Core Animation asks about drawing and actions: a view's layer has its view.
  public var delegate: AnyObject? { owningView }

  /// The action for a change of the property at `event`: the delegate's (a view's, see
  /// `UIView.action(for:forKey:)`), else the one in `actions`; nil for none.
  open func action(forKey event: String) -> CAAction? {
    if let view = owningView {
      let action = view.action(for: self, forKey: event)
      return action is NSNull ? nil : action
    }
    return storedActions?[event]
  }

  /// What runs when a property of this layer changes, if set: an animation or `NSNull()`.
  public var actions: [String: any CAAction]? {
    get { storedActions }
    set { storedActions = newValue }
  }

  /// Draws what this kind of layer draws above its background: the content of `view` (the
  /// view it backs), a shape, a gradient; for a plain layer, what `draw(in:)` drew.
  func drawContent(_ values: LayerProperties, view: UIView?, in context: inout DrawingContext) {
    if let view {
      view.draw(values.bounds, in: &context)
    } else {
      drawRecorded(in: values.bounds, context: &context)
    }
  }

  /// The shape that casts the shadow when no `shadowPath` is given.
  func shadowShape(_ values: LayerProperties) -> [PathElement]? {
    guard values.backgroundColor.map({ $0.alpha > 0 }) == true || contents != nil else {
      return nil
    }
    return roundedElements(values.bounds, radius: values.cornerRadius)
  }

  // MARK: Model values

  /// Sets one model value of a standalone layer, animating the change implicitly as Core
  /// Animation does (see `CATransaction`).
  func setModel<Value: Equatable>(
    _ keyPath: WritableKeyPath<LayerProperties, Value>, _ value: Value, key: String
  ) {
    let old = modelValues[keyPath: keyPath]
    guard old != value else { return }
    let from = owningView == nil ? actionStartValue(forKey: key) : nil
    modelValues[keyPath: keyPath] = value
    if let from { addImplicitAnimation(forKey: key, from: from) }
    UIApplication.shared.setNeedsDisplay()
  }

  // MARK: Geometry

  /// Where the anchor point lies in the superlayer: a view's `center`.
  public var position: CGPoint {
    get { modelValues.position }
    set {
      if let view = owningView {
        view.center = newValue
      } else {
        setModel(\.position, newValue, key: "position")
      }
    }
  }

  /// The layer's own coordinate space: its origin and size (a view's `bounds`).
  public var bounds: CGRect {
    get { modelValues.bounds }
    set {
      if let view = owningView {
        view.bounds = newValue
      } else {
        setModel(\.bounds, newValue, key: "bounds")
      }
    }
  }

  /// The point of the bounds, in unit coordinates, that `position` places and transforms
  /// turn about; (0.5, 0.5) is the middle.
  public var anchorPoint: CGPoint {
    get { modelValues.anchorPoint }
    set {
      if let view = owningView {
        view.anchorPoint = newValue
      } else {
        setModel(\.anchorPoint, newValue, key: "anchorPoint")
      }
    }
  }

  /// The bounding box of the transformed bounds, in the superlayer's coordinates.
  public var frame: CGRect {
    get { owningView?.frame ?? modelValues.frame }
    set {
      if let view = owningView {
        view.frame = newValue
        return
      }
      position = CGPoint(
        x: newValue.minX + anchorPoint.x * newValue.width,
        y: newValue.minY + anchorPoint.y * newValue.height)
      bounds.size = newValue.size
    }
  }

  /// Stacking order among siblings: higher draws later (on top).
  public var zPosition: CGFloat {
    get { modelValues.zPosition }
    set {
      setModel(\.zPosition, newValue, key: "zPosition")
      UIApplication.shared.setNeedsDisplay()
    }
  }

  /// The layer's transform, in 3D, about the anchor point. On a view's layer it is the same
  /// property as the view's `transform` (setting an affine one sets that); a perspective one
  /// draws the layer as a projected plane.
  public var transform: CATransform3D {
    get { modelValues.transform }
    set {
      guard let view = owningView else {
        setModel(\.transform, newValue, key: "transform")
        return
      }
      if newValue.isAffine {
        view.transform3D = CATransform3DIdentity
        view.transform = newValue.affinePart
      } else {
        if view.transform != .identity { view.transform = .identity }
        view.transform3D = newValue
      }
    }
  }

  /// The transform as an affine one (its 2D part).
  public func affineTransform() -> CGAffineTransform { transform.affinePart }

  /// Sets an affine transform.
  public func setAffineTransform(_ transform: CGAffineTransform) {
    self.transform = CATransform3D(transform)
  }

  /// A transform applied to the sublayers, about the anchor point: give it an `m34` to see
  /// the sublayers' 3D transforms in one shared perspective.
  @exclusivity(unchecked) public var sublayerTransform = CATransform3DIdentity {
    didSet { UIApplication.shared.setNeedsDisplay() }
  }

  /// When false, the layer is not drawn while its back faces the viewer.
  @exclusivity(unchecked) public var isDoubleSided = true {
    didSet { UIApplication.shared.setNeedsDisplay() }
  }

  // MARK: Looks

  /// How opaque the layer and its sublayers are, 0…1: a view's `alpha`.
  public var opacity: Float {
    get { Float(modelValues.opacity) }
    set {
      if let view = owningView {
        view.alpha = CGFloat(newValue)
      } else {
        setModel(\.opacity, CGFloat(newValue), key: "opacity")
      }
    }
  }

  @exclusivity(unchecked) var storedIsHidden = false
  /// Whether the layer (and its sublayers) is left out of drawing: a view's `isHidden`.
  public var isHidden: Bool {
    get { storedIsHidden }
    set {
      if let view = owningView {
        view.isHidden = newValue
      } else {
        storedIsHidden = newValue
        UIApplication.shared.setNeedsDisplay()
      }
    }
  }

  /// The fill of the bounds (rounded by `cornerRadius`): a view's `backgroundColor`.
  public var backgroundColor: CGColor? {
    get { modelValues.backgroundColor?.cgColor }
    set {
      if let view = owningView {
        view.backgroundColor = newValue?.color
      } else {
        setModel(\.backgroundColor, newValue?.color, key: "backgroundColor")
      }
    }
  }

  /// Radius of the rounded corners of the background and the border; animates inside
  /// animation blocks, as Core Animation's.
  public var cornerRadius: CGFloat {
    get { modelValues.cornerRadius }
    set {
      guard let view = owningView else {
        setModel(\.cornerRadius, newValue, key: "cornerRadius")
        return
      }
      let old = modelValues.cornerRadius
      let action = view.actionForChange(.cornerRadius)
      modelValues.cornerRadius = newValue
      view.modelDidChange(.cornerRadius, changed: old != newValue, action: action)
    }
  }

  /// Which corners `cornerRadius` rounds (all four by default).
  @exclusivity(unchecked) public var maskedCorners: CACornerMask = .all {
    didSet { UIApplication.shared.setNeedsDisplay() }
  }

  /// The curve of the rounded corners: circular arcs, or iOS's continuous curve, which
  /// reaches further along the sides.
  public var cornerCurve: CALayerCornerCurve = .circular

  /// The width of the border drawn inside the bounds, in points (0: none).
  public var borderWidth: CGFloat {
    get { modelValues.borderWidth }
    set { setModel(\.borderWidth, newValue, key: "borderWidth") }
  }

  /// The colour of the border (black by default).
  public var borderColor: CGColor? {
    get { modelValues.borderColor?.cgColor }
    set { setModel(\.borderColor, newValue?.color, key: "borderColor") }
  }

  @exclusivity(unchecked) var storedMasksToBounds = false
  /// Whether sublayers (and contents) are clipped to the bounds: a view's `clipsToBounds`.
  public var masksToBounds: Bool {
    get { storedMasksToBounds }
    set {
      if let view = owningView {
        view.clipsToBounds = newValue
      } else {
        storedMasksToBounds = newValue
        UIApplication.shared.setNeedsDisplay()
      }
    }
  }

  /// Whether a translucent layer with sublayers fades as one picture, as in UIKit (true).
  @exclusivity(unchecked) public var allowsGroupOpacity = true

  /// An image drawn in the bounds as `contentsGravity` says: a `CGImage` (`image.cgImage`, as
  /// UIKit code sets it) or a `UIImage`.
  @exclusivity(unchecked) public var contents: Any? {
    didSet { UIApplication.shared.setNeedsDisplay() }
  }

  /// How `contents` fits the bounds.
  @exclusivity(unchecked) public var contentsGravity: CALayerContentsGravity = .resize {
    didSet { UIApplication.shared.setNeedsDisplay() }
  }

  // MARK: Drawn content

  /// What `draw(in:)` drew last, kept until `setNeedsDisplay()`.
  @exclusivity(unchecked) var drawnContent: DrawnContent?

  /// Whether a new size of the bounds draws the content again; otherwise what was drawn is
  /// stretched as `contentsGravity` says. A view sets it for `contentMode = .redraw`.
  @exclusivity(unchecked) public var needsDisplayOnBoundsChange = false

  /// Draws the layer's content with Core Graphics, once, and again after
  /// `setNeedsDisplay()`: a view's layer asks its view (`draw(_:in:)` of `CALayerDelegate`).
  /// What it draws stays vector: commands drawn at the window's resolution.
  open func draw(in ctx: CGContext) { owningView?.draw(self, in: ctx) }

  /// Marks the content to be drawn again before the next frame.
  open func setNeedsDisplay() {
    drawnContent = nil
    UIApplication.shared.setNeedsDisplay()
  }

  /// Marks the content to be drawn again: all of it, here.
  open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

  /// Whether the content waits to be drawn again.
  public func needsDisplay() -> Bool { drawnContent == nil }

  /// Draws the content now if it waits to be.
  open func displayIfNeeded() {
    if drawnContent == nil { drawnContent = DrawnContent(drawing: self) }
  }

  /// Image pixels per point of `contents`, for the gravities that do not scale it.
  @exclusivity(unchecked) public var contentsScale: CGFloat = 1 {
    didSet { UIApplication.shared.setNeedsDisplay() }
  }

  /// A layer whose alpha clips this one (its sublayers included); it animates like any
  /// layer. A mask that is this layer's ancestor is refused.
  public var mask: CALayer? {
    get { storedMask }
    set {
      if let newValue, isWithin(newValue) {
        UIApplication.shared.environment.logger.warning(
          "CALayer: a layer cannot be masked by itself or by one of its ancestors; mask ignored"
        )
        return
      }
      storedMask?.maskedLayer = nil
      newValue?.removeFromSuperlayer()
      storedMask = newValue
      newValue?.maskedLayer = self
      UIApplication.shared.setNeedsDisplay()
    }
  }
  @exclusivity(unchecked) private var storedMask: CALayer?
  /// The layer this one masks.
  weak var maskedLayer: CALayer?
  /// The percent-driven transition holding the layer's time paused, if one does.
  weak var interactiveTime: InteractiveLayerTime?

  // MARK: Shadow

  /// The colour of the shadow (black by default).
  public var shadowColor: CGColor? {
    get { modelValues.shadowColor?.cgColor }
    set { setModel(\.shadowColor, newValue?.color, key: "shadowColor") }
  }

  /// How opaque the shadow is, 0…1; 0 (the default) draws none.
  public var shadowOpacity: Float {
    get { Float(modelValues.shadowOpacity) }
    set { setModel(\.shadowOpacity, CGFloat(newValue), key: "shadowOpacity") }
  }

  /// Where the shadow falls, from the layer (default (0, −3), as Core Animation's).
  public var shadowOffset: CGSize {
    get { modelValues.shadowOffset }
    set { setModel(\.shadowOffset, newValue, key: "shadowOffset") }
  }

  /// The blur of the shadow: a Gaussian of this standard deviation, in points (default 3).
  public var shadowRadius: CGFloat {
    get { modelValues.shadowRadius }
    set { setModel(\.shadowRadius, newValue, key: "shadowRadius") }
  }

  /// The shadow's shape; nil: the rounded bounds of a layer with a background.
  public var shadowPath: CGPath? {
    get { modelValues.shadowPath }
    set { setModel(\.shadowPath, newValue, key: "shadowPath") }
  }
}

/// Which corners of a layer `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
  static let all: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Circular arcs.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// iOS's continuous corners, which reach further along the sides and ease into them.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How a layer's contents fit its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Centred, at its natural size.
  public static let center = Self(rawValue: "center")
  /// Centred along the top edge, at its natural size.
  public static let top = Self(rawValue: "top")
  /// Centred along the bottom edge, at its natural size.
  public static let bottom = Self(rawValue: "bottom")
  /// Centred along the left edge, at its natural size.
  public static let left = Self(rawValue: "left")
  /// Centred along the right edge, at its natural size.
  public static let right = Self(rawValue: "right")
  /// In the top-left corner, at its natural size.
  public static let topLeft = Self(rawValue: "topLeft")
  /// In the top-right corner, at its natural size.
  public static let topRight = Self(rawValue: "topRight")
  /// In the bottom-left corner, at its natural size.
  public static let bottomLeft = Self(rawValue: "bottomLeft")
  /// In the bottom-right corner, at its natural size.
  public static let bottomRight = Self(rawValue: "bottomRight")
  /// Stretched to fill the bounds.
  public static let resize = Self(rawValue: "resize")
  /// Scaled to fit inside the bounds, keeping its aspect ratio.
  public static let resizeAspect = Self(rawValue: "resizeAspect")
  /// Scaled to fill the bounds, keeping its aspect ratio (parts may lie outside).
  public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")
}
