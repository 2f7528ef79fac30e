import Foundation

/// A row or column of views laid out by constraints it makes itself, as UIKit's UIStackView:
/// along `axis` the arranged subviews follow each other `spacing` apart and share the length
/// as `distribution` says; across it they line up as `alignment` says. A hidden arranged view
/// gives up its place (inside an animation block the others move into it with the block).
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How a stack view shares its length among its views.
  public enum Distribution: Int, Sendable {
    /// The views fill the length; the one that hugs its content least stretches.
    case fill
    /// Every view the same length.
    case fillEqually
    /// Lengths in proportion to the views' intrinsic lengths.
    case fillProportionally
    /// The views keep their own lengths, with equal gaps between them.
    case equalSpacing
    /// The views keep their own lengths, with their centres equally far apart.
    case equalCentering
  }

  /// How a stack view lines its views up across its axis.
  public enum Alignment: Int, Sendable {
    /// Each view fills the stack across the axis.
    case fill
    /// Against the start across the axis: a row's top, a column's leading edge.
    case leading
    /// In a row, the views' first baselines in line (a label's; another view's bottom edge).
    case firstBaseline
    /// Centred across the axis.
    case center
    /// Against the end across the axis: a row's bottom, a column's trailing edge.
    case trailing
    /// In a row, the views' last baselines in line (a label's; another view's bottom edge).
    case lastBaseline

    /// `leading`, in a row.
    public static let top = Alignment.leading
    /// `trailing`, in a row.
    public static let bottom = Alignment.trailing
  }

  /// `setCustomSpacing(_:after:)`'s value for "the stack view's own spacing".
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// `setCustomSpacing(_:after:)`'s value for "the system spacing" (8 points here).
  public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

  /// The views the stack lays out, in order (hidden ones included).
  public private(set) var arrangedSubviews: [UIView] = []
  /// Whether the views form a row (`.horizontal`, the default) or a column (`.vertical`).
  public var axis = NSLayoutConstraint.Axis.horizontal { didSet { arrangementDidChange() } }
  /// How the views share the length along the axis (`.fill` unless set).
  public var distribution = Distribution.fill { didSet { arrangementDidChange() } }
  /// How the views line up across the axis (`.fill` unless set).
  public var alignment = Alignment.fill { didSet { arrangementDidChange() } }
  /// The space between neighbouring views, in points (0 unless set); with `.equalSpacing` and
  /// `.equalCentering`, the least space.
  public var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
  /// Whether the views lie inside the stack view's layout margins rather than its edges.
  public var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  private var arrangement: [NSLayoutConstraint] = []
  private var spacers: [UILayoutGuide] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A stack view that arranges `views`, in order.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  public required init?(coder: NSCoder) { nil }

  // MARK: Arranged subviews

  /// Arranges `view` after the others, adding it as a subview if it is not one.
  public func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Arranges `view` at `index` (moving it there if already arranged), adding it as a subview
  /// if it is not one.
  public func insertArrangedSubview(_ view: UIView, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangementDidChange()
  }

  /// Stops arranging `view`; it stays a subview, as in UIKit.
  public func removeArrangedSubview(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange()
  }

  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  /// The space after `arrangedSubview`, in place of `spacing`.
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    arrangementDidChange()
  }

  /// The space set after `arrangedSubview`, or `spacingUseDefault` when none is set.
  public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// An arranged view was hidden or shown: the others take or give up its place, inside the
  /// animation block if one is open.
  func arrangedSubviewVisibilityDidChange() {
    arrangementDidChange()
    if UIApplication.shared.stage.isInsideAnimationBlock {
      var root: UIView = self
      while let superview = root.superview { root = superview }
      root.layoutIfNeeded()
    }
  }

  // MARK: The constraints

  /// The arrangement is made anew in the constraint pass before the next layout, once however
  /// many changes came before it (a stack built view by view would otherwise make it once a
  /// view).
  private func arrangementDidChange() { setNeedsUpdateConstraints() }

  open override func updateConstraints() {
    arrange()
    super.updateConstraints()
  }

  private func arrange() {
    NSLayoutConstraint.deactivate(arrangement)
    for spacer in spacers { removeLayoutGuide(spacer) }
    arrangement = []
    spacers = []
    let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
    guard !views.isEmpty else { return }
    let edges: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    arrangeAlongTheAxis(views, in: edges)
    arrangeAcrossTheAxis(views, in: edges)
    NSLayoutConstraint.activate(arrangement)
  }

  /// Adds a constraint of the arrangement (activated with the others).
  private func relate(
    _ a: AnyObject, _ attributeA: NSLayoutConstraint.Attribute, _ b: AnyObject?,
    _ attributeB: NSLayoutConstraint.Attribute, relation: NSLayoutConstraint.Relation = .equal,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required
  ) {
    let made = NSLayoutConstraint(
      item: a, attribute: attributeA, relatedBy: relation, toItem: b, attribute: attributeB,
      multiplier: multiplier, constant: constant)
    made.priority = priority
    made.identifier = "UISV-arrangement"
    arrangement.append(made)
  }

  /// The constraints along the axis: the ends, the gaps and the distribution.
  private func arrangeAlongTheAxis(_ views: [UIView], in edges: LayoutItem) {
    let isRow = axis == .horizontal
    let lead: NSLayoutConstraint.Attribute = isRow ? .leading : .top
    let trail: NSLayoutConstraint.Attribute = isRow ? .trailing : .bottom
    let length: NSLayoutConstraint.Attribute = isRow ? .width : .height
    let center: NSLayoutConstraint.Attribute = isRow ? .centerX : .centerY
    relate(views[0], lead, edges, lead)
    relate(views[views.count - 1], trail, edges, trail)
    for (a, b) in zip(views, views.dropFirst()) {
      let gap = gap(after: a)
      switch distribution {
      case .fill, .fillEqually, .fillProportionally:
        relate(b, lead, a, trail, constant: gap)
      case .equalSpacing, .equalCentering:
        relate(b, lead, a, trail, relation: .greaterThanOrEqual, constant: gap)
        let spacer = UILayoutGuide()
        spacer.identifier = "UISV-distributing"
        addLayoutGuide(spacer)
        spacers.append(spacer)
        let measured: NSLayoutConstraint.Attribute = distribution == .equalSpacing ? trail : center
        relate(spacer, lead, a, measured)
        relate(spacer, trail, b, distribution == .equalSpacing ? lead : center)
        if spacer !== spacers.first, let model = spacers.first {
          relate(spacer, length, model, length)
        }
      }
    }
    switch distribution {
    case .fillEqually:
      for view in views.dropFirst() { relate(view, length, views[0], length) }
    case .fillProportionally:
      let lengths = views.map {
        max(isRow ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height, 0)
      }
      let total = lengths.reduce(0, +)
      let gaps = zip(views, views.dropFirst()).reduce(CGFloat(0)) { $0 + gap(after: $1.0) }
      for (view, own) in zip(views, lengths) {
        let share = total > 0 ? own / total : 1 / CGFloat(views.count)
        relate(view, length, edges, length, multiplier: share, constant: -gaps * share)
      }
    case .fill, .equalSpacing, .equalCentering:
      break
    }
  }

  /// The constraints across the axis: the alignment.
  private func arrangeAcrossTheAxis(_ views: [UIView], in edges: LayoutItem) {
    let isRow = axis == .horizontal
    let crossStart: NSLayoutConstraint.Attribute = isRow ? .top : .leading
    let crossEnd: NSLayoutConstraint.Attribute = isRow ? .bottom : .trailing
    let crossCenter: NSLayoutConstraint.Attribute = isRow ? .centerY : .centerX
    let crossLength: NSLayoutConstraint.Attribute = isRow ? .height : .width
    for view in views {
      switch alignment {
      case .fill:
        relate(view, crossStart, edges, crossStart)
        relate(view, crossEnd, edges, crossEnd)
      case .leading:
        relate(view, crossStart, edges, crossStart)
        relate(view, crossEnd, edges, crossEnd, relation: .lessThanOrEqual)
      case .trailing:
        relate(view, crossEnd, edges, crossEnd)
        relate(view, crossStart, edges, crossStart, relation: .greaterThanOrEqual)
      case .center:
        relate(view, crossCenter, edges, crossCenter)
        relate(view, crossStart, edges, crossStart, relation: .greaterThanOrEqual)
      case .firstBaseline, .lastBaseline:
        let baseline: NSLayoutConstraint.Attribute =
          alignment == .firstBaseline ? .firstBaseline : .lastBaseline
        if isRow, view !== views[0] { relate(view, baseline, views[0], baseline) }
        relate(view, crossStart, edges, crossStart, relation: .greaterThanOrEqual)
        relate(view, crossEnd, edges, crossEnd, relation: .lessThanOrEqual)
        relate(view, crossStart, edges, crossStart, priority: .fittingSizeLevel - 1)
      }
    }
    if alignment != .fill {
      // The stack hugs its tallest (widest) view, as UIKit's "canvas fit".
      relate(self, crossLength, nil, .notAnAttribute, priority: .fittingSizeLevel - 1)
    }
  }

  /// The space after `view`: its custom spacing, or the stack's.
  private func gap(after view: UIView) -> CGFloat {
    let custom = customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
    if custom == Self.spacingUseSystem { return systemSpacing }
    return custom == Self.spacingUseDefault ? spacing : custom
  }
}
