import Foundation

/// How much a constraint matters, as UIKit's UILayoutPriority: 1000 is required; the layout
/// meets optional ones (1…999) as far as it can, higher ones first.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  public var rawValue: Float

  public init(rawValue: Float) { self.rawValue = rawValue }
  /// A priority of `rawValue`, from 1 to 1000.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { rawValue = value }
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  /// 1000: the constraint must hold.
  public static let required = UILayoutPriority(1000)
  /// 750: a view's compression resistance unless set.
  public static let defaultHigh = UILayoutPriority(750)
  /// 510: UIKit's level of a window drag that can resize the scene.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// 500: UIKit's level at which a scene keeps its size.
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// 490: UIKit's level of a window drag that cannot resize the scene.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// 250: a view's content hugging unless set (a label's and an image view's is 251).
  public static let defaultLow = UILayoutPriority(250)
  /// 50: the level at which `systemLayoutSizeFitting(_:)` holds the target size.
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool {
    a.rawValue < b.rawValue
  }

  /// The priority raised by `value`.
  public static func + (priority: UILayoutPriority, value: Float) -> UILayoutPriority {
    UILayoutPriority(priority.rawValue + value)
  }

  /// The priority lowered by `value`.
  public static func - (priority: UILayoutPriority, value: Float) -> UILayoutPriority {
    UILayoutPriority(priority.rawValue - value)
  }

  /// The solver's strength for this priority.
  var strength: Double { LayoutStrength.priority(rawValue) }
}

extension NSLayoutConstraint {
  /// The axis a view's content hugging and compression resistance apply to.
  public enum Axis: Int, Sendable {
    /// Across: widths and x positions.
    case horizontal = 0
    /// Up and down: heights and y positions.
    case vertical = 1
  }
}
