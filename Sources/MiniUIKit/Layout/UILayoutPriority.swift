import Foundation

/// How much a constraint matters, as UIKit's UILayoutPriority: 1000 is required; the layout
/// meets optional ones (1…999) as far as it can, higher ones first.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  public var rawValue: Float

  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { rawValue = value }
  public init(integerLiteral value: Int) { rawValue = Float(value) }

  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool {
    a.rawValue < b.rawValue
  }

  public static func + (priority: UILayoutPriority, value: Float) -> UILayoutPriority {
    UILayoutPriority(priority.rawValue + value)
  }

  public static func - (priority: UILayoutPriority, value: Float) -> UILayoutPriority {
    UILayoutPriority(priority.rawValue - value)
  }

  /// The solver's strength for this priority.
  var strength: Double { LayoutStrength.priority(rawValue) }
}

extension NSLayoutConstraint {
  /// The axis a view's content hugging and compression resistance apply to.
  public enum Axis: Int, Sendable {
    case horizontal = 0
    case vertical = 1
  }
}
