import Foundation

extension UIView {
  /// Options of block animations, as UIKit's UIView.AnimationOptions.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay the views out inside the block, so that layout changes animate with the rest.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Views under the animation still receive touches.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the value on screen, replacing running animations of the property.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat forever (or as `modifyAnimations(withRepeatCount:)` says).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run backward after each forward run.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Inside another block: keep this block's own duration rather than inherit the outer
    /// block's remaining duration.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Inside another block: keep this block's own curve rather than inherit the outer one.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Accepted: views here are always redrawn each frame, never animated as a snapshot.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)

    /// With `transition(from:to:)`: hide and show the views instead of removing and adding.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Inside another block: inherit none of the outer block's options.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// What a block nested in one with these options inherits, as UIKit documents it: the
    /// options that are neither a curve, a transition nor an override.
    var inheritable: AnimationOptions {
      AnimationOptions(rawValue: rawValue & ~(0x3 << 16) & ~(0x7 << 20))
        .subtracting([
          .overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions,
        ])
    }

    /// Ease in and out (the default).
    public static let curveEaseInOut = AnimationOptions([])
    /// Ease in: slow at the start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease out: slow at the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Even speed throughout.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// A flip about the view's vertical axis, from the left.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A flip about the view's vertical axis, from the right.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Page curls are drawn as a cross-dissolve.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A page curl down, drawn as a cross-dissolve.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// A cross-dissolve from the old look to the new one.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A flip about the view's horizontal axis, from the top.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// A flip about the view's horizontal axis, from the bottom.
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
