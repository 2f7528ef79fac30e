import Foundation

/// Taking changes in: rebuilding the solver, or adding and removing what changed.
extension LayoutEngine {
  // MARK: Updating

  func update() {
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
  func rebuild() {
    needsRebuild = false
    changedConstraints = []
    activatedConstraints = []
    deactivatedConstraints = []
    departedSubtrees = []
    deadWeight = 0
    intrinsicsToRefresh = []
    hasReportedConflicts = false
    for view in views { view.layoutState?.isFollowedByEngine = false }
    solver = LayoutSolver(log: solverLog)
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
  static func collect(from view: UIView, into constraints: inout [NSLayoutConstraint]) {
    constraints += view.layoutState?.installed ?? []
    for subview in view.subviews { collect(from: subview, into: &constraints) }
  }

  func inHierarchy(_ constraint: NSLayoutConstraint) -> Bool {
    [constraint.firstLayoutItem, constraint.secondLayoutItem].allSatisfy { item in
      guard let item else { return true }
      return item.layoutView?.isDescendant(of: root) == true
    }
  }

  /// Gives `item` (and the views above it, up to the root) their unknowns and ties.
  func ensure(_ item: LayoutItem?) {
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

  func hasIntrinsicSize(_ view: UIView) -> Bool {
    let size = view.intrinsicContentSize
    return size.width >= 0 || size.height >= 0
  }

  /// Makes a frame-placed view's origin and size edit variables that follow its frame (the
  /// root's origin is the coordinates' zero and takes no part).
  func followByFrame(_ view: UIView, _ made: Unknowns) {
    if view === root, let fitting {
      let (horizontal, vertical) = fitting.priorities
      expect {
        try solver.add(
          LayoutSolverConstraint(
            LinearExpression(made.width) + Double(-fitting.target.width), .equal,
            strength: horizontal.strength))
      }
      expect {
        try solver.add(
          LayoutSolverConstraint(
            LinearExpression(made.height) + Double(-fitting.target.height), .equal,
            strength: vertical.strength))
      }
      for size in [made.width, made.height] {
        expect {
          try solver.add(
            LayoutSolverConstraint(
              LinearExpression(size), .greaterThanOrEqual, strength: LayoutStrength.required))
        }
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
        expect { try solver.addEditVariable(variable, strength: Self.frameStrength) }
      }
      for (flexible, size, parentSize, margins) in [
        (mask.contains(.flexibleWidth), made.width, parent.width, room.width - frame.width),
        (mask.contains(.flexibleHeight), made.height, parent.height, room.height - frame.height),
      ] {
        if flexible {
          expect {
            try solver.add(
              LayoutSolverConstraint(
                LinearExpression(size) - LinearExpression(parentSize) + Double(margins), .equal,
                strength: LayoutStrength.required))
          }
        } else {
          expect { try solver.addEditVariable(size, strength: Self.frameStrength) }
        }
      }
    } else {
      if view !== root {
        expect { try solver.addEditVariable(made.left, strength: Self.frameStrength) }
        expect { try solver.addEditVariable(made.top, strength: Self.frameStrength) }
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
  func hold(_ driven: inout FrameDriven, at size: CGSize) {
    guard let made = unknowns[ObjectIdentifier(driven.view)] else { return }
    for constraint in driven.sizeConstraints { expect { try solver.remove(constraint) } }
    var held: [LayoutSolverConstraint] = []
    for (variable, length) in [(made.width, size.width), (made.height, size.height)] {
      let expression = LinearExpression(variable) + Double(-length)
      let required = LayoutSolverConstraint(expression, .equal, strength: LayoutStrength.required)
      if (try? solver.add(required)) != nil {
        held.append(required)
      } else {
        let strong = LayoutSolverConstraint(expression, .equal, strength: Self.frameStrength)
        expect { try solver.add(strong) }
        held.append(strong)
      }
    }
    driven.size = size
    driven.sizeConstraints = held
  }

  func suggestScrollFrameOrigin(of guide: UILayoutGuide) {
    guard let made = unknowns[ObjectIdentifier(guide)], let owner = guide.owningView else { return }
    expect { try solver.suggestValue(Double(owner.bounds.minX), for: made.left) }
    expect { try solver.suggestValue(Double(owner.bounds.minY), for: made.top) }
  }

  func tie(_ guide: UILayoutGuide, to owner: UIView, insets: UIEdgeInsets) {
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
      for constraint in made { expect { try solver.add(constraint) } }
      expect { try solver.addEditVariable(g.left, strength: Self.frameStrength) }
      expect { try solver.addEditVariable(g.top, strength: Self.frameStrength) }
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
      for constraint in made { expect { try solver.add(constraint) } }
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
    for constraint in made { expect { try solver.add(constraint) } }
    guideTies.append(GuideTie(guide: guide, insets: insets, constraints: made))
  }

  /// Holds `view` at its intrinsic size (measured for `width`, for a wrapping label or a text
  /// view that does not scroll) with its
  /// hugging and compression-resistance priorities.
  func addIntrinsic(for view: UIView, width: CGFloat? = nil) {
    let size =
      if let view = view as? HeightForWidthSizing, let width {
        view.intrinsicSize(forWidth: width)
      } else {
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

  func removeIntrinsic(of view: UIView) {
    guard let intrinsic = intrinsics.removeValue(forKey: ObjectIdentifier(view)) else { return }
    for constraint in intrinsic.constraints { expect { try solver.remove(constraint) } }
  }

  /// Adds `constraint` to the solver; a required one that cannot hold is reported in UIKit's
  /// words and left out (broken).
  func install(_ constraint: NSLayoutConstraint) {
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
  func changesMostOfTheLayout() -> Bool {
    max(2 * activatedConstraints.count, deadWeight) > constraints.count + 8
  }

  /// Takes deactivated constraints out of the solver and activated ones in, giving new items
  /// their unknowns.
  func takeInActivations() {
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
  func forget(subtree view: UIView) {
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

  func takeInChangedConstraints() {
    let changed = changedConstraints
    changedConstraints = []
    for constraint in changed where constraint.isActive {
      if let old = constraint.solverConstraint { try? solver.remove(old) }
      install(constraint)
    }
  }

  /// `first.attribute (relation) multiplier × second.attribute + constant`, as `… − … ⋚ 0`.
  func expression(for constraint: NSLayoutConstraint) -> LinearExpression? {
    // Leading and trailing constraints in a right-to-left view are mirrored whole: leading is
    // the right, and a positive constant goes left.
    let mirrored =
      constraint.isDirectional
      && Self.direction(of: constraint.firstLayoutItem) == .rightToLeft
    guard let first = constraint.firstLayoutItem,
      var left = expression(for: first, constraint.firstAttribute, mirrored: mirrored)
    else { return nil }
    if let second = constraint.secondLayoutItem {
      guard
        let right = expression(for: second, constraint.secondAttribute, mirrored: mirrored)
      else { return nil }
      left = left - right * Double(constraint.multiplier)
    }
    return left + Double(-constraint.constant)
  }

  /// The direction a constraint's item lays out in (a guide's, its owning view's).
  static func direction(of item: LayoutItem?) -> UIUserInterfaceLayoutDirection {
    let view = item as? UIView ?? (item as? UILayoutGuide)?.owningView
    return view?.effectiveUserInterfaceLayoutDirection ?? .leftToRight
  }

  /// `attribute` of `item`; `mirrored`, its horizontal ones measured from the right (negated),
  /// leading and trailing swapping sides.
  func expression(
    for item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, mirrored: Bool
  ) -> LinearExpression? {
    guard mirrored else { return expression(for: item, attribute) }
    let swapped: NSLayoutConstraint.Attribute
    switch attribute {
    case .leading: swapped = .right
    case .trailing: swapped = .left
    case .leadingMargin: swapped = .rightMargin
    case .trailingMargin: swapped = .leftMargin
    case .left, .right, .centerX, .leftMargin, .rightMargin, .centerXWithinMargins:
      swapped = attribute
    default: return expression(for: item, attribute)
    }
    return expression(for: item, swapped).map { $0 * -1 }
  }

  func expression(for item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute)
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
  func origin(of item: LayoutItem) -> (x: LinearExpression, y: LinearExpression) {
    guard item !== root, let u = unknowns[ObjectIdentifier(item)] else {
      return (LinearExpression(), LinearExpression())
    }
    let container: LayoutItem? =
      (item as? UILayoutGuide)?.owningView ?? (item as? UIView)?.superview
    let base = container.map(origin(of:)) ?? (x: LinearExpression(), y: LinearExpression())
    return (base.x + LinearExpression(u.left), base.y + LinearExpression(u.top))
  }
}
