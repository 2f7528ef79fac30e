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

    /// With `transition(from:to:)`: hide and show the views instead of removing and adding.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)

    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Page curls are drawn as a cross-dissolve.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The transition these options name (bits 20–22, as UIKit's), 0 for none.
    var transition: UInt { (rawValue >> 20) & 0x7 }

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
