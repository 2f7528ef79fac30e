import Foundation

/// A rectangle on screen with a background, children, geometry that animates, and touches.
///
/// Geometry follows UIKit: `center` and `bounds` are the model; `frame` is derived from them
/// and `transform` (applied about the centre). Setting an animatable property inside an
/// animation block changes the model at once and animates the presentation value.
@preconcurrency @MainActor
open class UIView: UIResponder {
  // The stored properties a frame reads for every view on screen are
  // `@exclusivity(unchecked)`: the runtime's check of each access to a class's stored
  // property was a quarter of the toolkit's time in a frame of thousands of views. They are
  // plain values, used on the main actor only, and no access to one overlaps another.

  /// The layer that holds what the view shows (its geometry, opacity, background, corners,
  /// contents and animations), made from `layerClass` with the view. The view's properties
  /// read and write it.
  @exclusivity(unchecked) public let layer: CALayer

  /// The class of the view's layer: override it to back the view with a `CAShapeLayer`, a
  /// `CAGradientLayer` or a layer class of your own.
  open class var layerClass: AnyClass { CALayer.self }

  /// Whether the layer's transform is not affine, so that `transform` is the identity and
  /// `transform3D` holds it (most views': never); a frame need not compare it with the
  /// identity.
  @exclusivity(unchecked) private(set) var hasTransform3D = false

  /// The view this one is a subview of. Held unowned, and cleared by the superview's deinit:
  /// a weak reference would give every view with subviews a side table, which sends each
  /// retain and release of it down the runtime's slow path (a tenth of a large grid's
  /// toolkit work in a frame).
  public internal(set) var superview: UIView? {
    get { superviewStorage }
    set { superviewStorage = newValue }
  }
  @exclusivity(unchecked) nonisolated(unsafe) private unowned(unsafe) var superviewStorage: UIView?
  /// The view's children, back to front.
  @exclusivity(unchecked) public internal(set) var subviews: [UIView] = [] {
    didSet { subviewsVersion &+= 1 }
  }
  /// Counts the changes to `subviews`: a collection view keeps its cells' drawing order until
  /// something changes it (see `UICollectionView.orderCells`).
  @exclusivity(unchecked) private(set) var subviewsVersion = 0
  /// Whether this is the application's `focusedView` (kept by the application, so that a
  /// frame need not ask it for every view).
  @exclusivity(unchecked) var holdsFocus = false
  /// The controller whose root view this is (set by UIViewController).
  weak var viewController: UIViewController?
  private var needsLayout = true
  /// Whether some view below needs layout: a layout pass walks only such subtrees. Set on
  /// every ancestor of a view that needs layout (a layout pass clears it on the way down).
  private var descendantNeedsLayout = false
  /// Whether some view below waits for `updateConstraints()`: the constraint pass walks only
  /// such subtrees.
  var descendantNeedsConstraintUpdate = false
  /// Auto Layout's state, once the view takes part (see UIView+AutoLayout).
  var layoutState: ViewLayoutState?

  /// Whether the view goes undrawn while its bounds lie wholly outside what clips it: a
  /// collection view's cells laid out ahead, beyond the visible area, which UIKit hides until
  /// they scroll into view.
  @exclusivity(unchecked) var isDrawnOnlyWhereItShows = false

  /// Whether the view and its subviews go undrawn and take no touches; a stack view's
  /// arranged subview also gives up its place.
  open var isHidden: Bool {
    get { layer.storedIsHidden }
    set {
      let oldValue = layer.storedIsHidden
      layer.storedIsHidden = newValue
      UIApplication.shared.setNeedsDisplay()
      if newValue != oldValue { isHiddenDidChange() }
      if newValue != oldValue, let stack = superview as? UIStackView,
        stack.arrangedSubviews.contains(where: { $0 === self })
      {
        stack.arrangedSubviewVisibilityDidChange()
      }
    }
  }
  /// Whether touches reach the view and its subviews (default true); Tab skips them when false.
  public var isUserInteractionEnabled = true
  /// Whether the subviews are drawn only within the view's bounds (the layer's `masksToBounds`).
  public var clipsToBounds: Bool {
    get { layer.storedMasksToBounds }
    set {
      layer.storedMasksToBounds = newValue
      UIApplication.shared.setNeedsDisplay()
    }
  }
  /// How the view follows its superview's size changes.
  public var autoresizingMask: AutoresizingMask = []
  /// The frame autoresizing last gave the view before sizes were clamped at zero.
  var autoresizedFrame: CGRect?
  /// Recognizers that see this view's touches (and its subviews').
  var attachedRecognizers: [UIGestureRecognizer] = []

  /// The view's recognizers (nil when none, as UIKit's); setting it replaces them.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
    set {
      for recognizer in attachedRecognizers { removeGestureRecognizer(recognizer) }
      for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
    }
  }
  /// How the view's content fills it (an image view's image); every view has it, as in
  /// UIKit.
  @exclusivity(unchecked) open var contentMode = ContentMode.scaleToFill

  /// A tag to find the view by, as UIKit's `tag`.
  public var tag = 0

  /// A view with the given frame, in no superview.
  public init(frame: CGRect) {
    layer = Self.makeLayer()
    super.init()
    layer.owningViewStorage = self
    layer.modelValues.position = frame.center
    layer.modelValues.bounds = CGRect(origin: .zero, size: frame.size)
    if Self.requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
  }

  public convenience override init() { self.init(frame: .zero) }

  /// A view with a zero frame: nothing is decoded (there are no nibs). As in UIKit, a subclass
  /// with initializers of its own writes `required init?(coder:)`, which may call this one.
  public required init?(coder: NSCoder) {
    layer = Self.makeLayer()
    super.init()
    layer.owningViewStorage = self
    if Self.requiresConstraintBasedLayout { setNeedsUpdateConstraints() }
  }

  /// A layer of `layerClass` (a plain one, with a warning, when that is not a layer class).
  private static func makeLayer() -> CALayer {
    guard let layerType = layerClass as? CALayer.Type else {
      UIApplication.shared.environment.logger.warning(
        "UIView: layerClass \(layerClass) of \(Self.self) is not a CALayer subclass; using CALayer")
      return CALayer()
    }
    return layerType.init()
  }

  // What points back at this view unowned (its subviews' `superview`, its layer's view)
  // stops pointing here.
  deinit {
    for subview in subviews { subview.superviewStorage = nil }
    layer.owningViewStorage = nil
  }

  // MARK: Geometry

  /// The view's centre in its superview's coordinates: the layer's `position`.
  open var center: CGPoint {
    get { layer.modelValues.position }
    set {
      let old = layer.modelValues.position
      let action = actionForChange(.center)
      layer.modelValues.position = newValue
      modelDidChange(.center, changed: old != newValue, action: action)
      if layoutState?.isFollowedByEngine == true { LayoutEngine.frameDidChange(of: self) }
    }
  }

  /// The view's rectangle in its own coordinates; a new size lays out the subviews again
  /// (their autoresizing masks, then `layoutSubviews()`).
  open var bounds: CGRect {
    get { layer.modelValues.bounds }
    set {
      let old = layer.modelValues.bounds
      let action = actionForChange(.bounds)
      layer.modelValues.bounds = newValue
      if old.size != newValue.size {
        resizeSubviews(from: old.size)
        setNeedsLayout()
        if layoutState?.isFollowedByEngine == true { LayoutEngine.frameDidChange(of: self) }
      }
      modelDidChange(.bounds, changed: old != newValue, action: action)
    }
  }

  /// The layer's transform when it is affine (the identity while it is not).
  open var transform: CGAffineTransform {
    get { hasTransform3D ? .identity : layer.modelValues.transform.affinePart }
    set {
      // One property with `layer.transform`: an affine transform replaces a 3D one.
      if newValue != .identity, hasTransform3D {
        transform3D = CATransform3DIdentity
      }
      let old = transform
      let action = actionForChange(.transform)
      if !hasTransform3D { layer.modelValues.transform = CATransform3D(newValue) }
      modelDidChange(.transform, changed: old != newValue, action: action)
    }
  }

  /// The layer's transform when it is not affine (else the identity, and `transform`
  /// holds it): the two are one property, as in UIKit (see `CALayer.transform`).
  var transform3D: CATransform3D {
    get { hasTransform3D ? layer.modelValues.transform : CATransform3DIdentity }
    set {
      let old = transform3D
      let action = actionForChange(.transform3D)
      hasTransform3D = newValue != CATransform3DIdentity
      if hasTransform3D || old != CATransform3DIdentity {
        layer.modelValues.transform = newValue
      }
      modelDidChange(.transform3D, changed: old != newValue, action: action)
    }
  }

  /// The point of the bounds (in unit coordinates) that `center` positions and transforms
  /// turn about: `layer.anchorPoint`.
  var anchorPoint: CGPoint {
    get { layer.modelValues.anchorPoint }
    set {
      layer.modelValues.anchorPoint = newValue
      UIApplication.shared.setNeedsDisplay()
    }
  }

  /// The view's rectangle in its superview's coordinates. With a non-identity transform it
  /// is the bounding box of the transformed bounds, and setting it is best avoided, as in
  /// UIKit.
  open var frame: CGRect {
    get {
      Self.frame(
        center: center, size: bounds.size, transform: transform, anchorPoint: anchorPoint)
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

  /// The view's opacity, 0 to 1 (default 1), its subviews' too; below 0.01 it takes no touches.
  open var alpha: CGFloat {
    get { layer.modelValues.opacity }
    set {
      let old = layer.modelValues.opacity
      let action = actionForChange(.alpha)
      layer.modelValues.opacity = newValue
      modelDidChange(.alpha, changed: old != newValue, action: action)
    }
  }

  /// The colour the view's bounds are filled with; nil (the default) fills nothing.
  open var backgroundColor: UIColor? {
    get { layer.modelValues.backgroundColor }
    set {
      let old = layer.modelValues.backgroundColor
      let action = actionForChange(.backgroundColor)
      layer.modelValues.backgroundColor = newValue
      // nil animates as clear, as in Core Animation.
      modelDidChange(
        .backgroundColor, changed: (old ?? .clear) != (newValue ?? .clear), action: action)
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

  /// Whether Tab can move keyboard focus here.
  open var canBecomeFocused: Bool { false }

  /// Whether this view has keyboard focus.
  public var isFocused: Bool { UIApplication.shared.focusedView === self }

  /// A subview was added (not when one only moved among its siblings).
  open func didAddSubview(_ subview: UIView) {}
  /// A subview is about to leave: removed, or moving to another superview.
  open func willRemoveSubview(_ subview: UIView) {}
  /// The view (or an ancestor) moved into a window or out of its window; see `window`.
  open func didMoveToWindow() {}
  /// The view is about to move into `newSuperview` (nil: out of its superview).
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// The view moved into a superview or out of its superview; see `superview`.
  open func didMoveToSuperview() {}
  /// The view (or an ancestor) is about to move into `newWindow` (nil: out of its window).
  open func willMove(toWindow newWindow: UIWindow?) {}

  // MARK: Layout direction

  /// How the view's content is laid out whatever the language's direction (`.unspecified`:
  /// as its superview's, which follows the app's), as UIKit's.
  open var semanticContentAttribute = UISemanticContentAttribute.unspecified {
    didSet {
      guard semanticContentAttribute != oldValue else { return }
      // Laid out again only if it now reads the other way.
      let before =
        oldValue == .unspecified
        ? superview?.effectiveUserInterfaceLayoutDirection
          ?? UIApplication.shared.userInterfaceLayoutDirection
        : Self.userInterfaceLayoutDirection(for: oldValue)
      guard effectiveUserInterfaceLayoutDirection != before else { return }
      UIApplication.shared.layoutDirectionDidChange(in: self)
    }
  }

  /// Whether the view lays its content out left to right or right to left: as its semantic
  /// content attribute says, else as its superview does, else as the app's language.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    var view: UIView? = self
    while let current = view {
      switch current.semanticContentAttribute {
      case .forceRightToLeft: return .rightToLeft
      case .forceLeftToRight, .playback, .spatial: return .leftToRight
      case .unspecified: view = current.superview
      }
    }
    return UIApplication.shared.userInterfaceLayoutDirection
  }

  /// The direction a view of `attribute` lays its content out in, in this app.
  public static func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    switch attribute {
    case .forceRightToLeft: return .rightToLeft
    case .forceLeftToRight, .playback, .spatial: return .leftToRight
    case .unspecified: return UIApplication.shared.userInterfaceLayoutDirection
    }
  }

  // MARK: Traits

  /// Light or dark for the view and its subviews, over what they inherit (`.unspecified`:
  /// as inherited), as UIKit's.
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
    didSet {
      guard overrideUserInterfaceStyle != oldValue else { return }
      UIApplication.shared.traitChangeCount += 1
      let inherited = inheritedTraitCollection
      let previousStyle =
        oldValue != .unspecified
        ? oldValue : viewController?.overrideUserInterfaceStyle ?? .unspecified
      traitsDidChange(
        from: inherited.with(userInterfaceStyle: previousStyle),
        to: applyingTraitOverrides(to: inherited))
    }
  }

  /// The view's traits changed (the desktop turned dark, say) from `previousTraitCollection`;
  /// `traitCollection` is the new ones, and `UITraitCollection.current` too.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Who asked to hear of trait changes (`registerForTraitChanges(_:handler:)`).
  var traitRegistrations = TraitChangeRegistrations()
  /// The traits the view last heard of, and when (`UIApplication.traitChangeCount`): a view
  /// out of its window while traits changed hears of it when it comes back.
  var traitsLastSeen: (traits: UITraitCollection, changeCount: Int)?

  // MARK: Tint

  /// The colour controls draw their accent in: the view's own, else its superview's, else
  /// the system blue, as UIKit's; grey where the tint is dimmed (`tintAdjustmentMode`).
  open var tintColor: UIColor! {
    get {
      // One walk up finds both the nearest own tint and the nearest own adjustment.
      var (tint, mode): (UIColor?, TintAdjustmentMode) = (nil, .automatic)
      var view: UIView? = self
      while let current = view, tint == nil || mode == .automatic {
        tint = tint ?? current.ownTintColor
        if mode == .automatic { mode = current.ownTintAdjustmentMode }
        view = current.superview
      }
      let color = tint ?? .systemBlue
      return mode == .dimmed ? color.dimmedTint : color
    }
    set {
      ownTintColor = newValue
      tintDidChangeInSubtree()
    }
  }
  private var ownTintColor: UIColor?

  /// Whether the tint shows or is dimmed, as UIKit's.
  public enum TintAdjustmentMode: Int, Sendable {
    /// As the superview's (normal at the top).
    case automatic
    /// The tint shows as it is.
    case normal
    /// Grey: what a view behind a sheet shows.
    case dimmed
  }

  /// Whether the tint is dimmed: the view's own mode, else its superview's; never
  /// `.automatic` when read. Setting it tells the subtree its tint changed.
  open var tintAdjustmentMode: TintAdjustmentMode {
    get {
      var view: UIView? = self
      while let current = view {
        if current.ownTintAdjustmentMode != .automatic { return current.ownTintAdjustmentMode }
        view = current.superview
      }
      return .normal
    }
    set {
      let old = tintAdjustmentMode
      ownTintAdjustmentMode = newValue
      if tintAdjustmentMode != old { tintAdjustmentDidChangeInSubtree() }
    }
  }
  private var ownTintAdjustmentMode = TintAdjustmentMode.automatic

  private func tintAdjustmentDidChangeInSubtree() {
    tintColorDidChange()
    for subview in subviews where subview.ownTintAdjustmentMode == .automatic {
      subview.tintAdjustmentDidChangeInSubtree()
    }
  }

  /// The tint changed (set here, or on an ancestor): a view that draws with it redraws.
  open func tintColorDidChange() {}

  private func tintDidChangeInSubtree() {
    tintColorDidChange()
    for subview in subviews where subview.ownTintColor == nil { subview.tintDidChangeInSubtree() }
  }

  /// `isHidden` changed (a spinner stops its animation while hidden).
  func isHiddenDidChange() {}

  open override var next: UIResponder? { viewController ?? superview }

  // MARK: Focus and layout

  /// Marks the view for layout: `layoutSubviews()` runs in the next layout pass (the next
  /// frame's, or `layoutIfNeeded()`).
  public func setNeedsLayout() {
    needsLayout = true
    var ancestor = superview
    while let view = ancestor, !view.descendantNeedsLayout {
      view.descendantNeedsLayout = true
      ancestor = view.superview
    }
    UIApplication.shared.setNeedsDisplay()
  }

  /// Lays out this view's subtree now if any part of it needs it: constraints that changed
  /// first (`updateConstraints()`, then the solved frames, inside whatever animation block
  /// is open), then `layoutSubviews()` top down. What layout changed (constraints, views
  /// that wait for `updateConstraints()`) is taken in by another round, up to
  /// `layoutRoundLimit`; past it, the log says so once and the rest waits for the next pass.
  public func layoutIfNeeded() {
    for _ in 0..<Self.layoutRoundLimit {
      updateConstraintsIfNeeded()
      LayoutEngine.updateIfNeeded(around: self)
      layOutSubtree()
      guard
        descendantNeedsConstraintUpdate || needsUpdateConstraints()
          || LayoutEngine.hasChanges(around: self)
      else { return }
    }
    LayoutEngine.reportUnsettledLayout(around: self, rounds: Self.layoutRoundLimit)
  }

  /// The most rounds one layout pass takes.
  static let layoutRoundLimit = 8

  /// Lays out this view if it needs it, then the subviews below which some view does.
  private func layOutSubtree() {
    if needsLayout {
      needsLayout = false
      // A controller hears of its view's layout around it, as in UIKit.
      let controller = viewController?.viewIfLoaded === self ? viewController : nil
      controller?.viewWillLayoutSubviews()
      layoutSubviews()
      controller?.viewDidLayoutSubviews()
    }
    // Cleared before the walk: a view that this walk marks again is walked to again.
    guard descendantNeedsLayout else { return }
    descendantNeedsLayout = false
    for subview in subviews { subview.layOutSubtree() }
  }

  /// Override to position subviews; called when the bounds' size changed or after
  /// `setNeedsLayout()`. (Auto Layout has placed the subviews it places by then.)
  open func layoutSubviews() {}

  /// The safe area changed (see `safeAreaInsets`); the view lays out again anyway.
  open func safeAreaInsetsDidChange() {}

  /// The content's natural size, which constraints keep with the view's hugging and
  /// compression-resistance priorities; `noIntrinsicMetric` (-1) on an axis without one.
  open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

  /// Override to add or change constraints before layout (call super last); runs after
  /// `setNeedsUpdateConstraints()`.
  open func updateConstraints() {}

  /// Whether the view needs Auto Layout to work: when true, its `updateConstraints()` runs
  /// before its first layout, even with no constraints yet, as in UIKit.
  open class var requiresConstraintBasedLayout: Bool { false }

  /// The layout margins changed.
  open func layoutMarginsDidChange() {}

  /// The size that fits the content; the default keeps the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits(_:)` of an unbounded size, keeping its origin.
  public func sizeToFit() {
    frame.size = sizeThatFits(
      CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
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
    // While a property animator moves it, its size as shown (see `hitTestingPlace`).
    let isInside =
      isHitTestedOnScreen
      ? hitTestingPlace.bounds.contains(point) : self.point(inside: point, with: event)
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, !isAnimatingWithoutInteraction,
      isInside
    else { return nil }
    for subview in subviews.reversed() {
      let place = subview.hitTestingPlace
      let local = point.applying(
        Self.transformToSuperview(
          center: place.center, bounds: place.bounds, transform: place.transform,
          anchorPoint: subview.anchorPoint
        ).inverted())
      if let hit = subview.hitTest(local, with: event) { return hit }
    }
    return self
  }

  /// Where touches find the view: on screen while a property animator without manual hit
  /// testing moves it, as UIKit's (its place, size and transform as shown); otherwise at its
  /// model values.
  private var hitTestingPlace: (center: CGPoint, bounds: CGRect, transform: CGAffineTransform) {
    guard isHitTestedOnScreen else {
      return (center, bounds, transform)
    }
    return (
      presentationValue(.center, model: center), presentationValue(.bounds, model: bounds),
      presentationValue(.transform, model: transform)
    )
  }

  private var isHitTestedOnScreen: Bool {
    hasAnimation(whoseDriver: { $0.isHitTestedOnScreen })
  }

  private var isAnimatingWithoutInteraction: Bool {
    hasAnimation(whoseDriver: { !$0.allowsUserInteraction })
  }

  // MARK: Animation

  /// The action for a change of the layer's property at `event`, as UIKit's: inside an
  /// animation block, one that adds the change's animations (for the properties a view
  /// animates: position, bounds, transform, opacity, background colour, corner radius);
  /// otherwise `NSNull()`, nothing. Override it to animate a change your own way.
  open func action(for layer: CALayer, forKey event: String) -> CAAction? {
    guard let context = UIApplication.shared.stage.animationContext, let driver = context.driver,
      let property = AnimatableProperty(actionKey: event)
    else { return NSNull() }
    return ViewAnimationAction(context: context, driver: driver, view: self, property: property)
  }

  /// The user's text size changed to `category`: views whose fonts follow it (labels, text
  /// fields) take the new size.
  func contentSizeCategoryDidChange(to category: UIContentSizeCategory) {}

  // MARK: Drawing

  /// The view's layer is about to draw it, `toWindow` taking its bounds to the window: a
  /// scroll view says where its content is.
  func layerWillDraw(
    bounds: CGRect, toWindow: CGAffineTransform, clip: CGRect?, into list: inout DisplayList
  ) {}

  /// The view's layer drew it and its subviews, as the commands of `list` from `start` on:
  /// a vibrancy effect's content view colours them.
  func layerDidDraw(from start: Int, into list: inout DisplayList) {}

  /// Draws the view's content above its background and below its subviews, each frame,
  /// into the toolkit's display list: the layer's drawing from `draw(_:)`, by default, and
  /// the focus ring round a focused view when focus shows. Toolkit views draw their content
  /// here; one that draws calls `super`.
  open func draw(_ rect: CGRect, in context: inout DrawingContext) {
    layer.drawRecorded(in: rect, context: &context)
    if holdsFocus {
      FocusRing.draw(round: rect, cornerRadius: layer.cornerRadius, of: self, in: &context)
    }
  }

  /// Whether the view draws content of its own besides its layer's background and border
  /// (rounded corners that clip must cut it): what `draw(_:)` draws, drawn now if it waits
  /// to be.
  var drawsContent: Bool {
    layer.displayIfNeeded()
    return layer.drawnContent.map { !$0.commands.isEmpty } ?? false
  }

  /// Override to draw the view's content with Core Graphics, as in UIKit:
  /// `UIGraphicsGetCurrentContext()`, `UIBezierPath.fill()`, `UIColor.setFill()`, text and
  /// images, in the bounds' coordinates. Called once, then again after `setNeedsDisplay()`
  /// and, with `contentMode = .redraw`, when the size changes (other content modes stretch
  /// what was drawn). `rect` is the whole bounds.
  open func draw(_ rect: CGRect) {}

  /// Draws the view's layer: `draw(_:)`, with `ctx` made current (`CALayerDelegate`).
  open func draw(_ layer: CALayer, in ctx: CGContext) {
    UIGraphicsPushContext(ctx)
    draw(layer.bounds)
    UIGraphicsPopContext()
  }

  /// Marks the content to be drawn again (`draw(_:)`) before the next frame.
  open func setNeedsDisplay() { layer.setNeedsDisplay() }

  /// Marks the content to be drawn again; all of it is.
  open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

  // MARK: Accessibility

  /// Whether the view keeps its colours when the system inverts them (UIKit's Smart
  /// Invert, for photos and video). Kept as set: the Linux desktop inverts the whole
  /// screen, not an app's views, so nothing here reads it.
  public var accessibilityIgnoresInvertColors: Bool {
    get { accessibilityStorage?.ignoresInvertColors ?? false }
    set { accessibilityAttributes.ignoresInvertColors = newValue }
  }

  /// The frame set, else the view's bounds in the window.
  open override var accessibilityFrame: CGRect {
    get { accessibilityStorage?.frame ?? convert(bounds, to: nil) }
    set { super.accessibilityFrame = newValue }
  }
}
