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
  struct FrameDriven {
    unowned let view: UIView
    /// The size the constraints hold, and the constraints.
    var size: CGSize?
    var sizeConstraints: [LayoutSolverConstraint] = []
  }

  struct Intrinsic {
    unowned let view: UIView
    var size: CGSize
    var constraints: [LayoutSolverConstraint]
  }

  struct GuideTie {
    unowned let guide: UILayoutGuide
    var insets: UIEdgeInsets
    var constraints: [LayoutSolverConstraint]
  }

  unowned let root: UIView
  /// For `systemLayoutSizeFitting`: the root's size is held at a target, at priorities.
  let fitting: (target: CGSize, priorities: (UILayoutPriority, UILayoutPriority))?
  var solver = LayoutSolver()
  /// Where the solvers write their calls down, while Auto Layout is recorded.
  var solverLog: LayoutSolverLog?
  var unknowns: [ObjectIdentifier: Unknowns] = [:]
  var views: [UIView] = []
  var guides: [UILayoutGuide] = []
  var frameDriven: [FrameDriven] = []
  var intrinsics: [ObjectIdentifier: Intrinsic] = [:]
  var guideTies: [GuideTie] = []
  var constraints: [NSLayoutConstraint] = []
  var needsRebuild = true
  var intrinsicsToRefresh: Set<ObjectIdentifier> = []
  var changedConstraints: [NSLayoutConstraint] = []
  /// Constraints activated since the last layout, and those deactivated with what the solver
  /// held of them: taken in without making the solver anew.
  var activatedConstraints: [NSLayoutConstraint] = []
  var deactivatedConstraints: [(NSLayoutConstraint, LayoutSolverConstraint?)] = []
  /// Views that left the hierarchy since the last layout, with what is inside them.
  var departedSubtrees: [UIView] = []
  /// How many of the solver's constraints belong to views that left (see `forget(subtree:)`).
  var deadWeight = 0
  var hasReportedConflicts = false
  var hasReportedUnsettledLayout = false
  /// The kinds of solver failure a debug build has reported (see `expect(_:)`).
  var reportedSolverFailures: Set<String> = []

  /// The strength that holds a frame-placed view where its frame says: just below required.
  static let frameStrength = LayoutStrength.priority(999.9)

  init(
    root: UIView, fitting: (target: CGSize, priorities: (UILayoutPriority, UILayoutPriority))? = nil
  ) {
    self.root = root
    self.fitting = fitting
  }

  /// Runs a solver call that only the engine's own bookkeeping could make fail: a constraint
  /// added twice or removed when not there, an edit variable unknown or added twice (what
  /// kiwi throws for). The layout goes on without the call, and a debug build says so, once
  /// per kind, through the log. (A required constraint that the others contradict is no such
  /// failure: the engine reports it as UIKit does where it adds one.)
  func expect(_ call: () throws -> Void, file: String = #fileID, line: Int = #line) {
    do {
      try call()
    } catch let failure as LayoutSolver.Failure where failure != .unsatisfiable {
      #if DEBUG
        guard reportedSolverFailures.insert("\(failure) \(line)").inserted else { return }
        warn(
          "Auto Layout: the solver refused a change (\(failure), \(file):\(line)); the "
            + "engine's bookkeeping is off, and the layout goes on without it")
      #endif
    } catch {}
  }

  func markDirty() {
    root.stage.layoutEnginesWithChanges[ObjectIdentifier(self)] = WeakLayoutEngine(engine: self)
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

  /// Something the solution depends on outside the constraints changed around `view`: a
  /// guide's insets (its safe area, say), or the screen's pixels that frames round to.
  static func inputsDidChange(around view: UIView) {
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
      view.stage.layoutEnginesWithChanges[ObjectIdentifier(own)] = nil
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

  static func deactivateConstraints(crossingOutOf view: UIView) {
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
    let stage = view.stage
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
    let changed = view.stage.layoutEnginesWithChanges
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
}
