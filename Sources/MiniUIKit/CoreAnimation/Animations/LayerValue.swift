import Foundation

/// A value of a layer property, in the kinds Core Animation interpolates.
enum LayerValue: Equatable, Sendable {
  case number(CGFloat)
  case point(CGPoint)
  case size(CGSize)
  case rect(CGRect)
  case transform(CATransform3D)
  case color(UIColor?)
  case path(CGPath?)
  case numbers([CGFloat]?)
  case colors([UIColor]?)

  /// `value` (as an app passes it: `Any?`) read as the kind of `sample`, or nil when it is
  /// not of that kind.
  init?(_ value: Any?, like sample: LayerValue) {
    switch sample {
    case .number:
      guard let number = Self.number(value) else { return nil }
      self = .number(number)
    case .point:
      guard let point = value as? CGPoint ?? Self.boxed(value)?.pointValue else { return nil }
      self = .point(point)
    case .size:
      guard let size = value as? CGSize ?? Self.boxed(value)?.sizeValue else { return nil }
      self = .size(size)
    case .rect:
      guard let rect = value as? CGRect ?? Self.boxed(value)?.rectValue else { return nil }
      self = .rect(rect)
    case .transform:
      if let transform = value as? CATransform3D {
        self = .transform(transform)
      } else if let affine = value as? CGAffineTransform {
        self = .transform(CATransform3D(affine))
      } else {
        return nil
      }
    case .color:
      guard let color = Self.color(value) else { return nil }
      self = .color(color)
    case .path:
      guard let path = value as? CGPath else { return nil }
      self = .path(path)
    case .numbers:
      guard let list = value as? [Any] else { return nil }
      let numbers = list.compactMap(Self.number)
      guard numbers.count == list.count else { return nil }
      self = .numbers(numbers)
    case .colors:
      guard let list = value as? [Any] else { return nil }
      let colors = list.compactMap(Self.color)
      guard colors.count == list.count else { return nil }
      self = .colors(colors)
    }
  }

  /// A geometry value boxed in an `NSValue` (`NSValue(cgPoint:)`), not a number.
  private static func boxed(_ value: Any?) -> NSValue? {
    guard let boxed = value as? NSValue, !(boxed is NSNumber) else { return nil }
    return boxed
  }

  private static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let number as CGFloat: number
    case let number as Double: CGFloat(number)
    case let number as Float: CGFloat(number)
    case let number as Int: CGFloat(number)
    case let number as NSNumber: CGFloat(number.doubleValue)
    default: nil
    }
  }

  private static func color(_ value: Any?) -> UIColor? {
    switch value {
    case let color as CGColor: color.color
    case let color as UIColor: color
    default: nil
    }
  }

  /// Whether every number in the value is finite (a path's points included).
  var isFinite: Bool {
    switch self {
    case .number(let n): n.isFinite
    case .point(let p): p.x.isFinite && p.y.isFinite
    case .size(let s): s.width.isFinite && s.height.isFinite
    case .rect(let r):
      r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite
        && r.height.isFinite
    case .transform(let t): t.animatableData.allSatisfy(\.isFinite)
    case .path(let path): path.map { !$0.boundingBox.isNull && $0.hasFinitePoints } ?? true
    case .numbers(let list): (list ?? []).allSatisfy(\.isFinite)
    case .color, .colors: true
    }
  }

  /// The value `fraction` of the way from `from` to `to` (beyond 0…1 for springs that
  /// overshoot). Paths move point by point when they have the same elements, else they
  /// jump half way; so do lists of different lengths.
  static func interpolate(_ from: LayerValue, _ to: LayerValue, _ fraction: CGFloat)
    -> LayerValue
  {
    func mix(_ a: [Double], _ b: [Double]) -> [Double] {
      zip(a, b).map { $0 + ($1 - $0) * Double(fraction) }
    }
    func mix<T: Animatable>(_ a: T, _ b: T) -> T {
      T(animatableData: mix(a.animatableData, b.animatableData))
    }
    let jump = fraction < 0.5 ? from : to
    switch (from, to) {
    case (.number(let a), .number(let b)): return .number(mix(a, b))
    case (.point(let a), .point(let b)): return .point(mix(a, b))
    case (.size(let a), .size(let b)):
      return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
    case (.rect(let a), .rect(let b)): return .rect(mix(a, b))
    case (.transform(let a), .transform(let b)): return .transform(mix(a, b))
    case (.color(let a), .color(let b)): return .color(mix(a ?? .clear, b ?? .clear))
    case (.path(let a?), .path(let b?)):
      return CGPath.interpolate(a, b, fraction: fraction).map { .path($0) } ?? jump
    case (.numbers(let a?), .numbers(let b?)) where a.count == b.count:
      return .numbers(zip(a, b).map { mix($0, $1) })
    case (.colors(let a?), .colors(let b?)) where a.count == b.count:
      return .colors(zip(a, b).map { mix($0, $1) })
    default: return jump
    }
  }

  /// `self + other`, for `byValue` and additive animations: numbers add, transforms
  /// concatenate (other first), other kinds take `other`.
  func adding(_ other: LayerValue) -> LayerValue {
    switch (self, other) {
    case (.number(let a), .number(let b)): .number(a + b)
    case (.point(let a), .point(let b)): .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
    case (.size(let a), .size(let b)):
      .size(CGSize(width: a.width + b.width, height: a.height + b.height))
    case (.rect(let a), .rect(let b)):
      .rect(
        CGRect(
          x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width,
          height: a.height + b.height))
    case (.transform(let a), .transform(let b)): .transform(b.concatenating(a))
    case (.numbers(let a?), .numbers(let b?)) where a.count == b.count:
      .numbers(zip(a, b).map { $0 + $1 })
    default: other
    }
  }

  /// `self − other`: the start of an animation given only `toValue` and `byValue`.
  func subtracting(_ other: LayerValue) -> LayerValue {
    switch other {
    case .number(let b): adding(.number(-b))
    case .point(let b): adding(.point(CGPoint(x: -b.x, y: -b.y)))
    case .size(let b): adding(.size(CGSize(width: -b.width, height: -b.height)))
    case .rect(let b):
      adding(.rect(CGRect(x: -b.minX, y: -b.minY, width: -b.width, height: -b.height)))
    case .transform(let b): adding(.transform(CATransform3DInvert(b)))
    case .numbers(let b?): adding(.numbers(b.map { -$0 }))
    default: self
    }
  }
}

extension LayerValue {
  /// The value as an app reads it back (`fromValue` of an implicit animation).
  var anyValue: Any? {
    switch self {
    case .number(let n): n
    case .point(let p): p
    case .size(let s): s
    case .rect(let r): r
    case .transform(let t): t
    case .color(let c): c?.cgColor
    case .path(let p): p
    case .numbers(let list): list
    case .colors(let list): list?.map(\.cgColor)
    }
  }
}
