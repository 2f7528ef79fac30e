import Foundation

/// The Auto Layout of one view hierarchy, kept by its root view: the solver with every active
/// constraint of the hierarchy, the views and guides they name, and what ties them together.
///
/// A view's unknowns are its frame's origin in its superview (before transforms; scroll
/// offsets are not counted, so a scroll view's subviews are constrained in content
/// coordinates) and its size; a guide's are its frame in its owning view. A constraint reads
/// an edge in the root's coordinates, as the sum of the origins above it, so that the
/// origins two items share cancel out and the tableau's rows stay short. Views whose frames
/// place them (`translatesAutoresizing…` true, the root always) take part through edit
/// variables that follow their frames; the others get their frames from the solution. The engine is pulled: changes mark it dirty, and
/// `layoutIfNeeded()` brings it up to date, setting frames inside whatever animation block is
/// open, so that constraint changes animate as in UIKit.
@MainActor
final class LayoutEngine {
  /// The four unknowns of a view or guide: its origin in its superview or owner, its size.
  final class Unknowns {
    let left: LayoutVariable
    let top: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable

    init(_ name: String) {
      left = LayoutVariable("\(name).minX")
      top = LayoutVariable("\(name).minY")
      width = LayoutVariable("\(name).width")
      height = LayoutVariable("\(name).height")
    }

    var all: [LayoutVariable] { [left, top, width, height] }
  }

  /// A view placed by its frame: its origin is held by edit variables, its size by required
  /// constraints (or, sizing a view from its content, by edit variables too).
  private struct FrameDriven {
    unowned let view: UIView
    /// The size the constraints hold, and the constraints.
    var size: CGSize?
    var sizeConstraints: [LayoutSolverConstraint] = []
  }

  private struct Intrinsic {
    unowned let view: UIView
    var size: CGSize
    var constraints: [LayoutSolverConstraint]
  }

  private struct GuideTie {
    unowned let guide: UILayoutGuide
    var insets: UIEdgeInsets
    var constraints: [LayoutSolverConstraint]
  }

  unowned let root: UIView
  /// For `systemLayoutSizeFitting`: the root's size is held at a target, at priorities.
  private let fitting: (target: CGSize, priorities: (UILayoutPriority, UILayoutPriority))?
  private var solver = LayoutSolver()
  private var unknowns: [ObjectIdentifier: Unknowns] = [:]
  private var views: [UIView] = []
  private var guides: [UILayoutGuide] = []
  private var frameDriven: [FrameDriven] = []
  private var intrinsics: [ObjectIdentifier: Intrinsic] = [:]
  private var guideTies: [GuideTie] = []
  private var constraints: [NSLayoutConstraint] = []
  private var needsRebuild = true
  private var intrinsicsToRefresh: Set<ObjectIdentifier> = []
  private var changedConstraints: [NSLayoutConstraint] = []
  /// Constraints activated since the last layout, and those deactivated with what the solver
  /// held of them: taken in without making the solver anew.
  private var activatedConstraints: [NSLayoutConstraint] = []
  private var deactivatedConstraints: [(NSLayoutConstraint, LayoutSolverConstraint?)] = []
  /// Views that left the hierarchy since the last layout, with what is inside them.
  private var departedSubtrees: [UIView] = []
  /// How many of the solver's constraints belong to views that left (see `forget(subtree:)`).
  private var deadWeight = 0
  private var hasReportedConflicts = false
  private var hasReportedUnsettledLayout = false

  /// The strength that holds a frame-placed view where its frame says: just below required.
  private static let frameStrength = LayoutStrength.priority(999.9)

  init(
    root: UIView, fitting: (target: CGSize, priorities: (UILayoutPriority, UILayoutPriority))? = nil
  ) {
    self.root = root
    self.fitting = fitting
  }

  private func markDirty() {
    UIApplication.shared.stage.layoutEnginesWithChanges[ObjectIdentifier(self)] =
      WeakLayoutEngine(engine: self)
    UIApplication.shared.setNeedsDisplay()
  }

  // MARK: What changes reach the engine

  /// The engine of the hierarchy `view` is in, made if `create`.
  static func engine(around view: UIView, create: Bool) -> LayoutEngine? {
    var root = view
    while let superview = root.superview { root = superview }
    if let engine = root.layoutState?.engine { return engine }
    guard create else { return nil }
    let engine = LayoutEngine(root: root)
    root.layoutStateForWriting.engine = engine
    return engine
  }

  /// Constraints, guides, margins or the `translates…` flag changed around `view`.
  static func structureDidChange(around view: UIView) {
    guard let engine = engine(around: view, create: true) else { return }
    engine.needsRebuild = true
    engine.markDirty()
  }

  static func constraintWasActivated(_ constraint: NSLayoutConstraint, on view: UIView) {
    guard let engine = engine(around: view, create: true) else { return }
    engine.activatedConstraints.append(constraint)
    engine.markDirty()
  }

  static func constraintWasDeactivated(
    _ constraint: NSLayoutConstraint, solved: LayoutSolverConstraint?, around view: UIView
  ) {
    guard let engine = engine(around: view, create: false) else { return }
    engine.deactivatedConstraints.append((constraint, solved))
    engine.markDirty()
  }

  /// A constraint's constant or priority changed.
  static func constraintDidChange(_ constraint: NSLayoutConstraint) {
    guard let view = constraint.installedOn, let engine = engine(around: view, create: false)
    else { return }
    engine.changedConstraints.append(constraint)
    engine.markDirty()
  }

  static func intrinsicSizeDidChange(of view: UIView) {
    guard let engine = engine(around: view, create: false) else { return }
    engine.intrinsicsToRefresh.insert(ObjectIdentifier(view))
    engine.markDirty()
  }

  /// A scroll view whose `frameLayoutGuide` takes part scrolled: the guide moves with it.
  static func contentOffsetDidChange(of scrollView: UIScrollView) {
    guard scrollView.layoutState?.scrollFrameGuide != nil,
      let engine = engine(around: scrollView, create: false)
    else { return }
    engine.markDirty()
  }

  /// The insets of one of `view`'s guides changed (its safe area, say).
  static func guideDidChange(of view: UIView) {
    engine(around: view, create: false)?.markDirty()
  }

  /// A view that the engine follows by its frame moved or changed size.
  static func frameDidChange(of view: UIView) {
    guard view.layoutState?.isFollowedByEngine == true,
      let engine = engine(around: view, create: false)
    else { return }
    engine.markDirty()
  }

  /// `view` is about to join `newSuperview` or, with nil, to leave its superview: the
  /// hierarchy it leaves lets go of what is inside it, constraints that tied it to what it
  /// leaves are deactivated, as in UIKit, and the hierarchy it joins takes in the constraints
  /// inside it. Returns the engine of the hierarchy it leaves.
  @discardableResult
  static func hierarchyWillChange(moving view: UIView, to newSuperview: UIView?) -> LayoutEngine? {
    let old = view.superview == nil ? nil : engine(around: view, create: false)
    if let old {
      old.departedSubtrees.append(view)
      old.markDirty()
      deactivateConstraints(crossingOutOf: view)
    }
    if let own = view.layoutState?.engine {
      view.layoutState?.engine = nil
      UIApplication.shared.stage.layoutEnginesWithChanges[ObjectIdentifier(own)] = nil
    }
    if let newSuperview {
      var inside: [NSLayoutConstraint] = []
      collect(from: view, into: &inside)
      if !inside.isEmpty, let new = engine(around: newSuperview, create: true) {
        new.activatedConstraints += inside
        new.markDirty()
      }
    }
    return old
  }

  /// After `view` left a hierarchy that had a layout: it roots its own, for the constraints
  /// inside it.
  static func hierarchyDidChange(removing view: UIView, from oldEngine: LayoutEngine?) {
    guard oldEngine != nil, view.superview == nil else { return }
    structureDidChange(around: view)
  }

  private static func deactivateConstraints(crossingOutOf view: UIView) {
    var ancestor = view.superview
    while let current = ancestor {
      for constraint in current.layoutState?.installed ?? [] {
        let items = [
          constraint.firstLayoutItem?.layoutView, constraint.secondLayoutItem?.layoutView,
        ]
        .compactMap { $0 }
        let inside = items.filter { $0.isDescendant(of: view) }
        if !inside.isEmpty, inside.count < items.count { constraint.isActive = false }
      }
      ancestor = current.superview
    }
  }

  /// Brings the layout of `view`'s hierarchy up to date, if it has changes to take in;
  /// returns whether it had.
  @discardableResult
  static func updateIfNeeded(around view: UIView) -> Bool {
    let stage = UIApplication.shared.stage
    guard !stage.layoutEnginesWithChanges.isEmpty,
      let engine = engine(around: view, create: false),
      stage.layoutEnginesWithChanges.removeValue(forKey: ObjectIdentifier(engine))?.engine
        === engine
    else { return false }
    engine.update()
    return true
  }

  /// Whether `view`'s hierarchy has changes its engine has not taken in.
  static func hasChanges(around view: UIView) -> Bool {
    let changed = UIApplication.shared.stage.layoutEnginesWithChanges
    guard !changed.isEmpty, let engine = engine(around: view, create: false) else { return false }
    return changed[ObjectIdentifier(engine)]?.engine === engine
  }

  /// Says once for `view`'s hierarchy that its layout did not settle in `rounds` rounds.
  static func reportUnsettledLayout(around view: UIView, rounds: Int) {
    guard let engine = engine(around: view, create: false), !engine.hasReportedUnsettledLayout
    else { return }
    engine.hasReportedUnsettledLayout = true
    let message =
      "Auto Layout: the layout did not settle in \(rounds) rounds (a layoutSubviews() or "
      + "updateConstraints() changes constraints each time); the rest waits for the next pass"
    UIApplication.shared.environment.logger.warning("\(message)")
  }

  // MARK: Updating

  private func update() {
    if needsRebuild || changesMostOfTheLayout() {
      rebuild()
    } else {
      takeInActivations()
      takeInChangedConstraints()
    }
    followFrames()
    refreshGuideTies()
    refreshIntrinsics()
    solver.updateVariables()
    // Multi-line labels measure their height for the width the layout gives them: a second
    // solve takes in the height of the new width.
    for _ in 0..<2 {
      guard refreshWrappingLabels() else { break }
      solver.updateVariables()
    }
    reportFrameConflicts()
    apply()
  }

  /// Makes the solver anew from the hierarchy's active constraints.
  private func rebuild() {
    needsRebuild = false
    changedConstraints = []
    activatedConstraints = []
    deactivatedConstraints = []
    departedSubtrees = []
    deadWeight = 0
    intrinsicsToRefresh = []
    hasReportedConflicts = false
    for view in views { view.layoutState?.isFollowedByEngine = false }
    solver = LayoutSolver()
    unknowns = [:]
    views = []
    guides = []
    frameDriven = []
    intrinsics = [:]
    guideTies = []
    constraints = []
    Self.collect(from: root, into: &constraints)
    constraints.removeAll { !inHierarchy($0) }
    guard !constraints.isEmpty || fitting != nil else { return }
    for constraint in constraints {
      ensure(constraint.firstLayoutItem)
      ensure(constraint.secondLayoutItem)
    }
    ensure(root)
    for constraint in constraints { install(constraint) }
    // The intrinsic sizes come last: rows the required constraints made first stay short.
    refreshIntrinsics()
  }

  /// The constraints installed on `view` and the views inside it.
  private static func collect(from view: UIView, into constraints: inout [NSLayoutConstraint]) {
    constraints += view.layoutState?.installed ?? []
    for subview in view.subviews { collect(from: subview, into: &constraints) }
  }

  private func inHierarchy(_ constraint: NSLayoutConstraint) -> Bool {
    [constraint.firstLayoutItem, constraint.secondLayoutItem].allSatisfy { item in
      guard let item else { return true }
      return item.layoutView?.isDescendant(of: root) == true
    }
  }

  /// Gives `item` (and the views above it, up to the root) their unknowns and ties.
  private func ensure(_ item: LayoutItem?) {
    guard let item, unknowns[ObjectIdentifier(item)] == nil else { return }
    let made = Unknowns(objectName(item))
    unknowns[ObjectIdentifier(item)] = made
    if let guide = item as? UILayoutGuide {
      guides.append(guide)
      guard let owner = guide.owningView else { return }
      ensure(owner)
      if guide.kind != .free { tie(guide, to: owner, insets: guide.insets) }
      return
    }
    guard let view = item as? UIView else { return }
    views.append(view)
    if let superview = view.superview, view !== root { ensure(superview) }
    if view === root || view.translatesAutoresizingMaskIntoConstraints {
      followByFrame(view, made)
    } else if hasIntrinsicSize(view) {
      intrinsicsToRefresh.insert(ObjectIdentifier(view))
    }
  }

  private func hasIntrinsicSize(_ view: UIView) -> Bool {
    let size = view.intrinsicContentSize
    return size.width >= 0 || size.height >= 0
  }

  /// Makes a frame-placed view's origin and size edit variables that follow its frame (the
  /// root's origin is the coordinates' zero and takes no part).
  private func followByFrame(_ view: UIView, _ made: Unknowns) {
    if view === root, let fitting {
      let (horizontal, vertical) = fitting.priorities
      try? solver.add(
        LayoutSolverConstraint(
          LinearExpression(made.width) + Double(-fitting.target.width), .equal,
          strength: horizontal.strength))
      try? solver.add(
        LayoutSolverConstraint(
          LinearExpression(made.height) + Double(-fitting.target.height), .equal,
          strength: vertical.strength))
      for size in [made.width, made.height] {
        try? solver.add(
          LayoutSolverConstraint(
            LinearExpression(size), .greaterThanOrEqual, strength: LayoutStrength.required))
      }
    } else if fitting != nil, let superview = view.superview,
      let parent = unknowns[ObjectIdentifier(superview)]
    {
      // Sizing a view from its content: a subview that autoresizes with it (a cell's content
      // view) keeps its margins, as UIKit's autoresizing constraints say, so that what is
      // inside sizes the view.
      let mask = view.autoresizingMask
      let frame = view.frame
      let room = superview.bounds.size
      for variable in [made.left, made.top] {
        try? solver.addEditVariable(variable, strength: Self.frameStrength)
      }
      for (flexible, size, parentSize, margins) in [
        (mask.contains(.flexibleWidth), made.width, parent.width, room.width - frame.width),
        (mask.contains(.flexibleHeight), made.height, parent.height, room.height - frame.height),
      ] {
        if flexible {
          try? solver.add(
            LayoutSolverConstraint(
              LinearExpression(size) - LinearExpression(parentSize) + Double(margins), .equal,
              strength: LayoutStrength.required))
        } else {
          try? solver.addEditVariable(size, strength: Self.frameStrength)
        }
      }
    } else {
      if view !== root {
        try? solver.addEditVariable(made.left, strength: Self.frameStrength)
        try? solver.addEditVariable(made.top, strength: Self.frameStrength)
      }
      var driven = FrameDriven(view: view)
      hold(&driven, at: view.bounds.size)
      frameDriven.append(driven)
      view.layoutStateForWriting.isFollowedByEngine = true
      return
    }
    frameDriven.append(FrameDriven(view: view))
  }

  /// Holds a frame-placed view at `size` with required constraints, as UIKit's autoresizing
  /// constraints are: its width and height are then constants, and the rows of everything
  /// sized from them stay short (an edit variable would put its errors in every one of
  /// them). A size the required constraints cannot take is held as strongly as a frame.
  private func hold(_ driven: inout FrameDriven, at size: CGSize) {
    guard let made = unknowns[ObjectIdentifier(driven.view)] else { return }
    for constraint in driven.sizeConstraints { try? solver.remove(constraint) }
    var held: [LayoutSolverConstraint] = []
    for (variable, length) in [(made.width, size.width), (made.height, size.height)] {
      let expression = LinearExpression(variable) + Double(-length)
      let required = LayoutSolverConstraint(expression, .equal, strength: LayoutStrength.required)
      if (try? solver.add(required)) != nil {
        held.append(required)
      } else {
        let strong = LayoutSolverConstraint(expression, .equal, strength: Self.frameStrength)
        try? solver.add(strong)
        held.append(strong)
      }
    }
    driven.size = size
    driven.sizeConstraints = held
  }

  private func suggestScrollFrameOrigin(of guide: UILayoutGuide) {
    guard let made = unknowns[ObjectIdentifier(guide)], let owner = guide.owningView else { return }
    try? solver.suggestValue(Double(owner.bounds.minX), for: made.left)
    try? solver.suggestValue(Double(owner.bounds.minY), for: made.top)
  }

  private func tie(_ guide: UILayoutGuide, to owner: UIView, insets: UIEdgeInsets) {
    guard let g = unknowns[ObjectIdentifier(guide)], let o = unknowns[ObjectIdentifier(owner)]
    else { return }
    func equal(_ a: LinearExpression, _ b: LinearExpression) -> LayoutSolverConstraint {
      LayoutSolverConstraint(a - b, .equal, strength: LayoutStrength.required)
    }
    if guide.kind == .scrollFrame {
      // As large as the scroll view, at the content offset (which changes every frame of a
      // scroll: an edit variable).
      let made = [
        equal(LinearExpression(g.width), LinearExpression(o.width)),
        equal(LinearExpression(g.height), LinearExpression(o.height)),
      ]
      for constraint in made { try? solver.add(constraint) }
      try? solver.addEditVariable(g.left, strength: Self.frameStrength)
      try? solver.addEditVariable(g.top, strength: Self.frameStrength)
      suggestScrollFrameOrigin(of: guide)
      guideTies.append(GuideTie(guide: guide, insets: insets, constraints: made))
      return
    }
    guard guide.kind != .scrollContent else {
      // At the content's origin; its size is the content's, whatever the constraints make it.
      let made = [
        equal(LinearExpression(g.left), LinearExpression()),
        equal(LinearExpression(g.top), LinearExpression()),
        LayoutSolverConstraint(
          LinearExpression(g.width), .greaterThanOrEqual, strength: LayoutStrength.required),
        LayoutSolverConstraint(
          LinearExpression(g.height), .greaterThanOrEqual, strength: LayoutStrength.required),
      ]
      for constraint in made { try? solver.add(constraint) }
      guideTies.append(GuideTie(guide: guide, insets: insets, constraints: made))
      return
    }
    let made = [
      equal(LinearExpression(g.left), LinearExpression(constant: Double(insets.left))),
      equal(LinearExpression(g.top), LinearExpression(constant: Double(insets.top))),
      equal(
        LinearExpression(g.width), LinearExpression(o.width) + Double(-insets.left - insets.right)),
      equal(
        LinearExpression(g.height), LinearExpression(o.height) + Double(-insets.top - insets.bottom)
      ),
    ]
    for constraint in made { try? solver.add(constraint) }
    guideTies.append(GuideTie(guide: guide, insets: insets, constraints: made))
  }

  /// Holds `view` at its intrinsic size (measured for `width`, for a wrapping label) with its
  /// hugging and compression-resistance priorities.
  private func addIntrinsic(for view: UIView, width: CGFloat? = nil) {
    let size =
      if let label = view as? UILabel, let width { label.intrinsicSize(forWidth: width) } else {
        view.intrinsicContentSize
      }
    guard let made = unknowns[ObjectIdentifier(view)] else { return }
    var added: [LayoutSolverConstraint] = []
    for (axis, length, variable) in [
      (NSLayoutConstraint.Axis.horizontal, size.width, made.width),
      (.vertical, size.height, made.height),
    ] where length >= 0 {
      let expression = LinearExpression(variable) + Double(-length)
      let hug = LayoutSolverConstraint(
        expression, .lessThanOrEqual, strength: view.contentHuggingPriority(for: axis).strength)
      let resist = LayoutSolverConstraint(
        expression, .greaterThanOrEqual,
        strength: view.contentCompressionResistancePriority(for: axis).strength)
      for constraint in [hug, resist] where (try? solver.add(constraint)) != nil {
        added.append(constraint)
      }
    }
    intrinsics[ObjectIdentifier(view)] = Intrinsic(view: view, size: size, constraints: added)
  }

  private func removeIntrinsic(of view: UIView) {
    guard let intrinsic = intrinsics.removeValue(forKey: ObjectIdentifier(view)) else { return }
    for constraint in intrinsic.constraints { try? solver.remove(constraint) }
  }

  /// Adds `constraint` to the solver; a required one that cannot hold is reported in UIKit's
  /// words and left out (broken).
  private func install(_ constraint: NSLayoutConstraint) {
    guard let expression = expression(for: constraint) else { return }
    let relation: LayoutSolverConstraint.Relation =
      switch constraint.relation {
      case .lessThanOrEqual: .lessThanOrEqual
      case .equal: .equal
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let made = LayoutSolverConstraint(expression, relation, strength: constraint.priority.strength)
    do {
      try solver.add(made)
      constraint.solverConstraint = made
      constraint.isBroken = false
    } catch {
      constraint.solverConstraint = nil
      constraint.isBroken = true
      reportUnsatisfiable(breaking: constraint)
    }
  }

  /// Whether what joined, or what left and still weighs on the tableau, outweighs what
  /// stays: then making the solver anew is cheaper than taking each in, and drops the rest.
  private func changesMostOfTheLayout() -> Bool {
    max(2 * activatedConstraints.count, deadWeight) > constraints.count + 8
  }

  /// Takes deactivated constraints out of the solver and activated ones in, giving new items
  /// their unknowns.
  private func takeInActivations() {
    for (constraint, solved) in deactivatedConstraints {
      constraints.removeAll { $0 === constraint }
      if let solved, solver.hasConstraint(solved) { try? solver.remove(solved) }
    }
    deactivatedConstraints = []
    let departed = departedSubtrees
    departedSubtrees = []
    for view in departed { forget(subtree: view) }
    let activated = activatedConstraints
    activatedConstraints = []
    for constraint in activated
    where constraint.isActive && !(constraint.solverConstraint.map(solver.hasConstraint) ?? false)
      && inHierarchy(constraint)
    {
      ensure(constraint.firstLayoutItem)
      ensure(constraint.secondLayoutItem)
      constraints.append(constraint)
      install(constraint)
    }
  }

  /// Lets go of `view` and what is inside it, which left the hierarchy. What the solver holds
  /// of them stays there as dead weight: with the constraints that crossed out deactivated,
  /// it is a part of the tableau that nothing else reads (its origins cancel out), and taking
  /// it out constraint by constraint costs more than the next rebuild, which drops it.
  private func forget(subtree view: UIView) {
    var leavingViews: Set<ObjectIdentifier> = []
    func gather(_ view: UIView) {
      leavingViews.insert(ObjectIdentifier(view))
      for subview in view.subviews { gather(subview) }
    }
    gather(view)
    func isInside(_ item: LayoutItem?) -> Bool {
      item?.layoutView.map { leavingViews.contains(ObjectIdentifier($0)) } ?? false
    }
    let leavingConstraints = constraints.filter { isInside($0.firstLayoutItem) }
    for constraint in leavingConstraints { constraint.solverConstraint = nil }
    constraints.removeAll { isInside($0.firstLayoutItem) }
    let leavingDriven = frameDriven.filter { isInside($0.view) }
    for driven in leavingDriven { driven.view.layoutState?.isFollowedByEngine = false }
    frameDriven.removeAll { isInside($0.view) }
    let leavingIntrinsics = intrinsics.filter { isInside($0.value.view) }
    for key in leavingIntrinsics.keys { intrinsics[key] = nil }
    let leavingTies = guideTies.filter { isInside($0.guide) }
    guideTies.removeAll { isInside($0.guide) }
    let leavingItems: [LayoutItem] = views.filter(isInside) + guides.filter(isInside)
    for item in leavingItems { unknowns[ObjectIdentifier(item)] = nil }
    views.removeAll(where: isInside)
    guides.removeAll(where: isInside)
    deadWeight +=
      leavingConstraints.count + 4 * leavingDriven.count + 4 * leavingTies.count
      + leavingIntrinsics.values.reduce(0) { $0 + $1.constraints.count }
  }

  private func takeInChangedConstraints() {
    let changed = changedConstraints
    changedConstraints = []
    for constraint in changed where constraint.isActive {
      if let old = constraint.solverConstraint { try? solver.remove(old) }
      install(constraint)
    }
  }

  /// `first.attribute (relation) multiplier × second.attribute + constant`, as `… − … ⋚ 0`.
  private func expression(for constraint: NSLayoutConstraint) -> LinearExpression? {
    guard let first = constraint.firstLayoutItem,
      var left = expression(for: first, constraint.firstAttribute)
    else { return nil }
    if let second = constraint.secondLayoutItem {
      guard let right = expression(for: second, constraint.secondAttribute) else { return nil }
      left = left - right * Double(constraint.multiplier)
    }
    return left + Double(-constraint.constant)
  }

  private func expression(for item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute)
    -> LinearExpression?
  {
    guard let u = unknowns[ObjectIdentifier(item)] else { return nil }
    let view = item as? UIView
    let margins = view?.layoutMargins ?? .zero
    let (left, top) = origin(of: item)
    let width = LinearExpression(u.width)
    let height = LinearExpression(u.height)
    switch attribute {
    case .left, .leading: return left
    case .right, .trailing: return left + width
    case .top: return top
    case .bottom: return top + height
    case .width: return width
    case .height: return height
    case .centerX: return left + width * 0.5
    case .centerY: return top + height * 0.5
    case .leftMargin, .leadingMargin: return left + Double(margins.left)
    case .rightMargin, .trailingMargin: return left + width + Double(-margins.right)
    case .topMargin: return top + Double(margins.top)
    case .bottomMargin: return top + height + Double(-margins.bottom)
    case .centerXWithinMargins:
      return left + width * 0.5 + Double((margins.left - margins.right) / 2)
    case .centerYWithinMargins:
      return top + height * 0.5 + Double((margins.top - margins.bottom) / 2)
    case .firstBaseline:
      guard let label = view as? UILabel else { return top + height }
      return top + Double(label.firstBaselineOffset)
    case .lastBaseline:
      guard let label = view as? UILabel else { return top + height }
      return top + height + Double(-label.lastBaselineOffsetFromBottom)
    case .notAnAttribute: return nil
    }
  }

  /// `item`'s origin in the root's coordinates: its own plus its superview's or owner's.
  private func origin(of item: LayoutItem) -> (x: LinearExpression, y: LinearExpression) {
    guard item !== root, let u = unknowns[ObjectIdentifier(item)] else {
      return (LinearExpression(), LinearExpression())
    }
    let container: LayoutItem? =
      (item as? UILayoutGuide)?.owningView ?? (item as? UIView)?.superview
    let base = container.map(origin(of:)) ?? (x: LinearExpression(), y: LinearExpression())
    return (base.x + LinearExpression(u.left), base.y + LinearExpression(u.top))
  }

  // MARK: Following the views

  /// The frame-placed views' current frames, held anew or suggested to their edit variables.
  private func followFrames() {
    for index in frameDriven.indices {
      let view = frameDriven[index].view
      guard let made = unknowns[ObjectIdentifier(view)] else { continue }
      let size = view.bounds.size
      if let held = frameDriven[index].size {
        if held != size { hold(&frameDriven[index], at: size) }
      } else {
        // Sizing from content: a flexible size is not an edit variable, and throws.
        try? solver.suggestValue(Double(size.width), for: made.width)
        try? solver.suggestValue(Double(size.height), for: made.height)
      }
      guard view !== root else { continue }
      try? solver.suggestValue(
        Double(view.center.x - view.anchorPoint.x * size.width), for: made.left)
      try? solver.suggestValue(
        Double(view.center.y - view.anchorPoint.y * size.height), for: made.top)
    }
  }

  /// Margins and safe areas that changed move their guides.
  private func refreshGuideTies() {
    let ties = guideTies
    guideTies = []
    for var old in ties {
      guard let owner = old.guide.owningView, old.guide.insets != old.insets else {
        guideTies.append(old)
        continue
      }
      if old.guide.kind == .scrollFrame {
        // Scrolled: its origin is an edit variable, moved without a new tie.
        suggestScrollFrameOrigin(of: old.guide)
        old.insets = old.guide.insets
        guideTies.append(old)
        continue
      }
      for constraint in old.constraints { try? solver.remove(constraint) }
      tie(old.guide, to: owner, insets: old.guide.insets)
    }
  }

  private func refreshIntrinsics() {
    let refresh = intrinsicsToRefresh
    intrinsicsToRefresh = []
    for view in views where refresh.contains(ObjectIdentifier(view)) {
      guard !view.translatesAutoresizingMaskIntoConstraints, view !== root else { continue }
      removeIntrinsic(of: view)
      if hasIntrinsicSize(view) { addIntrinsic(for: view) }
    }
  }

  /// Re-measures wrapping labels for their solved widths; true if any height changed.
  private func refreshWrappingLabels() -> Bool {
    var changed = false
    for (key, intrinsic) in intrinsics {
      guard let label = intrinsic.view as? UILabel, label.wraps, let made = unknowns[key] else {
        continue
      }
      let width = CGFloat(made.width.value)
      let size = label.intrinsicSize(forWidth: width)
      guard abs(size.height - intrinsic.size.height) > 0.5 else { continue }
      removeIntrinsic(of: label)
      addIntrinsic(for: label, width: width)
      changed = true
    }
    return changed
  }

  // MARK: Results

  /// Sets each constraint-placed view's frame, rounded to whole pixels, and each guide's
  /// layout frame.
  private func apply() {
    let scale = Double(UIScreen.main.scale)
    func rounded(_ value: Double) -> CGFloat { CGFloat((value * scale).rounded() / scale) }
    for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints {
      guard let made = unknowns[ObjectIdentifier(view)] else { continue }
      let x = made.left.value
      let y = made.top.value
      let minX = rounded(x)
      let minY = rounded(y)
      let frame = CGRect(
        x: minX, y: minY, width: max(rounded(x + made.width.value) - minX, 0),
        height: max(rounded(y + made.height.value) - minY, 0))
      // The frame before transforms: center and bounds, as Auto Layout sets them.
      let center = CGPoint(
        x: frame.minX + view.anchorPoint.x * frame.width,
        y: frame.minY + view.anchorPoint.y * frame.height)
      let moves = view.center != center
      let resizes = view.bounds.size != frame.size
      guard moves || resizes else { continue }
      if moves { view.center = center }
      if resizes { view.bounds.size = frame.size }
      // Its superview lays out again (and a controller hears of it), as in UIKit.
      view.superview?.setNeedsLayout()
    }
    for guide in guides {
      guard let made = unknowns[ObjectIdentifier(guide)] else { continue }
      guide.layoutFrame = CGRect(
        x: made.left.value, y: made.top.value, width: made.width.value, height: made.height.value)
      if guide.kind == .scrollContent, let scrollView = guide.owningView as? UIScrollView {
        let size = CGSize(width: rounded(made.width.value), height: rounded(made.height.value))
        if scrollView.contentSize != size { scrollView.contentSize = size }
      }
    }
  }

  /// A frame-placed view that the constraints moved away from its frame: UIKit's message for
  /// the autoresizing constraints that conflict, once.
  private func reportFrameConflicts() {
    guard !hasReportedConflicts, fitting == nil else { return }
    for driven in frameDriven where driven.view !== root {
      let view = driven.view
      guard let made = unknowns[ObjectIdentifier(view)] else { continue }
      let moved =
        abs(made.width.value - Double(view.bounds.width)) > 0.5
        || abs(made.height.value - Double(view.bounds.height)) > 0.5
        || abs(made.left.value - Double(view.frame.minX)) > 0.5 && view.transform.isIdentity
        || abs(made.top.value - Double(view.frame.minY)) > 0.5 && view.transform.isIdentity
      guard moved else { continue }
      hasReportedConflicts = true
      let involved = constraints.filter {
        $0.firstItem === view || $0.secondItem === view
      }
      let autoresizing = Self.autoresizingConstraint(of: view)
      warn(
        Self.unsatisfiableMessage(
          listing: involved.map(\.description) + [autoresizing],
          breaking: involved.last?.description ?? autoresizing) + Self.translatesHint)
      return
    }
  }

  /// UIKit's description of the constraint a frame-placed view's autoresizing mask makes.
  private static func autoresizingConstraint(of view: UIView) -> String {
    "<NSAutoresizingMaskLayoutConstraint:0x\(objectAddress(view)) \(objectName(view)).frame == "
      + "\(view.frame)   (active)>"
  }

  private static let translatesHint =
    "\n(A view placed by constraints needs translatesAutoresizingMaskIntoConstraints = false.)"

  private func reportUnsatisfiable(breaking constraint: NSLayoutConstraint) {
    let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
    let involved = constraints.filter { other in
      other !== constraint && other.priority == .required && !other.isBroken
        && [other.firstItem, other.secondItem].contains { item in
          items.contains { $0 === item }
        }
    }
    // Frame-placed views are held at their sizes by their autoresizing constraints.
    let framed = items.compactMap { $0 as? UIView }.filter(
      \.translatesAutoresizingMaskIntoConstraints)
    let forgotten = (constraint.firstItem as? UIView).map { framed.contains($0) } ?? false
    warn(
      Self.unsatisfiableMessage(
        listing: (involved + [constraint]).map(\.description)
          + framed.map(Self.autoresizingConstraint(of:)),
        breaking: constraint.description) + (forgotten ? Self.translatesHint : ""))
  }

  /// UIKit's message for constraints that cannot all hold.
  static func unsatisfiableMessage(listing constraints: [String], breaking broken: String)
    -> String
  {
    """
    Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want. 
    \tTry this: 
    \t\t(1) look at each constraint and try to figure out which you don't expect; 
    \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
    (
    \(constraints.map { "    \"\($0)\"" }.joined(separator: ",\n"))
    )

    Will attempt to recover by breaking constraint 
    \(broken)
    """
  }

  // MARK: Questions

  /// Whether `view`'s frame is left open by its constraints: nudged by the weakest pull, it
  /// would move or stretch.
  static func isAmbiguous(_ view: UIView) -> Bool {
    guard !view.translatesAutoresizingMaskIntoConstraints else { return false }
    guard let engine = engine(around: view, create: false) else { return true }
    updateIfNeeded(around: view)
    guard let made = engine.unknowns[ObjectIdentifier(view)] else { return true }
    return engine.isAmbiguous(made)
  }

  private func isAmbiguous(_ made: Unknowns) -> Bool {
    for variable in made.all {
      let before = variable.value
      guard (try? solver.addEditVariable(variable, strength: LayoutStrength.weak)) != nil else {
        continue
      }
      try? solver.suggestValue(before + 97, for: variable)
      solver.updateVariables()
      let moved = abs(variable.value - before) > 0.5
      try? solver.removeEditVariable(variable)
      solver.updateVariables()
      if moved { return true }
    }
    return false
  }

  /// The size `view`'s own constraints give it for `target` at `priorities`.
  static func fittingSize(
    of view: UIView, target: CGSize, priorities: (UILayoutPriority, UILayoutPriority)
  ) -> CGSize {
    let engine = LayoutEngine(root: view, fitting: (target, priorities))
    engine.rebuild()
    engine.refreshIntrinsics()
    engine.followFrames()
    engine.solver.updateVariables()
    for _ in 0..<2 {
      guard engine.refreshWrappingLabels() else { break }
      engine.solver.updateVariables()
    }
    guard let made = engine.unknowns[ObjectIdentifier(view)] else {
      return view.intrinsicContentSize.width >= 0 ? view.intrinsicContentSize : target
    }
    return CGSize(width: made.width.value, height: made.height.value)
  }
}
