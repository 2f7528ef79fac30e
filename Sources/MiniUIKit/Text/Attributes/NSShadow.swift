import Foundation

/// A shadow under text, as UIKit's `NSShadow` (the `.shadow` attribute).
open class NSShadow: NSObject, @unchecked Sendable {
  /// How far the shadow lies from the text; (0, -3) by default, as UIKit's.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// How blurred the shadow is, in points; 0 by default.
  open var shadowBlurRadius: CGFloat = 0
  /// The shadow's colour (a `UIColor`); black at a third by default.
  open var shadowColor: Any?

  public override init() { super.init() }
}
