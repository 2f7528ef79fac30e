import Foundation

/// What a view keeps for Auto Layout, made the first time it takes part.
@MainActor
final class ViewLayoutState {
  var translatesAutoresizingMaskIntoConstraints = true
  /// The constraints installed on the view (UIKit's `constraints`).
  var installed: [NSLayoutConstraint] = []
  var guides: [UILayoutGuide] = []
  var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
  var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  var marginsGuide: UILayoutGuide?
  var safeAreaGuide: UILayoutGuide?
  /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`.
  var scrollContentGuide: UILayoutGuide?
  var scrollFrameGuide: UILayoutGuide?
  var needsUpdateConstraints = false
  /// The layout of the hierarchy this view is the root of, once it has constraints.
  var engine: LayoutEngine?
  /// Whether a layout follows this view's frame (its frame changes mark it for an update).
  var isFollowedByEngine = false
}

/// Auto Layout on views, as UIKit's: anchors, constraints, guides, margins, intrinsic
/// content size and its priorities, and the constraint pass.
extension UIView: LayoutItem, AnchorProviding {
  var layoutView: UIView? { self }

  var layoutStateForWriting: ViewLayoutState {
    if let layoutState { return layoutState }
    let state = ViewLayoutState()
    layoutState = state
    return state
  }

  // MARK: Anchors

  /// The view's leading edge: its left edge here.
  public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
  /// The view's trailing edge: its right edge here.
  public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
  /// The view's left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
  /// The view's right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
  /// The view's horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
  /// The view's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
  /// The view's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
  /// The view's vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
  /// A label's first baseline; another view's bottom edge.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
  /// A label's last baseline; another view's bottom edge.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
  /// The view's width.
  public var widthAnchor: NSLayoutDimension { dimension(.width) }
  /// The view's height.
  public var heightAnchor: NSLayoutDimension { dimension(.height) }

  // MARK: Constraints

  /// Whether the view's frame (and autoresizing mask) places it: true for views made in code,
  /// as in UIKit. Set it to false for constraints to place the view.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { layoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
    set {
      guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
      layoutStateForWriting.translatesAutoresizingMaskIntoConstraints = newValue
      LayoutEngine.structureDidChange(around: self)
    }
  }

  /// The constraints installed on this view: those whose closest common ancestor it is.
  public var constraints: [NSLayoutConstraint] { layoutState?.installed ?? [] }

  /// UIKit's older way to activate a constraint: installs it on this view.
  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.activate(on: self) }

  /// Installs each of `constraints` on this view, as `addConstraint(_:)`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Deactivates `constraint` if it is installed on this view.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedOn === self else { return }
    constraint.isActive = false
  }

  /// Deactivates each of `constraints` that is installed on this view.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  // MARK: Guides and margins

  /// The guides added with `addLayoutGuide(_:)` (not the margins or safe area guides).
  public var layoutGuides: [UILayoutGuide] { layoutState?.guides ?? [] }

  /// Adds `guide` to the view's layout, taking it from the view that had it.
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView !== self else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    layoutStateForWriting.guides.append(guide)
  }

  /// Removes `guide`, if this view has it, from the view's layout.
  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView === self else { return }
    layoutState?.guides.removeAll { $0 === guide }
    guide.owningView = nil
    LayoutEngine.structureDidChange(around: self)
  }

  /// The view's area inside its `layoutMargins`.
  public var layoutMarginsGuide: UILayoutGuide {
    ownGuide(\.marginsGuide, kind: .margins, identifier: "UIViewLayoutMarginsGuide")
  }

  /// The view's area inside its `safeAreaInsets` (below a navigation bar, clear of the home
  /// button's corner).
  public var safeAreaLayoutGuide: UILayoutGuide {
    ownGuide(\.safeAreaGuide, kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
  }

  /// The guide kept in `slot`, made on first use.
  func ownGuide(
    _ slot: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>, kind: UILayoutGuide.Kind,
    identifier: String
  ) -> UILayoutGuide {
    let state = layoutStateForWriting
    if let guide = state[keyPath: slot] { return guide }
    let guide = UILayoutGuide(kind: kind, owningView: self, identifier: identifier)
    state[keyPath: slot] = guide
    return guide
  }

  /// Room kept inside the view's edges for its content (8 points each side by default).
  public var layoutMargins: UIEdgeInsets {
    get { layoutState?.layoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
    set {
      guard newValue != layoutMargins else { return }
      layoutStateForWriting.layoutMargins = newValue
      layoutMarginsDidChange()
      LayoutEngine.structureDidChange(around: self)
    }
  }

  /// The margins by leading and trailing edge (left and right, here).
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return NSDirectionalEdgeInsets(
        top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    set {
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
        right: newValue.trailing)
    }
  }

  // MARK: Intrinsic content size

  /// UIKit's "no intrinsic size on this axis".
  public static let noIntrinsicMetric: CGFloat = -1

  /// The smallest size that fits UIKit's `layoutFittingCompressedSize` target.
  public static let layoutFittingCompressedSize = CGSize.zero
  /// The largest size, for `systemLayoutSizeFitting(_:)`.
  public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

  /// The content changed size: the layout asks `intrinsicContentSize` again.
  public func invalidateIntrinsicContentSize() {
    LayoutEngine.intrinsicSizeDidChange(of: self)
  }

  /// How strongly the view resists growing past its intrinsic size on `axis` (250 unless
  /// set; 251 for a label or an image view).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    layoutState?.hugging[axis] ?? (self is UILabel || self is UIImageView ? 251 : .defaultLow)
  }

  /// Sets how strongly the view resists growing past its intrinsic size on `axis`.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    layoutStateForWriting.hugging[axis] = priority
    LayoutEngine.intrinsicSizeDidChange(of: self)
  }

  /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 unless
  /// set).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    layoutState?.compressionResistance[axis] ?? .defaultHigh
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    layoutStateForWriting.compressionResistance[axis] = priority
    LayoutEngine.intrinsicSizeDidChange(of: self)
  }

  // MARK: The constraint pass

  /// Marks the view for `updateConstraints()` before the next layout.
  public func setNeedsUpdateConstraints() {
    guard layoutState?.needsUpdateConstraints != true else { return }
    layoutStateForWriting.needsUpdateConstraints = true
    ancestorsNeedConstraintUpdate()
    setNeedsLayout()
  }

  /// Marks the ancestors as having a view below that waits for `updateConstraints()`.
  func ancestorsNeedConstraintUpdate() {
    var ancestor = superview
    while let view = ancestor, !view.descendantNeedsConstraintUpdate {
      view.descendantNeedsConstraintUpdate = true
      ancestor = view.superview
    }
  }

  /// Whether `updateConstraints()` is due.
  public func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }

  /// Runs `updateConstraints()` now on this view and its subviews that asked for it,
  /// subviews first, as UIKit's.
  public func updateConstraintsIfNeeded() {
    if descendantNeedsConstraintUpdate {
      descendantNeedsConstraintUpdate = false
      for subview in subviews { subview.updateConstraintsIfNeeded() }
    }
    guard let state = layoutState, state.needsUpdateConstraints else { return }
    state.needsUpdateConstraints = false
    // A controller's view: the controller's pass, which updates the view's (UIKit's order).
    if let controller = viewController, controller.viewIfLoaded === self {
      controller.updateViewConstraints()
    } else {
      updateConstraints()
    }
  }

  /// The size the view's constraints give it for `targetSize`, as small as they allow
  /// (`layoutFittingCompressedSize`) or as large (`layoutFittingExpandedSize`).
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it, with the target width and height held at the
  /// given priorities (`.required` fixes one: the height for a given width, say).
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    updateConstraintsIfNeeded()
    return LayoutEngine.fittingSize(
      of: self, target: targetSize, priorities: (horizontalFittingPriority, verticalFittingPriority)
    )
  }

  /// Whether the constraints leave the view's frame undetermined (it could move or stretch
  /// without breaking any of them).
  public var hasAmbiguousLayout: Bool {
    var root = self
    while let superview = root.superview { root = superview }
    root.updateConstraintsIfNeeded()
    return LayoutEngine.isAmbiguous(self)
  }

  /// The closest view that is this one or an ancestor of it and of `other`.
  func closestCommonAncestor(with other: UIView) -> UIView? {
    var ancestors = Set<ObjectIdentifier>()
    var current: UIView? = self
    while let view = current {
      ancestors.insert(ObjectIdentifier(view))
      current = view.superview
    }
    current = other
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }
}

/// Insets by leading and trailing edge, as UIKit's.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Insets of the given sizes, in points.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
