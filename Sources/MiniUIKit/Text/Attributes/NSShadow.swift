import Foundation

/// A shadow under text, as UIKit's `NSShadow` (the `.shadow` attribute).
open class NSShadow: NSObject, @unchecked Sendable {
  /// Foundation on Linux reads an object's word at offset 16 as a CoreFoundation type header
  /// when it compares attribute values (copying or coalescing an attributed string's runs); a
  /// Swift class's first stored property lies there, and a zero type traps. This constant
  /// header (type 1) makes CoreFoundation ask `isEqual(_:)` instead.
  private let coreFoundationHeader: UInt64 = 0x180
  /// How far the shadow lies from the text; (0, -3) by default, as UIKit's.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// How blurred the shadow is, in points; 0 by default.
  open var shadowBlurRadius: CGFloat = 0
  /// The shadow's colour (a `UIColor`); black at a third by default.
  open var shadowColor: Any?

  public override init() { super.init() }
}
