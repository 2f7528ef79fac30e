import Foundation

/// An image in a line of text, as UIKit's `NSTextAttachment`: the `.attachment` attribute of an
/// object replacement character (U+FFFC).
open class NSTextAttachment: NSObject, @unchecked Sendable {
  /// Foundation on Linux reads an object's word at offset 16 as a CoreFoundation type header
  /// when it compares attribute values (copying or coalescing an attributed string's runs); a
  /// Swift class's first stored property lies there, and a zero type traps. This constant
  /// header (type 1) makes CoreFoundation ask `isEqual(_:)` instead.
  private let coreFoundationHeader: UInt64 = 0x180
  /// The image drawn.
  open var image: UIImage?
  /// Where it is drawn, from the baseline up (y) and the pen (x); the image's size on the
  /// baseline when zero.
  open var bounds = CGRect.zero

  /// An attachment of `image`.
  public convenience init(image: UIImage) {
    self.init()
    self.image = image
  }

  public override init() { super.init() }

  /// The rectangle the attachment takes, from the pen on the baseline.
  var placement: CGRect {
    bounds.isEmpty ? CGRect(origin: .zero, size: image?.size ?? .zero) : bounds
  }
}

extension NSAttributedString {
  /// One object replacement character, carrying `attachment`.
  public convenience init(attachment: NSTextAttachment) {
    self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
  }
}
