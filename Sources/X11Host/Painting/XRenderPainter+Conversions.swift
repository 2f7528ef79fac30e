import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// The painter's conversions to XRender's types: premultiplied 16-bit colours, 16.16 fixed
/// point, and picture transforms (which map destination to source).
extension XRenderPainter {
  /// All of `buffer`, in pixels.
  static func whole(_ buffer: PaintSurface) -> CGRect {
    CGRect(x: 0, y: 0, width: Int(buffer.width), height: Int(buffer.height))
  }

  /// The buffer's area, with a pixel's margin for anti-aliased edges.
  static func bounds(of buffer: PaintSurface) -> CGRect {
    CGRect(x: -1, y: -1, width: Int(buffer.width) + 2, height: Int(buffer.height) + 2)
  }

  /// A colour channel at the 8 bits the screen shows (as 16-bit XRender, ×257): fades then
  /// reuse 256 solid pictures instead of making a new one every frame.
  nonisolated static func channel(_ value: CGFloat) -> UInt16 {
    UInt16((min(max(value, 0), 1) * 255).rounded()) * 257
  }

  /// XRender colours are premultiplied.
  nonisolated static func renderColor(_ color: UIColor, alpha: CGFloat) -> XRenderColor {
    let a = color.alpha * alpha
    return XRenderColor(
      red: channel(color.red * a), green: channel(color.green * a), blue: channel(color.blue * a),
      alpha: channel(a))
  }

  static func fixed(_ point: CGPoint) -> XPointFixed {
    XPointFixed(x: fixed(point.x), y: fixed(point.y))
  }

  /// 16.16 fixed point, clamped to its range (±32767; NaN is 0).
  static func fixed(_ value: CGFloat) -> XFixed {
    guard !value.isNaN else { return 0 }
    return XFixed(clamping: Int((min(max(value, -32767), 32767) * 65536).rounded()))
  }

  /// XRender's matrix maps destination to source.
  static func xTransform(_ t: CGAffineTransform) -> XTransform {
    XTransform(
      matrix: (
        (fixed(t.a), fixed(t.c), fixed(t.tx)),
        (fixed(t.b), fixed(t.d), fixed(t.ty)),
        (0, 0, fixed(1))
      ))
  }

  /// XRender's matrix for a projective transform (it maps destination to source, column
  /// vectors) used over destination points in `size`. Pixman keeps the homogeneous
  /// coordinates in 16.16 fixed point, so the matrix is scaled as a whole (a homogeneous
  /// matrix means the same scaled) until they reach about half that range over the area:
  /// large enough that the small perspective terms keep their precision, small enough not
  /// to overflow.
  static func xTransform(_ t: ProjectiveTransform, over size: CGSize) -> XTransform {
    let r = t.rows
    let corners = CGRect(origin: .zero, size: size).corners
    var largest: CGFloat = 0
    for p in corners {
      for j in 0..<3 {
        let component: CGFloat = p.x * r[0][j] + p.y * r[1][j] + r[2][j]
        largest = max(largest, abs(component))
      }
    }
    let k = largest > 0 ? 16384 / largest : 1
    func f(_ value: CGFloat) -> XFixed { fixed(value * k) }
    return XTransform(
      matrix: (
        (f(r[0][0]), f(r[1][0]), f(r[2][0])),
        (f(r[0][1]), f(r[1][1]), f(r[2][1])),
        (f(r[0][2]), f(r[1][2]), f(r[2][2]))
      ))
  }
}
