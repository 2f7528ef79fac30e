import Foundation

extension UIView {
  /// Options of block animations, as UIKit's UIView.AnimationOptions.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Views under the animation still receive touches.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the value on screen, replacing running animations of the property.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever (or as `modifyAnimations(withRepeatCount:)` says).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run backward after each forward run.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)

    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// The curve these options name (ease-in-out when none).
    var curve: UIView.AnimationCurve {
      switch (rawValue >> 16) & 0x3 {
      case 1: .easeIn
      case 2: .easeOut
      case 3: .linear
      default: .easeInOut
      }
    }
  }
}
