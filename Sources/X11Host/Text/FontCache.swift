import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// Opens the system font (Inter, else DejaVu Sans) through Xft and fontconfig, one XftFont per
/// pixel size, weight and slant, with fallbacks for what it lacks, and measures and lays out
/// text with them (through `TextShaper`).
@MainActor
final class FontCache: TextMeasuring {
  private let connection: X11Connection
  // `@exclusivity(unchecked)`: read for every label of every frame, on the main actor only.
  @exclusivity(unchecked) private var fonts: [UIFont: UnsafeMutablePointer<XftFont>] = [:]
  /// The last font looked up: labels in a row mostly share one, and hashing the key cost as
  /// much as the rest of working out where a label draws.
  @exclusivity(unchecked) private var lastFont: (key: UIFont, font: UnsafeMutablePointer<XftFont>)?
  @exclusivity(unchecked) private var lines: [LineKey: ShapedLine] = [:]
  private var fallbacks: [FallbackKey: UnsafeMutablePointer<XftFont>?] = [:]
  /// Every fallback font opened, once for each time it was (Xft counts them).
  private var fallbackFonts: [UnsafeMutablePointer<XftFont>] = []
  private let shaper: TextShaper

  init(connection: X11Connection) {
    self.connection = connection
    shaper = TextShaper(display: connection.display)
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
    let family = key.name.map { name in
      // Fontconfig's name syntax escapes its separators.
      let escaped = name.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "-", with: "\\-").replacingOccurrences(of: ":", with: "\\:")
        .replacingOccurrences(of: ",", with: "\\,")
      return "\(escaped):postscriptname=\(escaped)"
    }
    let pattern =
      "\(family ?? Self.families):pixelsize=\(Int(key.pointSize))"
      + ":weight=\(Self.fontconfigWeight(of: key.weight))" + (key.isItalic ? ":slant=100" : "")
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
      width: CGFloat(line(text, font: xft).advance),
      height: CGFloat(xft.pointee.ascent + xft.pointee.descent))
  }

  func ascent(of font: UIFont) -> CGFloat {
    guard let xft = xftFont(for: font) else { return ApproximateTextMeasurer().ascent(of: font) }
    return CGFloat(xft.pointee.ascent)
  }

  /// `text` shaped on one line in `font`, remembered: labels are measured and drawn every frame.
  func line(_ text: String, font: UnsafeMutablePointer<XftFont>) -> ShapedLine {
    let key = LineKey(text: text, font: font)
    if let known = lines[key] { return known }
    let shaped = shaper.shape(text, font: font) { fallbackFont(for: $0, like: font) }
    if lines.count >= 4096 { lines.removeAll() }
    lines[key] = shaped
    return shaped
  }

  private struct LineKey: Hashable {
    let text: String
    let font: UnsafeMutablePointer<XftFont>
  }

  /// A font with `character` in the size, weight and slant of `font`, as fontconfig finds one
  /// (a colour emoji face for an emoji shown as a picture); nil when none has it.
  private func fallbackFont(
    for character: Character, like font: UnsafeMutablePointer<XftFont>
  ) -> UnsafeMutablePointer<XftFont>? {
    let isPictographic = TextShaper.isPictographic(character)
    guard let scalar = character.unicodeScalars.first else { return nil }
    let key = FallbackKey(font: font, scalar: isPictographic ? 0 : scalar.value)
    if let known = fallbacks[key] { return known }
    let pattern = FcPatternCreate()
    defer { FcPatternDestroy(pattern) }
    let charset = FcCharSetCreate()
    defer { FcCharSetDestroy(charset) }
    FcCharSetAddChar(charset, scalar.value)
    FcPatternAddCharSet(pattern, FC_CHARSET, charset)
    if isPictographic { FcPatternAddString(pattern, FC_FAMILY, "emoji") }
    for property in [FC_PIXEL_SIZE, FC_WEIGHT, FC_SLANT] {
      var value = FcValue()
      if FcPatternGet(font.pointee.pattern, property, 0, &value) == FcResultMatch {
        FcPatternAdd(pattern, property, value, 1)
      }
    }
    var result = FcResultMatch
    var found: UnsafeMutablePointer<XftFont>?
    if let match = XftFontMatch(connection.display, connection.screen, pattern, &result) {
      // Xft takes the pattern when it opens a font with it, and not when it cannot.
      guard let opened = XftFontOpenPattern(connection.display, match) else {
        FcPatternDestroy(match)
        fallbacks[key] = .some(nil)
        return nil
      }
      if XftCharExists(connection.display, opened, scalar.value) != 0 {
        found = opened
        fallbackFonts.append(opened)
      } else {
        XftFontClose(connection.display, opened)
      }
    }
    fallbacks[key] = found
    return found
  }

  /// A fallback is looked up per font and scalar (all pictures share one: the emoji face).
  private struct FallbackKey: Hashable {
    let font: UnsafeMutablePointer<XftFont>
    let scalar: UInt32
  }

  /// Where a line of text drawn through `transform` goes: its font at that scale, its glyphs,
  /// and their left end and baseline in device pixels; nil when it is too small to draw. The
  /// toolkit resolves `.natural` to its view's leading edge before it draws; here it is left.
  func placement(
    of text: String, in rect: CGRect, font: UIFont, alignment: NSTextAlignment,
    transform: CGAffineTransform
  ) -> (font: UnsafeMutablePointer<XftFont>, line: ShapedLine, x: CGFloat, baseline: CGFloat)? {
    let scale = transform.scale.y
    guard scale > 0.05, let xft = xftFont(for: font, scale: scale) else { return nil }
    let device = rect.applying(transform)
    let line = self.line(text, font: xft)
    let advance = CGFloat(line.advance)
    let x: CGFloat
    switch alignment {
    case .left, .justified, .natural: x = device.minX
    case .center: x = device.midX - advance / 2
    case .right: x = device.maxX - advance
    }
    let baseline = device.midY + CGFloat(xft.pointee.ascent - xft.pointee.descent) / 2
    return (xft, line, x, baseline)
  }

  func removeAll() {
    lines.removeAll()
    fallbacks.removeAll()
    shaper.removeAll()
    for font in fonts.values + fallbackFonts { XftFontClose(connection.display, font) }
    fonts.removeAll()
    fallbackFonts.removeAll()
    lastFont = nil
  }
}
