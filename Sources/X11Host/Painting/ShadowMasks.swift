import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// Blurred shadow masks (8-bit alpha pictures), made once per shape, size and blur: the shape
/// rasterised by the server, read back, blurred with a Gaussian and sent back. The ones used
/// last are kept, up to a count and a number of pixels: what is kept depends only on the
/// shadows drawn, never on how many frames went by.
@MainActor
final class ShadowMasks {
  private struct Key: Hashable {
    /// The shape's points in 1/16 pixels, relative to the mask's corner.
    var points: [Int32]
    var sigma: Int32
    var width: Int
    var height: Int
  }

  private let connection: X11Connection
  private let drawable: XWindowID
  private var masks: [Key: Picture] = [:]
  /// When each mask or set of pieces was last used (a count of uses): the oldest go first.
  private var lastUse: [Key: Int] = [:]
  private var uses = 0
  /// Pixels each kept mask or set of pieces holds.
  private var pixels: [Key: Int] = [:]
  /// At most this many masks and sets of pieces are kept (a card opening through every corner
  /// radius from 16 to 0 uses 17)…
  private static let keptCount = 32
  /// …holding at most this many pixels (16 MB of alpha on the server).
  private static let keptPixels = 16 << 20
  /// How many masks were made, for tests and the bench.
  private(set) var madeCount = 0

  init(connection: X11Connection, drawable: XWindowID) {
    self.connection = connection
    self.drawable = drawable
  }

  /// The mask of `polygons` (pixels from the mask's corner, covering by `rule`) blurred by
  /// `sigma` pixels.
  func mask(
    for polygons: [[CGPoint]], rule: CGPathFillRule = .winding, sigma: CGFloat, width: Int,
    height: Int, painter: XRenderPainter
  ) -> Picture {
    // The points in sixteenths of a pixel, each polygon ended by -1, then the rule.
    var points: [Int32] = []
    for polygon in polygons {
      for point in polygon {
        points.append(Int32((point.x * 16).rounded()))
        points.append(Int32((point.y * 16).rounded()))
      }
      points.append(-1)
    }
    points.append(rule == .winding ? 0 : 1)
    let key = Key(
      points: points, sigma: Int32((sigma * 16).rounded()), width: width, height: height)
    if let mask = masks[key] {
      use(key)
      return mask
    }
    let mask = make(
      polygons, rule: rule, sigma: sigma, width: width, height: height, painter: painter)
    masks[key] = mask
    keep(key, pixels: width * height)
    return mask
  }

  private func make(
    _ polygons: [[CGPoint]], rule: CGPathFillRule, sigma: CGFloat, width: Int, height: Int,
    painter: XRenderPainter
  ) -> Picture {
    let display = connection.display
    let pixmap = XCreatePixmap(display, drawable.raw, UInt32(width), UInt32(height), 8)
    let picture = XRenderCreatePicture(display, pixmap, connection.alphaFormat, 0, nil)
    var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    XRenderFillRectangle(
      display, Int32(PictOpSrc), picture, &clear, 0, 0, UInt32(width), UInt32(height))
    var traps = PathTessellator.trapezoids(of: polygons, rule: rule).map { trapezoid in
      XTrapezoid(
        top: XRenderPainter.fixed(trapezoid.top), bottom: XRenderPainter.fixed(trapezoid.bottom),
        left: XLineFixed(
          p1: XRenderPainter.fixed(trapezoid.left.p1), p2: XRenderPainter.fixed(trapezoid.left.p2)),
        right: XLineFixed(
          p1: XRenderPainter.fixed(trapezoid.right.p1),
          p2: XRenderPainter.fixed(trapezoid.right.p2)))
    }
    if !traps.isEmpty {
      let opaque = painter.solidPicture(XRenderColor(red: 0, green: 0, blue: 0, alpha: 0xFFFF))
      XRenderCompositeTrapezoids(
        display, Int32(PictOpAdd), opaque, picture, connection.alphaFormat, 0, 0, &traps,
        Int32(traps.count))
    }
    if sigma > 0.01, let coverage = read(pixmap, width: width, height: height) {
      let blurred = GaussianBlur.blurred(
        coverage, width: width, height: height, sigma: Double(sigma))
      write(blurred, to: pixmap, width: width, height: height)
    }
    XFreePixmap(display, pixmap)
    return picture
  }

  /// The 8-bit pixels of `pixmap`, row by row.
  private func read(_ pixmap: Pixmap, width: Int, height: Int) -> [UInt8]? {
    guard
      let image = XGetImage(
        connection.display, pixmap, 0, 0, UInt32(width), UInt32(height), CX11_ALL_PLANES, ZPixmap)
    else { return nil }
    defer { XDestroyImage(image) }
    guard image.pointee.bits_per_pixel == 8, let data = image.pointee.data else { return nil }
    let stride = Int(image.pointee.bytes_per_line)
    var pixels = [UInt8](repeating: 0, count: width * height)
    data.withMemoryRebound(to: UInt8.self, capacity: stride * height) { rows in
      for row in 0..<height {
        for column in 0..<width { pixels[row * width + column] = rows[row * stride + column] }
      }
    }
    return pixels
  }

  private func write(_ pixels: [UInt8], to pixmap: Pixmap, width: Int, height: Int) {
    let display = connection.display
    let gc = XCreateGC(display, pixmap, 0, nil)
    // Rows of an 8-bit image are padded to 4 bytes.
    let stride = (width + 3) / 4 * 4
    var padded = [UInt8](repeating: 0, count: stride * height)
    for row in 0..<height {
      for column in 0..<width { padded[row * stride + column] = pixels[row * width + column] }
    }
    padded.withUnsafeMutableBufferPointer { buffer in
      let data = UnsafeMutableRawPointer(buffer.baseAddress)?.assumingMemoryBound(to: CChar.self)
      if let image = XCreateImage(
        display, nil, 8, ZPixmap, 0, data, UInt32(width), UInt32(height), 32, Int32(stride))
      {
        XPutImage(display, pixmap, gc, image, 0, 0, 0, 0, UInt32(width), UInt32(height))
        // The buffer stays ours.
        image.pointee.data = nil
        XFree(image)
      }
    }
    XFreeGC(display, gc)
  }

  /// A rounded rectangle's shadow in pieces (see `XRenderPainter.drawPieced`).
  struct Pieces {
    /// The blurred rounded square, `size` pixels a side: its quarters are the corners.
    let corner: Picture
    /// Strips of its straight sides (`stripLength` long), laid end to end along the edges.
    let top: Picture
    let bottom: Picture
    let left: Picture
    let right: Picture
    let size: Int
  }
  private var pieceSets: [Key: Pieces] = [:]
  /// How long the pieces' edge strips are, in pixels.
  static let stripLength = 128

  /// The pieces of a rounded rectangle's shadow of corner `radius` and blur `sigma` (pixels):
  /// a rounded square reaching `inner` pixels in from each edge at its middle, blurred within
  /// a margin of `reach`, and strips of it.
  func pieces(radius: Int, sigma: CGFloat, inner: Int, reach: Int, painter: XRenderPainter)
    -> Pieces
  {
    let key = Key(
      points: [Int32(radius)], sigma: Int32((sigma * 16).rounded()), width: inner, height: reach)
    if let pieces = pieceSets[key] {
      use(key)
      return pieces
    }
    // Straight sides of `stripLength` between the corners: strips of that length, laid end
    // to end along an edge, draw through plain (unrepeated) masks, XRender's fast path.
    let square = CGFloat(2 * inner + Self.stripLength)
    let size = 2 * inner + Self.stripLength + 2 * reach
    let outline = PathFlattening.polylines(
      of: CGPath(
        roundedRect: CGRect(x: CGFloat(reach), y: CGFloat(reach), width: square, height: square),
        cornerWidth: CGFloat(radius), cornerHeight: CGFloat(radius), transform: nil
      ).elements,
      tolerance: XRenderPainter.flatness
    ).map(\.points)
    let corner = make(
      outline, rule: .winding, sigma: sigma, width: size, height: size, painter: painter)
    let side = inner + reach
    let length = Self.stripLength
    func strip(x: Int, y: Int, width: Int, height: Int) -> Picture {
      let picture = connection.alphaPicture(
        width: UInt32(width), height: UInt32(height), for: drawable, cleared: false)
      XRenderComposite(
        connection.display, Int32(PictOpSrc), corner, 0, picture, Int32(x), Int32(y), 0, 0, 0, 0,
        UInt32(width), UInt32(height))
      return picture
    }
    let pieces = Pieces(
      corner: corner, top: strip(x: side, y: 0, width: length, height: side),
      bottom: strip(x: side, y: size - side, width: length, height: side),
      left: strip(x: 0, y: side, width: side, height: length),
      right: strip(x: size - side, y: side, width: side, height: length), size: size)
    pieceSets[key] = pieces
    keep(key, pixels: size * size + 4 * side)
    return pieces
  }

  private func use(_ key: Key) {
    uses += 1
    lastUse[key] = uses
  }

  /// Keeps a mask or set of pieces just made, letting the least recently used go while there
  /// are too many.
  private func keep(_ key: Key, pixels count: Int) {
    madeCount += 1
    use(key)
    pixels[key] = count
    while lastUse.count > Self.keptCount || pixels.values.reduce(0, +) > Self.keptPixels,
      let oldest = lastUse.min(by: { $0.value < $1.value })?.key, oldest != key
    {
      if let mask = masks.removeValue(forKey: oldest) {
        XRenderFreePicture(connection.display, mask)
      }
      if let pieces = pieceSets.removeValue(forKey: oldest) { free(pieces) }
      lastUse[oldest] = nil
      pixels[oldest] = nil
    }
  }

  func removeAll() {
    for mask in masks.values { XRenderFreePicture(connection.display, mask) }
    masks.removeAll()
    pieceSets.values.forEach(free)
    pieceSets.removeAll()
    lastUse.removeAll()
    pixels.removeAll()
  }

  private func free(_ pieces: Pieces) {
    for picture in [pieces.corner, pieces.top, pieces.bottom, pieces.left, pieces.right] {
      XRenderFreePicture(connection.display, picture)
    }
  }
}
