import Foundation

/// A rectangle on screen with a background, children, geometry that animates, and touches.
///
/// Geometry follows UIKit: `center` and `bounds` are the model; `frame` is derived from them
/// and `transform` (applied about the centre). Setting an animatable property inside an
/// animation block changes the model at once and animates the presentation value.
@preconcurrency @MainActor
open class UIView: UIResponder {
  private var modelCenter: CGPoint
  private var modelBounds: CGRect
  private var modelTransform: CGAffineTransform = .identity
  /// The layer's 3D transform when it is not affine (else identity, and `transform` holds
  /// it): the two are one property, as in UIKit.
  private var modelTransform3D = CATransform3DIdentity
  private var modelAlpha: CGFloat = 1
  private var modelBackgroundColor: UIColor?

  /// Running animations of this view, oldest first.
  var animations: [PropertyAnimation] = []

  public private(set) weak var superview: UIView?
  public private(set) var subviews: [UIView] = []
  /// The controller whose root view this is (set by UIViewController).
  weak var viewController: UIViewController?
  private(set) lazy var layerStorage = CALayer(view: self)
  private var needsLayout = true

  public var isHidden = false { didSet { UIApplication.shared.setNeedsDisplay() } }
  public var isUserInteractionEnabled = true
  public var clipsToBounds = false { didSet { UIApplication.shared.setNeedsDisplay() } }
  /// How the view follows its superview's size changes.
  public var autoresizingMask: AutoresizingMask = []
  /// The frame autoresizing last gave the view before sizes were clamped at zero.
  var autoresizedFrame: CGRect?
  /// Recognizers that see this view's touches (and its subviews').
  public internal(set) var gestureRecognizers: [UIGestureRecognizer] = []
  /// A tag to find the view by, as UIKit's `tag`.
  public var tag = 0

  public init(frame: CGRect) {
    modelCenter = frame.center
    modelBounds = CGRect(origin: .zero, size: frame.size)
    super.init()
  }

  public convenience override init() { self.init(frame: .zero) }

  /// The view's layer: corner radius, border, animations and presentation values.
  public var layer: CALayer { layerStorage }

  // MARK: Geometry

  public var center: CGPoint {
    get { modelCenter }
    set {
      let old = modelCenter
      modelCenter = newValue
      modelDidChange(.center, from: old, to: newValue)
    }
  }

  public var bounds: CGRect {
    get { modelBounds }
    set {
      let old = modelBounds
      modelBounds = newValue
      if old.size != newValue.size {
        resizeSubviews(from: old.size)
        setNeedsLayout()
      }
      modelDidChange(.bounds, from: old, to: newValue)
    }
  }

  public var transform: CGAffineTransform {
    get { modelTransform }
    set {
      // One property with `layer.transform`: an affine transform replaces a 3D one.
      if newValue != .identity, modelTransform3D != CATransform3DIdentity {
        transform3D = CATransform3DIdentity
      }
      let old = modelTransform
      modelTransform = newValue
      modelDidChange(.transform, from: old, to: newValue)
    }
  }

  /// The non-affine part of `layer.transform` (see `CALayer.transform`).
  var transform3D: CATransform3D {
    get { modelTransform3D }
    set {
      let old = modelTransform3D
      modelTransform3D = newValue
      modelDidChange(.transform3D, from: old, to: newValue)
    }
  }

  /// The point of the bounds (in unit coordinates) that `center` positions and transforms
  /// turn about: `layer.anchorPoint`.
  var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { UIApplication.shared.setNeedsDisplay() } }

  /// The view's rectangle in its superview's coordinates. With a non-identity transform it
  /// is the bounding box of the transformed bounds, and setting it is best avoided, as in
  /// UIKit.
  public var frame: CGRect {
    get {
      Self.frame(
        center: modelCenter, size: modelBounds.size, transform: modelTransform,
        anchorPoint: anchorPoint)
    }
    set {
      center = CGPoint(
        x: newValue.minX + anchorPoint.x * newValue.width,
        y: newValue.minY + anchorPoint.y * newValue.height)
      var newBounds = bounds
      newBounds.size = newValue.size
      bounds = newBounds
    }
  }

  public var alpha: CGFloat {
    get { modelAlpha }
    set {
      let old = modelAlpha
      modelAlpha = newValue
      modelDidChange(.alpha, from: old, to: newValue)
    }
  }

  public var backgroundColor: UIColor? {
    get { modelBackgroundColor }
    set {
      let old = modelBackgroundColor
      modelBackgroundColor = newValue
      // nil animates as clear, as in Core Animation.
      modelDidChange(.backgroundColor, from: old ?? .clear, to: newValue ?? .clear)
    }
  }

  /// The bounding box of a `size` rectangle transformed about its anchor point, which lies
  /// at `center` (UIKit's `center` is the layer's position).
  nonisolated static func frame(
    center: CGPoint, size: CGSize, transform: CGAffineTransform,
    anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
  ) -> CGRect {
    let local = CGRect(
      x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width,
      height: size.height)
    if transform.isIdentity { return local.offsetBy(dx: center.x, dy: center.y) }
    return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
  }

  // MARK: Hierarchy

  /// The window the view is in, if any.
  public var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  public func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  public func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    let oldWindow = view.window
    if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: current)
      subviews.insert(view, at: max(0, min(index, subviews.count)))
    } else {
      view.removeFromSuperviewKeepingWindow()
      subviews.insert(view, at: max(0, min(index, subviews.count)))
      view.superview = self
      didAddSubview(view)
    }
    if oldWindow !== window { view.notifyWindowChange() }
    view.setNeedsLayout()
    setNeedsLayout()  // As UIKit: adding (like removing) a subview lays out the superview.
    UIApplication.shared.setNeedsDisplay()
  }

  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    guard view !== sibling else { return }
    insertSubview(view, at: siblingIndex(of: sibling, without: view) ?? 0)
  }

  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    guard view !== sibling else { return }
    // Without the sibling, the end (insertSubview(_:at:) clamps the index).
    insertSubview(
      view, at: siblingIndex(of: sibling, without: view).map { $0 + 1 } ?? subviews.count)
  }

  /// The index of `sibling` among the subviews once `view` is taken out of them, which is
  /// where `insertSubview(_:at:)` puts a view that is already a subview.
  private func siblingIndex(of sibling: UIView, without view: UIView) -> Int? {
    subviews.filter { $0 !== view }.firstIndex { $0 === sibling }
  }

  public func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: subviews.count)
  }

  public func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  public func removeFromSuperview() {
    let hadWindow = window != nil
    removeFromSuperviewKeepingWindow()
    if hadWindow { notifyWindowChange() }
  }

  private func removeFromSuperviewKeepingWindow() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    parent.subviews.removeAll { $0 === self }
    superview = nil
    parent.setNeedsLayout()
    UIApplication.shared.setNeedsDisplay()
  }

  private func notifyWindowChange() {
    didMoveToWindow()
    for subview in subviews { subview.notifyWindowChange() }
  }

  /// Whether `view` is this view or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view in this subtree (depth first, self included) with `tag`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Whether Tab can move keyboard focus here.
  open var canBecomeFocused: Bool { false }

  /// Whether this view has keyboard focus.
  public var isFocused: Bool { UIApplication.shared.focusedView === self }

  open func didAddSubview(_ subview: UIView) {}
  open func willRemoveSubview(_ subview: UIView) {}
  open func didMoveToWindow() {}

  open override var next: UIResponder? { viewController ?? superview }

  // MARK: Layout

  public func setNeedsLayout() {
    needsLayout = true
    UIApplication.shared.setNeedsDisplay()
  }

  /// Lays out this view's subtree now if any part of it needs it.
  public func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for subview in subviews { subview.layoutIfNeeded() }
  }

  /// Override to position subviews; called when the bounds' size changed or after
  /// `setNeedsLayout()`.
  open func layoutSubviews() {
    viewController?.viewDidLayoutSubviews()
  }

  /// The size that fits the content; the default keeps the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  public func sizeToFit() {
    frame.size = sizeThatFits(
      CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
  }

  // MARK: Coordinates

  /// Local (bounds) coordinates → superview coordinates, from model or presentation values.
  static func transformToSuperview(
    center: CGPoint, bounds: CGRect, transform: CGAffineTransform,
    anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
  ) -> CGAffineTransform {
    CGAffineTransform(translationX: -anchorX(bounds, anchorPoint), y: -anchorY(bounds, anchorPoint))
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }

  /// The anchor point in bounds coordinates (the middle exactly as `midX` for the default).
  nonisolated static func anchorX(_ bounds: CGRect, _ anchor: CGPoint) -> CGFloat {
    anchor.x == 0.5 ? bounds.midX : bounds.minX + anchor.x * bounds.width
  }

  nonisolated static func anchorY(_ bounds: CGRect, _ anchor: CGPoint) -> CGFloat {
    anchor.y == 0.5 ? bounds.midY : bounds.minY + anchor.y * bounds.height
  }

  /// Local → window coordinates, using model values.
  var transformToWindow: CGAffineTransform {
    var result = Self.transformToSuperview(
      center: modelCenter, bounds: modelBounds, transform: modelTransform,
      anchorPoint: anchorPoint)
    var ancestor = superview
    while let view = ancestor, !(view is UIWindow) {
      result = result.concatenating(
        Self.transformToSuperview(
          center: view.modelCenter, bounds: view.modelBounds, transform: view.modelTransform,
          anchorPoint: view.anchorPoint))
      ancestor = view.superview
    }
    return result
  }

  /// Converts a point from this view's coordinates to `view`'s (window coordinates if nil).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let inWindow = point.applying(windowTransform)
    guard let view else { return inWindow }
    return inWindow.applying(view.windowTransform.inverted())
  }

  /// Converts a point from `view`'s coordinates (window coordinates if nil) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let inWindow = view.map { point.applying($0.windowTransform) } ?? point
    return inWindow.applying(windowTransform.inverted())
  }

  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let toWindow = windowTransform
    let transform = view.map { toWindow.concatenating($0.windowTransform.inverted()) } ?? toWindow
    return rect.applying(transform)
  }

  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    let fromWindow = windowTransform.inverted()
    let transform = view.map { $0.windowTransform.concatenating(fromWindow) } ?? fromWindow
    return rect.applying(transform)
  }

  /// Local → window coordinates; identity for a window itself.
  private var windowTransform: CGAffineTransform {
    self is UIWindow ? .identity : transformToWindow
  }

  // MARK: Hit testing

  /// Whether `point` (in local coordinates) is inside the view.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// The deepest visible, interactive view containing `point` (in local coordinates).
  /// Hidden views, views with alpha below 0.01, views with interaction disabled and views
  /// under an animation that does not allow user interaction are skipped, as in UIKit.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, !isAnimatingWithoutInteraction,
      self.point(inside: point, with: event)
    else { return nil }
    for subview in subviews.reversed() {
      let local = point.applying(
        Self.transformToSuperview(
          center: subview.center, bounds: subview.bounds, transform: subview.transform,
          anchorPoint: subview.anchorPoint
        ).inverted())
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  private var isAnimatingWithoutInteraction: Bool {
    animations.contains { !$0.driver.allowsUserInteraction }
  }

  // MARK: Drawing

  /// Appends this subtree's drawing, in presentation values, to `list`. `sublayerTransform`
  /// is the superview's, about its anchor point, when it has one.
  func draw(
    into list: inout DisplayList, parentTransform: CGAffineTransform, parentAlpha: CGFloat,
    clip: CGRect?, sublayerTransform: CATransform3D? = nil
  ) {
    guard !isHidden else { return }
    let values = presentationValues()
    let alpha = parentAlpha * values.alpha
    guard alpha > 0.001 else { return }
    if values.transform3D == CATransform3DIdentity, sublayerTransform == nil {
      let toWindow = Self.transformToSuperview(
        center: values.center, bounds: values.bounds, transform: values.transform,
        anchorPoint: anchorPoint
      ).concatenating(parentTransform)
      drawLayer(values, into: &list, toWindow: toWindow, alpha: alpha, clip: clip)
      return
    }
    // In 3D: the layer's plane, projected.
    let bounds = values.bounds
    var toSuperview = CATransform3DMakeTranslation(
      -Self.anchorX(bounds, anchorPoint), -Self.anchorY(bounds, anchorPoint), 0)
    toSuperview = toSuperview.concatenating(
      values.transform3D == CATransform3DIdentity
        ? CATransform3D(values.transform) : values.transform3D)
    toSuperview = toSuperview.concatenating(
      CATransform3DMakeTranslation(values.center.x, values.center.y, 0))
    if let sublayerTransform { toSuperview = toSuperview.concatenating(sublayerTransform) }
    let projection = toSuperview.planeProjection.concatenating(
      ProjectiveTransform(parentTransform))
    if let affine = projection.affineTransform {
      drawLayer(values, into: &list, toWindow: affine, alpha: alpha, clip: clip)
      return
    }
    // Drawn flat into its own picture, then projected, as Core Animation flattens a
    // transformed layer. Nothing shows of a layer that reaches behind the viewer, or of the
    // back of one that is not double sided.
    let corners = bounds.corners
    guard corners.allSatisfy({ projection.weight(of: $0) > 1e-6 }) else { return }
    if !layer.isDoubleSided, projection.reversesOrientation(of: bounds) { return }
    var contents = DisplayList()
    drawLayer(
      values, into: &contents,
      toWindow: CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY), alpha: 1,
      clip: clipsToBounds ? CGRect(origin: .zero, size: bounds.size) : nil)
    let layerToWindow = ProjectiveTransform(
      CGAffineTransform(translationX: bounds.minX, y: bounds.minY)
    ).concatenating(projection)
    list.commands.append(
      DrawCommand(
        kind: .layer(contents, size: bounds.size, projection: layerToWindow),
        transform: .identity, alpha: alpha, clip: clip))
  }

  /// Draws the layer itself (background, content, border) and its sublayers, given where
  /// its bounds go.
  func drawLayer(
    _ values: PresentationValues, into list: inout DisplayList, toWindow: CGAffineTransform,
    alpha: CGFloat, clip: CGRect?
  ) {
    let localBounds = values.bounds
    var childClip = clip
    if clipsToBounds {
      let mine = localBounds.applying(toWindow)
      childClip = clip.map { $0.intersection(mine) } ?? mine
    }
    // clipsToBounds clips the view's own content too (an aspect-fill image, long text), as
    // masksToBounds clips a layer's contents.
    var context = DrawingContext(transform: toWindow, alpha: alpha, clip: childClip)
    if let color = values.backgroundColor, color.alpha > 0 {
      context.fill(localBounds, color: color, cornerRadius: layer.cornerRadius)
    }
    draw(localBounds, in: &context)
    list.commands.append(contentsOf: context.commands)
    if childClip?.isEmpty != true {
      var aroundAnchor: CATransform3D?
      if layer.sublayerTransform != CATransform3DIdentity {
        let x = Self.anchorX(localBounds, anchorPoint)
        let y = Self.anchorY(localBounds, anchorPoint)
        aroundAnchor = CATransform3DMakeTranslation(-x, -y, 0)
          .concatenating(layer.sublayerTransform)
          .concatenating(CATransform3DMakeTranslation(x, y, 0))
      }
      for subview in subviews {
        subview.draw(
          into: &list, parentTransform: toWindow, parentAlpha: alpha, clip: childClip,
          sublayerTransform: aroundAnchor)
      }
    }
    if layer.borderWidth > 0 {
      context.commands = []
      context.stroke(
        localBounds, color: layer.borderColor, width: layer.borderWidth,
        cornerRadius: layer.cornerRadius)
      list.commands.append(contentsOf: context.commands)
    }
  }

  /// Override to draw content above the background and below the subviews.
  open func draw(_ rect: CGRect, in context: inout DrawingContext) {}
}
