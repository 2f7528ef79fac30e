import Foundation

/// An animation from one value to another, as Core Animation's: any two of `fromValue`,
/// `toValue` and `byValue` (or one, with the property's current value as the other end).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
  /// The value the animation starts from.
  public var fromValue: Any?
  /// The value the animation ends at.
  public var toValue: Any?
  /// The change the animation makes, from one end to the other.
  public var byValue: Any?

  public required init() { super.init() }

  override func copyValues(from other: CAAnimation) {
    super.copyValues(from: other)
    guard let other = other as? CABasicAnimation else { return }
    fromValue = other.fromValue
    toValue = other.toValue
    byValue = other.byValue
  }

  /// The two ends, as Core Animation's rules for the three values give them.
  func ends(under current: LayerValue, layer: CALayer) -> (from: LayerValue, to: LayerValue)? {
    let from = read(fromValue, like: current, layer: layer)
    let to = read(toValue, like: current, layer: layer)
    let by = read(byValue, like: current, layer: layer)
    let base = isAdditive ? Self.zero(like: current) : current
    switch (from, to, by) {
    case (let from?, let to?, _): return (from, to)
    case (let from?, nil, let by?): return (from, from.adding(by))
    case (nil, let to?, let by?): return (to.subtracting(by), to)
    case (let from?, nil, nil): return (from, base)
    case (nil, let to?, nil): return (base, to)
    case (nil, nil, let by?): return (base, base.adding(by))
    case (nil, nil, nil):
      if fromValue != nil || toValue != nil || byValue != nil { return nil }
      return (base, base)
    }
  }

  /// The value an additive animation adds nothing with.
  static func zero(like value: LayerValue) -> LayerValue {
    switch value {
    case .number: .number(0)
    case .point: .point(.zero)
    case .size: .size(.zero)
    case .rect: .rect(.zero)
    case .transform: .transform(CATransform3DIdentity)
    case .numbers(let list): .numbers(list.map { $0.map { _ in 0 } })
    default: value
    }
  }

  override func value(at time: CFTimeInterval, under current: LayerValue, layer: CALayer)
    -> LayerValue?
  {
    guard let fraction = fraction(at: time), let (from, to) = ends(under: current, layer: layer)
    else { return nil }
    return LayerValue.interpolate(from, to, fraction)
  }
}
