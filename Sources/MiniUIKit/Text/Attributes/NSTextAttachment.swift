import Foundation

/// An image in a line of text, as UIKit's `NSTextAttachment`: the `.attachment` attribute of an
/// object replacement character (U+FFFC).
open class NSTextAttachment: NSObject, @unchecked Sendable {
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
