import CX11
import MiniUIKit

/// Uploads each toolkit image once as a 32-bit ARGB XRender picture, and frees it once the
/// image is gone.
@MainActor
final class ImageCache {
  /// An uploaded image, with the state last set on its picture (so it is set only on change).
  final class Entry {
    var image: UIImage
    let picture: XPictureID
    let pixmap: XPixmapID
    var transform: CGAffineTransform?
    var filter: String?

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

  /// Frees the pictures of images nobody but the cache holds any more: they cannot be drawn
  /// again.
  func removeUnreferenced() {
    for (key, entry) in entries where isKnownUniquelyReferenced(&entry.image) {
      free(entry)
      entries[key] = nil
    }
  }

  private func free(_ entry: Entry) {
    XRenderFreePicture(connection.display, entry.picture.raw)
    XFreePixmap(connection.display, entry.pixmap.raw)
  }

  func removeAll() {
    for entry in entries.values { free(entry) }
    entries.removeAll()
  }
}
