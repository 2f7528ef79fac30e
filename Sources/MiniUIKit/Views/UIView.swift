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
      let old = modelTransform
      modelTransform = newValue
      modelDidChange(.transform, from: old, to: newValue)
    }
  }

  /// The view's rectangle in its superview's coordinates. With a non-identity transform it
  /// is the bounding box of the transformed bounds, and setting it is best avoided, as in
  /// UIKit.
  public var frame: CGRect {
    get { Self.frame(center: modelCenter, size: modelBounds.size, transform: modelTransform) }
    set {
      center = newValue.center
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

  /// The bounding box of a `size` rectangle transformed about `center`.
  nonisolated static func frame(center: CGPoint, size: CGSize, transform: CGAffineTransform)
    -> CGRect
  {
    if transform.isIdentity { return CGRect(center: center, size: size) }
    return CGRect(center: .zero, size: size).applying(transform)
      .offsetBy(dx: center.x, dy: center.y)
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
    center: CGPoint, bounds: CGRect, transform: CGAffineTransform
  ) -> CGAffineTransform {
    CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }

  /// Local → window coordinates, using model values.
  var transformToWindow: CGAffineTransform {
    var result = Self.transformToSuperview(
      center: modelCenter, bounds: modelBounds, transform: modelTransform)
    var ancestor = superview
    while let view = ancestor, !(view is UIWindow) {
      result = result.concatenating(
        Self.transformToSuperview(
          center: view.modelCenter, bounds: view.modelBounds, transform: view.modelTransform))
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
          center: subview.center, bounds: subview.bounds, transform: subview.transform
        ).inverted())
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  private var isAnimatingWithoutInteraction: Bool {
    animations.contains { !$0.driver.allowsUserInteraction }
  }

  // MARK: Drawing

  /// Appends this subtree's drawing, in presentation values, to `list`.
  func draw(
    into list: inout DisplayList, parentTransform: CGAffineTransform, parentAlpha: CGFloat,
    clip: CGRect?
  ) {
    guard !isHidden else { return }
    let values = presentationValues()
    let alpha = parentAlpha * values.alpha
    guard alpha > 0.001 else { return }
    let toWindow = Self.transformToSuperview(
      center: values.center, bounds: values.bounds, transform: values.transform
    ).concatenating(parentTransform)
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
      for subview in subviews {
        subview.draw(into: &list, parentTransform: toWindow, parentAlpha: alpha, clip: childClip)
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
