import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// Uploads each toolkit image once as a 32-bit ARGB XRender picture, and frees it once the
/// image is gone.
@MainActor
final class ImageCache {
  /// An uploaded image, with the state last set on its picture (so it is set only on change).
  final class Entry {
    var image: UIImage
    let picture: XPictureID
    let pixmap: XPixmapID
    /// The picture's transform (destination → image pixels) and filter.
    fileprivate var transform: CGAffineTransform?
    fileprivate var filter: String?
    /// A copy scaled to the size it was last drawn at twice in a row, and that size.
    fileprivate var scaledCopy: (picture: XPictureID, pixmap: XPixmapID)?
    fileprivate var scaledSize: (width: Int, height: Int)?
    /// The size it was last drawn at.
    fileprivate var lastSize: (width: Int, height: Int)?

    init(image: UIImage, picture: XPictureID, pixmap: XPixmapID) {
      self.image = image
      self.picture = picture
      self.pixmap = pixmap
    }
  }

  private let connection: X11Connection
  private let drawable: XWindowID
  private var entries: [ObjectIdentifier: Entry] = [:]

  init(connection: X11Connection, drawable: XWindowID) {
    self.connection = connection
    self.drawable = drawable
  }

  /// The picture for `image`, uploading it on first use.
  func entry(for image: UIImage) -> Entry {
    let key = ObjectIdentifier(image)
    if let entry = entries[key] { return entry }
    let display = connection.display
    let width = UInt32(image.width)
    let height = UInt32(image.height)
    let pixmap = XCreatePixmap(display, drawable.raw, width, height, 32)
    let gc = XCreateGC(display, pixmap, 0, nil)
    image.pixels.withUnsafeBufferPointer { pixels in
      // XCreateImage takes ownership of the data pointer only if XDestroyImage is called; it
      // is not, so the buffer stays ours.
      let data = UnsafeMutableRawPointer(mutating: pixels.baseAddress)?
        .assumingMemoryBound(to: CChar.self)
      if let ximage = XCreateImage(
        display, nil, 32, ZPixmap, 0, data, width, height, 32, Int32(width * 4))
      {
        ximage.pointee.byte_order = Int32(LSBFirst)
        XPutImage(display, pixmap, gc, ximage, 0, 0, 0, 0, width, height)
        ximage.pointee.data = nil
        XFree(ximage)
      }
    }
    XFreeGC(display, gc)
    let picture = XRenderCreatePicture(display, pixmap, connection.argbFormat, 0, nil)
    let entry = Entry(
      image: image, picture: XPictureID(raw: picture), pixmap: XPixmapID(raw: pixmap))
    entries[key] = entry
    return entry
  }

  /// `entry`'s image scaled to `width` × `height` pixels, without a transform, when it was
  /// drawn at that size the time before too; nil (draw it scaled) while its size changes.
  /// Drawing a picture this way costs a copy per pixel rather than a bilinear sample, which
  /// matters for images that stay at one size (a grid's cells, the fishbowl's). No copy is
  /// made of more than `largest` pixels (two windows'): most of it would lie outside the
  /// window (a photo zoomed in), and scaling all of it costs far more than sampling what shows.
  func scaledCopy(of entry: Entry, width: Int, height: Int, largest: Int) -> XPictureID? {
    defer { entry.lastSize = (width, height) }
    // At its own size, the image is its own copy.
    if width == entry.image.width, height == entry.image.height { return nil }
    guard width * height <= largest else { return nil }
    if let copy = entry.scaledCopy, let size = entry.scaledSize, size == (width, height) {
      return copy.picture
    }
    guard let last = entry.lastSize, last == (width, height) else { return nil }
    freeScaledCopy(of: entry)
    let display = connection.display
    let pixmap = XCreatePixmap(display, drawable.raw, UInt32(width), UInt32(height), 32)
    let picture = XRenderCreatePicture(display, pixmap, connection.argbFormat, 0, nil)
    set(Self.scale(of: entry, toWidth: width, height: height), on: entry)
    XRenderComposite(
      display, Int32(PictOpSrc), entry.picture.raw, 0, picture, 0, 0, 0, 0, 0, 0, UInt32(width),
      UInt32(height))
    entry.scaledCopy = (XPictureID(raw: picture), XPixmapID(raw: pixmap))
    entry.scaledSize = (width, height)
    return entry.scaledCopy?.picture
  }

  /// Sets `transform` (destination → image pixels) on `entry`'s picture, with a bilinear
  /// filter unless it moves whole pixels only; nothing is sent when it is already set.
  func set(_ transform: CGAffineTransform, on entry: Entry) {
    let display = connection.display
    if entry.transform != transform {
      entry.transform = transform
      var xform = XRenderPainter.xTransform(transform)
      XRenderSetPictureTransform(display, entry.picture.raw, &xform)
    }
    let isPixelExact =
      transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1
      && transform.tx == transform.tx.rounded() && transform.ty == transform.ty.rounded()
    let filter = isPixelExact ? "nearest" : "bilinear"
    if entry.filter != filter {
      entry.filter = filter
      XRenderSetPictureFilter(display, entry.picture.raw, filter, nil, 0)
    }
  }

  /// The transform that draws `entry`'s image at `width` × `height` pixels from the origin.
  static func scale(of entry: Entry, toWidth width: Int, height: Int) -> CGAffineTransform {
    CGAffineTransform(
      scaleX: CGFloat(entry.image.width) / CGFloat(width),
      y: CGFloat(entry.image.height) / CGFloat(height))
  }

  private func freeScaledCopy(of entry: Entry) {
    guard let copy = entry.scaledCopy else { return }
    XRenderFreePicture(connection.display, copy.picture.raw)
    XFreePixmap(connection.display, copy.pixmap.raw)
    entry.scaledCopy = nil
    entry.scaledSize = nil
  }

  /// Frees the pictures of images nobody but the cache holds any more: they cannot be drawn
  /// again.
  func removeUnreferenced() {
    for (key, entry) in entries where isKnownUniquelyReferenced(&entry.image) {
      free(entry)
      entries[key] = nil
    }
  }

  private func free(_ entry: Entry) {
    freeScaledCopy(of: entry)
    XRenderFreePicture(connection.display, entry.picture.raw)
    XFreePixmap(connection.display, entry.pixmap.raw)
  }

  func removeAll() {
    for entry in entries.values { free(entry) }
    entries.removeAll()
  }
}
