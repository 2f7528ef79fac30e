import CX11

/// A line of text as the shaper laid it out: the glyphs it chose, each in its font, placed from
/// the line's left end on its baseline, in whole device pixels.
struct ShapedLine {
  /// One glyph, `x` pixels right of the line's start and `y` below its baseline.
  struct Glyph {
    var font: UnsafeMutablePointer<XftFont>
    var index: FT_UInt
    var x: Int32
    var y: Int32
  }

  var glyphs: [Glyph] = []
  /// The line's advance width, in pixels.
  var advance: Int32 = 0
  /// The tallest ascent and descent among the fonts it draws with.
  var ascent: Int32 = 0
  var descent: Int32 = 0
}
