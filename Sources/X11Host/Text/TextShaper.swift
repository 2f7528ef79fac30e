import CX11
import Foundation

/// Lays out a line of text as HarfBuzz shapes it: FriBidi orders its runs, each cluster takes
/// the first font that has it (the line's own, else a fallback fontconfig finds), and HarfBuzz
/// picks and places each font's glyphs (ligatures, joined Arabic, conjuncts, marks on their
/// bases). Advances are Xft's hinted ones, so Latin text measures and draws to the pixel as it did
/// when Xft laid it out; what HarfBuzz adds (joining, marks, cursive attachment) moves glyphs
/// from there.
@MainActor
final class TextShaper {
  private let display: OpaquePointer
  /// A HarfBuzz face per font file and index, and a HarfBuzz font per Xft font (its size).
  private var faces: [String: OpaquePointer] = [:]
  private var shapingFonts: [UnsafeMutablePointer<XftFont>: OpaquePointer] = [:]
  /// Latin text keeps Xft's metrics: no kerning, and no contextual alternates (Inter's
  /// would raise the colon of "9:41").
  private let latinFeatures: [hb_feature_t] = ["-kern", "-calt"].map { name in
    var feature = hb_feature_t()
    _ = hb_feature_from_string(name, -1, &feature)
    return feature
  }

  init(display: OpaquePointer) {
    self.display = display
  }

  /// `text` laid out on one line in `font`, clusters it lacks drawn in `fallback`'s font.
  func shape(
    _ text: String, font: UnsafeMutablePointer<XftFont>,
    fallback: (Character) -> UnsafeMutablePointer<XftFont>?
  ) -> ShapedLine {
    let scalars = text.unicodeScalars.map(\.value)
    let segments = fontSegments(of: text, font: font, fallback: fallback)
    let runs = BidiRuns.visualRuns(of: scalars)
    var line = ShapedLine()
    var pen: Int32 = 0  // 1/64 pixel
    for run in runs {
      // The run's stretches in one font, in the order they are shown.
      var pieces = segments.compactMap { segment -> (Range<Int>, UnsafeMutablePointer<XftFont>)? in
        let range = segment.range.clamped(to: run.range)
        return range.isEmpty ? nil : (range, segment.font)
      }
      if run.isRightToLeft { pieces.reverse() }
      for (range, pieceFont) in pieces {
        shape(
          scalars, range, font: pieceFont, rightToLeft: run.isRightToLeft, into: &line, pen: &pen
        )
      }
    }
    line.advance = (pen + 32) >> 6
    for font in Set(line.glyphs.map(\.font)).union([font]) {
      line.ascent = max(line.ascent, font.pointee.ascent)
      line.descent = max(line.descent, font.pointee.descent)
    }
    return line
  }

  /// `text`'s stretches of scalars that draw in one font: a cluster stays in `font` when it has
  /// every visible scalar of it and the cluster is not an emoji shown as a picture.
  private func fontSegments(
    of text: String, font: UnsafeMutablePointer<XftFont>,
    fallback: (Character) -> UnsafeMutablePointer<XftFont>?
  ) -> [(range: Range<Int>, font: UnsafeMutablePointer<XftFont>)] {
    var segments: [(range: Range<Int>, font: UnsafeMutablePointer<XftFont>)] = []
    var offset = 0
    for character in text {
      let count = character.unicodeScalars.count
      let chosen = covers(font, character) ? font : fallback(character) ?? font
      if let last = segments.last, last.font == chosen {
        segments[segments.count - 1].range = last.range.lowerBound..<(offset + count)
      } else {
        segments.append((offset..<(offset + count), chosen))
      }
      offset += count
    }
    return segments
  }

  /// Whether `font` draws `character` as it should be shown.
  func covers(_ font: UnsafeMutablePointer<XftFont>, _ character: Character) -> Bool {
    guard !Self.isPictographic(character) else { return false }
    return character.unicodeScalars.allSatisfy {
      $0.properties.isDefaultIgnorableCodePoint || XftCharExists(display, font, $0.value) != 0
    }
  }

  /// Whether `character` is an emoji shown as a picture: one presented so by default, or asked
  /// to be by the emoji variation selector (U+FE0F), or a sequence (skin tones, ZWJ families).
  static func isPictographic(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first, first.properties.isEmoji else {
      return false
    }
    return first.properties.isEmojiPresentation
      || character.unicodeScalars.contains { $0.value == 0xFE0F || $0.properties.isEmojiModifier }
  }

  /// Shapes `scalars[range]` (the rest is context, for joining) in `font` and appends its
  /// glyphs to `line`, moving `pen`.
  private func shape(
    _ scalars: [UInt32], _ range: Range<Int>, font: UnsafeMutablePointer<XftFont>,
    rightToLeft: Bool, into line: inout ShapedLine, pen: inout Int32
  ) {
    guard let shapingFont = shapingFont(for: font), let buffer = hb_buffer_create() else { return }
    defer { hb_buffer_destroy(buffer) }
    hb_buffer_add_utf32(
      buffer, scalars, Int32(scalars.count), UInt32(range.lowerBound), Int32(range.count))
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_guess_segment_properties(buffer)
    let script = hb_buffer_get_script(buffer)
    // Digits and punctuation alone have no script of their own: Latin's rules too.
    let isLatin = [HB_SCRIPT_LATIN, HB_SCRIPT_COMMON, HB_SCRIPT_INHERITED, HB_SCRIPT_INVALID]
      .contains(script)
    if isLatin {
      hb_shape(shapingFont, buffer, latinFeatures, UInt32(latinFeatures.count))
    } else {
      hb_shape(shapingFont, buffer, nil, 0)
    }
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return }
    line.glyphs.reserveCapacity(line.glyphs.count + Int(count))
    for index in 0..<Int(count) {
      var glyph = FT_UInt(infos[index].codepoint)
      let position = positions[index]
      line.glyphs.append(
        ShapedLine.Glyph(
          font: font, index: glyph, x: (pen + position.x_offset + 32) >> 6,
          y: -((position.y_offset + 32) >> 6)))
      guard position.x_advance != 0 else { continue }
      // Xft's hinted advance, moved as far as HarfBuzz moved it from the font's own.
      var extents = XGlyphInfo()
      XftGlyphExtents(display, font, &glyph, 1, &extents)
      let nominal = hb_font_get_glyph_h_advance(shapingFont, hb_codepoint_t(glyph))
      pen += Int32(extents.xOff) * 64 + position.x_advance - nominal
    }
  }

  /// HarfBuzz's font for `font`: its file's face, at its pixel size in 1/64 pixel.
  private func shapingFont(for font: UnsafeMutablePointer<XftFont>) -> OpaquePointer? {
    if let known = shapingFonts[font] { return known }
    let pattern = font.pointee.pattern
    var file: UnsafeMutablePointer<FcChar8>?
    var index: Int32 = 0
    var pixelSize: Double = 0
    guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file,
      FcPatternGetDouble(pattern, FC_PIXEL_SIZE, 0, &pixelSize) == FcResultMatch
    else { return nil }
    _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
    let path = String(cString: file)
    // The index's high half names a variable font's instance (1 for the first).
    let key = "\(path)#\(index & 0xFFFF)"
    let face: OpaquePointer
    if let known = faces[key] {
      face = known
    } else {
      let blob = hb_blob_create_from_file(path)
      face = hb_face_create(blob, UInt32(index & 0xFFFF))
      hb_blob_destroy(blob)
      faces[key] = face
    }
    guard let shapingFont = hb_font_create(face) else { return nil }
    let scale = Int32((pixelSize * 64).rounded())
    hb_font_set_scale(shapingFont, scale, scale)
    if index >> 16 > 0 { hb_font_set_var_named_instance(shapingFont, UInt32(index >> 16) - 1) }
    shapingFonts[font] = shapingFont
    return shapingFont
  }

  /// Lets go of every HarfBuzz font and face (before their Xft fonts close).
  func removeAll() {
    for font in shapingFonts.values { hb_font_destroy(font) }
    for face in faces.values { hb_face_destroy(face) }
    shapingFonts.removeAll()
    faces.removeAll()
  }
}
