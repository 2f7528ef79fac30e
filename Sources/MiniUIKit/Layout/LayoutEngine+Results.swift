import Foundation

/// Following frame-placed views, setting the solved frames, and what the solution says.
extension LayoutEngine {
  // MARK: Following the views

  /// The frame-placed views' current frames, held anew or suggested to their edit variables.
  func followFrames() {
    for index in frameDriven.indices {
      let view = frameDriven[index].view
      guard let made = unknowns[ObjectIdentifier(view)] else { continue }
      let size = view.bounds.size
      if let held = frameDriven[index].size {
        if held != size { hold(&frameDriven[index], at: size) }
      } else {
        // Sizing from content: the size follows the frame where it is an edit variable (a
        // flexible one is not).
        for (variable, length) in [(made.width, size.width), (made.height, size.height)]
        where solver.hasEditVariable(variable) {
          expect { try solver.suggestValue(Double(length), for: variable) }
        }
      }
      guard view !== root else { continue }
      expect {
        try solver.suggestValue(
          Double(view.center.x - view.anchorPoint.x * size.width), for: made.left)
      }
      expect {
        try solver.suggestValue(
          Double(view.center.y - view.anchorPoint.y * size.height), for: made.top)
      }
    }
  }

  /// Margins and safe areas that changed move their guides.
  func refreshGuideTies() {
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
      for constraint in old.constraints { expect { try solver.remove(constraint) } }
      tie(old.guide, to: owner, insets: old.guide.insets)
    }
  }

  func refreshIntrinsics() {
    let refresh = intrinsicsToRefresh
    intrinsicsToRefresh = []
    for view in views where refresh.contains(ObjectIdentifier(view)) {
      guard !view.translatesAutoresizingMaskIntoConstraints, view !== root else { continue }
      removeIntrinsic(of: view)
      if hasIntrinsicSize(view) { addIntrinsic(for: view) }
    }
  }

  /// Re-measures wrapping labels (and text views that do not scroll) for their solved widths;
  /// true if any height changed.
  func refreshWrappingLabels() -> Bool {
    var changed = false
    for (key, intrinsic) in intrinsics {
      guard let view = intrinsic.view as? HeightForWidthSizing, view.sizesHeightForWidth,
        let made = unknowns[key]
      else { continue }
      let width = CGFloat(made.width.value)
      let size = view.intrinsicSize(forWidth: width)
      guard abs(size.height - intrinsic.size.height) > 0.5 else { continue }
      removeIntrinsic(of: view)
      addIntrinsic(for: view, width: width)
      changed = true
    }
    return changed
  }

  // MARK: Results

  /// Sets each constraint-placed view's frame, rounded to whole pixels, and each guide's
  /// layout frame.
  func apply() {
    // Whole pixels of the screen the hierarchy is on.
    let scale = Double(((root as? UIWindow) ?? root.window)?.screen.scale ?? UIScreen.main.scale)
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
  func reportFrameConflicts() {
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
  static func autoresizingConstraint(of view: UIView) -> String {
    "<NSAutoresizingMaskLayoutConstraint:0x\(objectAddress(view)) \(objectName(view)).frame == "
      + "\(view.frame)   (active)>"
  }

  static let translatesHint =
    "\n(A view placed by constraints needs translatesAutoresizingMaskIntoConstraints = false.)"

  func reportUnsatisfiable(breaking constraint: NSLayoutConstraint) {
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

  func isAmbiguous(_ made: Unknowns) -> Bool {
    for variable in made.all {
      let before = variable.value
      guard (try? solver.addEditVariable(variable, strength: LayoutStrength.weak)) != nil else {
        continue
      }
      expect { try solver.suggestValue(before + 97, for: variable) }
      solver.updateVariables()
      let moved = abs(variable.value - before) > 0.5
      expect { try solver.removeEditVariable(variable) }
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

/// A view whose intrinsic height follows its width: a label that wraps, a text view that does
/// not scroll. Auto Layout measures it again once its width is solved.
@MainActor
protocol HeightForWidthSizing: UIView {
  /// Whether its height follows its width now.
  var sizesHeightForWidth: Bool { get }
  /// Its size when `width` wide.
  func intrinsicSize(forWidth width: CGFloat) -> CGSize
}

extension UILabel: HeightForWidthSizing {
  var sizesHeightForWidth: Bool { wraps }
}

extension UITextView: HeightForWidthSizing {
  var sizesHeightForWidth: Bool { !isScrollEnabled }
}
