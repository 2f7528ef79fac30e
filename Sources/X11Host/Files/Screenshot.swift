import CX11

/// Reads pixels back from the X server.
public enum Screenshot {
  /// The pixels of a drawable (window or pixmap) of a 24- or 32-bit TrueColor visual, opaque.
  public static func capture(
    display: OpaquePointer, drawable: UInt, x: Int32 = 0, y: Int32 = 0, width: Int, height: Int
  ) -> RGBAImage? {
    guard width > 0, height > 0,
      let image = XGetImage(
        display, drawable, x, y, UInt32(width), UInt32(height), CX11_ALL_PLANES, ZPixmap)
    else { return nil }
    defer { XDestroyImage(image) }
    let ximage = image.pointee
    guard ximage.bits_per_pixel == 32, let data = ximage.data else { return nil }
    // Images of pixmaps carry no colour masks: take the screen's default visual's.
    let visual = XDefaultVisual(display, XDefaultScreen(display)).pointee
    let redShift = shift(of: ximage.red_mask != 0 ? ximage.red_mask : visual.red_mask)
    let greenShift = shift(of: ximage.green_mask != 0 ? ximage.green_mask : visual.green_mask)
    let blueShift = shift(of: ximage.blue_mask != 0 ? ximage.blue_mask : visual.blue_mask)
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    let stride = Int(ximage.bytes_per_line)
    let bigEndian = ximage.byte_order == MSBFirst
    data.withMemoryRebound(to: UInt8.self, capacity: stride * height) { pixels in
      for row in 0..<height {
        for column in 0..<width {
          let offset = row * stride + column * 4
          let b0 = UInt32(pixels[offset])
          let b1 = UInt32(pixels[offset + 1])
          let b2 = UInt32(pixels[offset + 2])
          let b3 = UInt32(pixels[offset + 3])
          let value =
            bigEndian ? b0 << 24 | b1 << 16 | b2 << 8 | b3 : b3 << 24 | b2 << 16 | b1 << 8 | b0
          let index = (row * width + column) * 4
          bytes[index] = UInt8(truncatingIfNeeded: value >> redShift)
          bytes[index + 1] = UInt8(truncatingIfNeeded: value >> greenShift)
          bytes[index + 2] = UInt8(truncatingIfNeeded: value >> blueShift)
        }
      }
    }
    return RGBAImage(width: width, height: height, bytes: bytes)
  }

  private static func shift(of mask: UInt) -> UInt32 {
    mask == 0 ? 0 : UInt32(mask.trailingZeroBitCount)
  }
}
