import Foundation

/// A view or a layout guide: what a constraint relates.
@MainActor
protocol LayoutItem: AnyObject {
  /// The view in whose hierarchy the item lies (the view itself, or a guide's owner).
  var layoutView: UIView? { get }
}

/// A linear relation between two layout attributes, as UIKit's NSLayoutConstraint:
/// `firstItem.firstAttribute (= | ≤ | ≥) multiplier × secondItem.secondAttribute + constant`,
/// held at `priority`. Activated, it joins the layout of its items' common ancestor.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
  /// The parts of an item a constraint can name, as UIKit's. `leading` and `trailing` are
  /// `left` and `right`: layouts here run left to right.
  public enum Attribute: Int, Sendable {
    /// The left edge.
    case left = 1
    /// The right edge.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The leading edge: the left one here.
    case leading
    /// The trailing edge: the right one here.
    case trailing
    /// The width.
    case width
    /// The height.
    case height
    /// The centre across.
    case centerX
    /// The centre up and down.
    case centerY
    /// A label's last baseline; another view's bottom edge.
    case lastBaseline
    /// A label's first baseline; another view's bottom edge.
    case firstBaseline = 12
    /// The left edge, inset by the view's layout margins.
    case leftMargin
    /// The right edge, inset by the view's layout margins.
    case rightMargin
    /// The top edge, inset by the view's layout margins.
    case topMargin
    /// The bottom edge, inset by the view's layout margins.
    case bottomMargin
    /// The leading edge, inset by the view's layout margins: the left one here.
    case leadingMargin
    /// The trailing edge, inset by the view's layout margins: the right one here.
    case trailingMargin
    /// The centre across of the area inside the view's layout margins.
    case centerXWithinMargins
    /// The centre up and down of the area inside the view's layout margins.
    case centerYWithinMargins
    /// No attribute: a constraint to a constant has it as its second.
    case notAnAttribute = 0

    /// UIKit's older name for `lastBaseline`.
    public static let baseline = Attribute.lastBaseline
  }

  /// How a constraint's first side relates to its second.
  public enum Relation: Int, Sendable {
    /// At most: `≤`.
    case lessThanOrEqual = -1
    /// Equal: `==`.
    case equal = 0
    /// At least: `≥`.
    case greaterThanOrEqual = 1
  }

  /// The view or layout guide whose attribute is constrained (held weakly).
  public private(set) weak var firstItem: AnyObject?
  /// The view or layout guide related to (held weakly; nil for a constant).
  public private(set) weak var secondItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// The second item's attribute (`.notAnAttribute` when there is no second item).
  public let secondAttribute: Attribute
  /// How the first side relates to the second: `≤`, `==` or `≥`.
  public let relation: Relation
  /// The factor on the second item's attribute.
  public let multiplier: CGFloat

  /// The offset; changing it on an active constraint re-solves the layout at the next
  /// layout pass (in an animation block: `layoutIfNeeded()` animates the change).
  public var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      guard constant.isFinite else {
        warn("\(self): a constant of \(constant) is not a finite number; keeping \(oldValue)")
        constant = oldValue
        return
      }
      LayoutEngine.constraintDidChange(self)
    }
  }

  /// How much the constraint matters; a required constraint cannot become optional while
  /// active (nor the reverse), as in UIKit.
  public var priority = UILayoutPriority.required {
    didSet {
      guard priority != oldValue else { return }
      if isActive, (priority == .required) != (oldValue == .required) {
        warn(
          "Mutating a priority from required to not on an installed constraint (or vice-versa) "
            + "is not supported.  You passed priority \(priority.rawValue) and the existing "
            + "priority was \(oldValue.rawValue).")
        priority = oldValue
        return
      }
      LayoutEngine.constraintDidChange(self)
    }
  }

  /// A name for messages.
  public var identifier: String?

  /// Whether the constraint takes part in layout; setting it installs the constraint on its
  /// items' closest common ancestor, or takes it off.
  public var isActive: Bool {
    get { installedOn != nil }
    set {
      if newValue { activate() } else { deactivateNow() }
    }
  }

  /// The view the constraint is installed on while active (UIKit's common ancestor).
  weak var installedOn: UIView?
  /// Whether the layout had to break it (it contradicted required constraints).
  var isBroken = false
  /// The solver's form of it, in the engine that holds it.
  var solverConstraint: LayoutSolverConstraint?

  /// UIKit's designated initializer: `view1.attr1 (relation) multiplier × view2.attr2 +
  /// constant`. `item` and `toItem` are views or layout guides.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    firstItem = view1 as AnyObject
    secondItem = view2.map { $0 as AnyObject }
    firstAttribute = attr1
    secondAttribute = view2 == nil ? .notAnAttribute : attr2
    self.relation = relation
    self.multiplier = multiplier
    constant = c
    super.init()
  }

  /// A constraint of no items, as `NSLayoutConstraint()` makes in UIKit: nothing to
  /// activate (trying warns), kept for code that fills one in a subclass.
  public override init() {
    firstAttribute = .notAnAttribute
    secondAttribute = .notAnAttribute
    relation = .equal
    multiplier = 1
    constant = 0
    super.init()
  }

  /// Activates each of `constraints`.
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates each of `constraints`.
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  var firstLayoutItem: LayoutItem? { firstItem as? LayoutItem }
  var secondLayoutItem: LayoutItem? { secondItem as? LayoutItem }

  /// Installs the constraint on `view` (UIKit's `addConstraint(_:)`), or, with nil, on the
  /// items' closest common ancestor. Refused with UIKit's message when it cannot be.
  func activate(on view: UIView? = nil) {
    guard installedOn == nil else { return }
    guard multiplier.isFinite, constant.isFinite else {
      return warn(
        "\(self) has a multiplier of \(multiplier) and a constant of \(constant): both must be "
          + "finite numbers; the constraint is not made active")
    }
    guard let first = firstLayoutItem?.layoutView else {
      return warn("\(self): its first item is not a view or a layout guide; it is not made active")
    }
    if secondItem != nil, secondLayoutItem == nil {
      return warn("\(self): its second item is not a view or a layout guide; it is not made active")
    }
    let second = secondLayoutItem?.layoutView
    guard let ancestor = view ?? first.closestCommonAncestor(with: second ?? first) else {
      return warn(
        "Unable to activate constraint with anchors \(anchorDescription(firstItem, firstAttribute)) "
          + "and \(anchorDescription(secondItem, secondAttribute)) because they have no common "
          + "ancestor.  Does the constraint or its anchors reference items in different view "
          + "hierarchies?  That's illegal.")
    }
    installedOn = ancestor
    ancestor.layoutStateForWriting.installed.append(self)
    LayoutEngine.constraintWasActivated(self, on: ancestor)
  }

  private func deactivateNow() {
    guard let view = installedOn else { return }
    view.layoutState?.installed.removeAll { $0 === self }
    installedOn = nil
    isBroken = false
    LayoutEngine.constraintWasDeactivated(self, solved: solverConstraint, around: view)
    solverConstraint = nil
  }

  private func anchorDescription(_ item: AnyObject?, _ attribute: Attribute) -> String {
    "<\(attribute) of \(item.map(objectName) ?? "nil")>"
  }

  /// As UIKit's, for the console; read on the main actor, where constraints live.
  open override var description: String {
    MainActor.assumeIsolated { constraintDescription }
  }

  private var constraintDescription: String {
    func side(_ item: AnyObject?, _ attribute: Attribute) -> String {
      guard let item else { return "" }
      let name = (item as? UILayoutGuide).map { "'\($0.identifier)'" } ?? objectName(item)
      return "\(name).\(attribute)"
    }
    var text = side(firstItem, firstAttribute)
    text += relation == .equal ? " == " : relation == .lessThanOrEqual ? " <= " : " >= "
    if secondItem != nil {
      text += (multiplier == 1 ? "" : "\(multiplier)*") + side(secondItem, secondAttribute)
      if constant != 0 { text += constant > 0 ? " + \(constant)" : " - \(-constant)" }
    } else {
      text += "\(constant)"
    }
    if priority != .required { text += " @\(priority.rawValue)" }
    let name = identifier.map { " '\($0)'" } ?? ""
    return "<NSLayoutConstraint:0x\(objectAddress(self))\(name) \(text)   "
      + "(\(isActive ? "active" : "inactive"))>"
  }
}
