import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// Opens the system font (Inter, else DejaVu Sans) through Xft and fontconfig, one XftFont per
/// pixel size, weight and slant, and measures text with it.
@MainActor
final class FontCache: TextMeasuring {
  private let connection: X11Connection
  // `@exclusivity(unchecked)`: read for every label of every frame, on the main actor only.
  @exclusivity(unchecked) private var fonts: [UIFont: UnsafeMutablePointer<XftFont>] = [:]
  /// The last font looked up: labels in a row mostly share one, and hashing the key cost as
  /// much as the rest of working out where a label draws.
  @exclusivity(unchecked) private var lastFont: (key: UIFont, font: UnsafeMutablePointer<XftFont>)?
  @exclusivity(unchecked) private var advances: [AdvanceKey: Int32] = [:]

  init(connection: X11Connection) {
    self.connection = connection
  }

  /// The families asked for, in order: Inter, drawn to SF Pro's metrics, else DejaVu Sans.
  static let families = "Inter,DejaVu Sans"

  /// The font for `font` at `scale` (pixel size rounded to whole pixels, at least 1).
  func xftFont(for font: UIFont, scale: CGFloat = 1) -> UnsafeMutablePointer<XftFont>? {
    let key = font.withSize(max(1, (font.pointSize * scale).rounded()))
    if let lastFont, lastFont.key == key { return lastFont.font }
    if let cached = fonts[key] {
      lastFont = (key, cached)
      return cached
    }
    let pattern =
      "\(Self.families):pixelsize=\(Int(key.pointSize)):weight=\(Self.fontconfigWeight(of: key.weight))"
      + (key.isItalic ? ":slant=100" : "")
    guard let opened = XftFontOpenName(connection.display, connection.screen, pattern) else {
      return nil
    }
    fonts[key] = opened
    lastFont = (key, opened)
    return opened
  }

  /// Fontconfig's weight (`FC_WEIGHT_…`) nearest a UIKit weight, as SF Pro names them (its
  /// Ultralight is Inter's Thin, its Thin Inter's ExtraLight): Inter has a face for each.
  static func fontconfigWeight(of weight: UIFont.Weight) -> Int {
    let steps: [(UIFont.Weight, Int)] = [
      (.ultraLight, 0), (.thin, 40), (.light, 50), (.regular, 80), (.medium, 100),
      (.semibold, 180), (.bold, 200), (.heavy, 205), (.black, 210),
    ]
    return steps.min {
      abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue)
    }?
    .1 ?? 80
  }

  /// The advance width and line height of `text`.
  func size(of text: String, font: UIFont) -> CGSize {
    guard let xft = xftFont(for: font) else {
      return ApproximateTextMeasurer().size(of: text, font: font)
    }
    return CGSize(
      width: CGFloat(advance(of: text, font: xft)),
      height: CGFloat(xft.pointee.ascent + xft.pointee.descent))
  }

  func ascent(of font: UIFont) -> CGFloat {
    guard let xft = xftFont(for: font) else { return ApproximateTextMeasurer().ascent(of: font) }
    return CGFloat(xft.pointee.ascent)
  }

  /// The advance width of `text` in `font`, remembered: labels are measured every frame.
  func advance(of text: String, font: UnsafeMutablePointer<XftFont>) -> Int32 {
    let key = AdvanceKey(text: text, font: font)
    if let known = advances[key] { return known }
    var extents = XGlyphInfo()
    let utf8 = Array(text.utf8)
    XftTextExtentsUtf8(connection.display, font, utf8, Int32(utf8.count), &extents)
    if advances.count >= 4096 { advances.removeAll() }
    advances[key] = Int32(extents.xOff)
    return Int32(extents.xOff)
  }

  private struct AdvanceKey: Hashable {
    let text: String
    let font: UnsafeMutablePointer<XftFont>
  }

  /// Where a line of text drawn through `transform` goes: its font at that scale, the left end and
  /// baseline in device pixels, and its advance; nil when it is too small to draw.
  func placement(
    of text: String, in rect: CGRect, font: UIFont, alignment: NSTextAlignment,
    transform: CGAffineTransform
  ) -> (font: UnsafeMutablePointer<XftFont>, x: CGFloat, baseline: CGFloat, advance: CGFloat)? {
    let scale = transform.scale.y
    guard scale > 0.05, let xft = xftFont(for: font, scale: scale) else { return nil }
    let device = rect.applying(transform)
    let advance = CGFloat(self.advance(of: text, font: xft))
    let x: CGFloat
    switch alignment {
    case .left, .justified, .natural: x = device.minX
    case .center: x = device.midX - advance / 2
    case .right: x = device.maxX - advance
    }
    let baseline = device.midY + CGFloat(xft.pointee.ascent - xft.pointee.descent) / 2
    return (xft, x, baseline, advance)
  }

  func removeAll() {
    advances.removeAll()
    for font in fonts.values { XftFontClose(connection.display, font) }
    fonts.removeAll()
    lastFont = nil
  }
}
