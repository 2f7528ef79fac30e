import Foundation

/// The key Core Animation adds transitions under: `layer.add(transition, forKey: kCATransition)`.
public let kCATransition = "transition"

/// A transition between a layer's look before and after a change, as Core Animation's: add it,
/// then change the layer (its sublayers, its view's content); the old picture fades, is pushed
/// or is covered while the new one comes in.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
  /// The kind of transition, `.fade` by default.
  public var type: CATransitionType = .fade
  /// The side the new look comes in from (push, move in) or the old one leaves to (reveal).
  public var subtype: CATransitionSubtype?
  /// Where in the transition it starts, 0…1 (0 by default).
  public var startProgress: Float = 0
  /// Where in the transition it ends, 0…1 (1 by default).
  public var endProgress: Float = 1

  /// The layer as it looked when the transition was added, in its own picture space.
  var oldPicture: DisplayList?

  public required init() { super.init() }

  override func copyValues(from other: CAAnimation) {
    super.copyValues(from: other)
    guard let other = other as? CATransition else { return }
    type = other.type
    subtype = other.subtype
    startProgress = other.startProgress
    endProgress = other.endProgress
  }

  /// How far the transition is at `time` (the layer's), nil when it has no effect.
  func progress(at time: CFTimeInterval) -> CGFloat? {
    guard let fraction = fraction(at: time) else { return nil }
    let start = CGFloat(min(max(startProgress, 0), 1))
    let end = CGFloat(min(max(endProgress, 0), 1))
    return start + (end - start) * fraction
  }

  /// Where the old and the new picture are, as offsets in the layer's coordinates, and the
  /// new one's opacity, at `progress`, for a layer of `size`.
  func placement(at progress: CGFloat, size: CGSize)
    -> (old: CGPoint, new: CGPoint, newAlpha: CGFloat, newOnTop: Bool)
  {
    // The direction the new look travels in.
    let direction: CGPoint
    switch subtype {
    case .fromLeft: direction = CGPoint(x: size.width, y: 0)
    case .fromTop: direction = CGPoint(x: 0, y: size.height)
    case .fromBottom: direction = CGPoint(x: 0, y: -size.height)
    default: direction = CGPoint(x: -size.width, y: 0)
    }
    let gone = CGPoint(x: direction.x * progress, y: direction.y * progress)
    let coming = CGPoint(x: -direction.x * (1 - progress), y: -direction.y * (1 - progress))
    switch type {
    case .push: return (gone, coming, 1, true)
    case .moveIn: return (.zero, coming, 1, true)
    case .reveal: return (gone, .zero, 1, false)
    default: return (.zero, .zero, progress, true)
    }
  }
}

/// How a transition changes one look for another.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The new look fades in over the old one.
  public static let fade = Self(rawValue: "fade")
  /// The new look slides in over the old one.
  public static let moveIn = Self(rawValue: "moveIn")
  /// The new look slides in and pushes the old one out.
  public static let push = Self(rawValue: "push")
  /// The old look slides out, uncovering the new one.
  public static let reveal = Self(rawValue: "reveal")
}

/// The side a transition moves from.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// From the right side (the default when `subtype` is nil).
  public static let fromRight = Self(rawValue: "fromRight")
  /// From the left side.
  public static let fromLeft = Self(rawValue: "fromLeft")
  /// From the top side.
  public static let fromTop = Self(rawValue: "fromTop")
  /// From the bottom side.
  public static let fromBottom = Self(rawValue: "fromBottom")
}
