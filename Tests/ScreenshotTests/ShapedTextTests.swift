import CX11
import Foundation
@_spi(Host) import MiniUIKit
import XCTest

@_spi(Host) @testable import X11Host

/// Text in every script, shaped by HarfBuzz, ordered by FriBidi, with fallback faces from
/// fontconfig: joined Arabic right to left, Devanagari conjuncts, a ligature, colour emoji and
/// combining accents, on a sheet compared with a golden and in the shaper's own output.
@MainActor
final class ShapedTextTests: SceneScreenshotTestCase {
  /// One label a row, 40 points apart.
  private final class Sheet: UIViewController {
    static let rows: [(text: String, font: UIFont, alignment: NSTextAlignment)] = [
      ("مرحبا بالعالم", .systemFont(ofSize: 22), .natural),
      ("नमस्ते, क्षत्रिय मित्र", .systemFont(ofSize: 22), .left),
      ("office ffi — DejaVu Sans", UIFont(name: "DejaVu Sans", size: 22)!, .left),
      ("office ffi — Inter", .systemFont(ofSize: 22), .left),
      ("Party 🎉 👍🏽 ❤️ 👨‍👩‍👧", .systemFont(ofSize: 22), .left),
      ("Cafe\u{301} n\u{303} q\u{301}\u{323}", .systemFont(ofSize: 22), .left),
      ("Meet at مقهى النجمة at 5", .systemFont(ofSize: 22), .left),
      ("שלום עולם (123)", .systemFont(ofSize: 22), .natural),
    ]

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      for (index, row) in Self.rows.enumerated() {
        let label = UILabel(
          frame: CGRect(x: 12, y: 12 + CGFloat(index) * 40, width: 336, height: 36))
        label.text = row.text
        label.font = row.font
        label.textColor = .black
        label.textAlignment = row.alignment
        // The right-to-left rows are laid out so: natural alignment is their right edge.
        if row.alignment == .natural { label.semanticContentAttribute = .forceRightToLeft }
        view.addSubview(label)
      }
    }
  }

  func testEveryScriptIsShaped() async throws {
    let stage = try SceneStage(Sheet(), size: CGSize(width: 360, height: 340))
    let frame = try stage.frame(at: 0)
    assertScreenshot(frame, named: "shaped-text")
    // The emoji row is in colour: somewhere in it red and blue differ widely, which black text
    // on white never does.
    let emojiRow = 12 + 4 * 40
    let colourful = (emojiRow..<(emojiRow + 36)).contains { y in
      (12..<348).contains { x in
        let pixel = frame.pixel(x: x, y: y)
        return abs(Int(pixel.r) - Int(pixel.b)) > 120
      }
    }
    XCTAssertTrue(colourful, "the emoji are drawn in colour")
    // Natural alignment puts a line that reads right to left on the right: the Arabic row's
    // ink ends near the label's right edge, and nothing is drawn near its left.
    func ink(row: Int, columns: Range<Int>) -> Bool {
      (12 + row * 40..<12 + row * 40 + 36).contains { y in
        columns.contains { frame.pixel(x: $0, y: y).r < 128 }
      }
    }
    XCTAssertTrue(ink(row: 0, columns: 330..<348), "the Arabic line ends on the right")
    XCTAssertFalse(ink(row: 0, columns: 12..<60), "the Arabic line leaves the left empty")
  }

  func testTheShaperJoinsLigatesAndOrders() async throws {
    let stage = try SceneStage(Sheet(), size: CGSize(width: 360, height: 340))
    let fonts = stage.host.painter.fonts
    let inter = try XCTUnwrap(fonts.xftFont(for: .systemFont(ofSize: 22)))
    let dejaVu = try XCTUnwrap(fonts.xftFont(for: UIFont(name: "DejaVu Sans", size: 22)!))
    XCTAssertEqual(FontCache.fileName(of: dejaVu), "DejaVuSans.ttf")
    // DejaVu Sans ligates "ffi" (o, ffi, c, e); Inter has no such ligature.
    XCTAssertEqual(fonts.line("office", font: dejaVu).glyphs.count, 4)
    XCTAssertEqual(fonts.line("office", font: inter).glyphs.count, 6)
    // Latin keeps Xft's own advances: a word is as wide as its letters.
    let letters = "office".map { fonts.line(String($0), font: inter).advance }.reduce(0, +)
    XCTAssertEqual(fonts.line("office", font: inter).advance, letters)
    // क + ् + ष is one conjunct glyph, in a Devanagari face.
    let conjunct = fonts.line("क्ष", font: inter)
    XCTAssertEqual(conjunct.glyphs.count, 1)
    XCTAssertNotEqual(conjunct.glyphs.first?.font, inter, "a fallback face draws Devanagari")
    // Beh joined to a following beh takes its initial form: not the isolated glyph.
    let isolated = fonts.line("ب", font: inter).glyphs.map(\.index)
    let joined = fonts.line("بب", font: inter)
    XCTAssertEqual(joined.glyphs.count, 2)
    XCTAssertFalse(joined.glyphs.contains { $0.index == isolated.first })
    XCTAssertGreaterThan(joined.glyphs[1].x, joined.glyphs[0].x, "it reads right to left")
    // Right to left: the first letter is drawn to the right of the second.
    let order = fonts.line("אב", font: inter)
    XCTAssertGreaterThan(order.glyphs[1].x, order.glyphs[0].x, "glyphs are in visual order")
    let alef = fonts.line("א", font: inter).glyphs[0].index
    XCTAssertEqual(order.glyphs[1].index, alef, "alef, read first, is drawn rightmost")
    // A combining accent sits on its letter: the pair is as wide as the letter alone (q has no
    // precomposed form, so the mark stays a glyph of its own; e + ´ composes to é).
    XCTAssertEqual(
      fonts.line("q\u{301}", font: inter).advance, fonts.line("q", font: inter).advance)
    XCTAssertEqual(fonts.line("q\u{301}", font: inter).glyphs.count, 2)
    XCTAssertEqual(
      fonts.line("e\u{301}", font: inter).glyphs.map(\.index),
      fonts.line("é", font: inter).glyphs.map(\.index))
    // An emoji shown as a picture comes from the colour face, even after a letter in Inter.
    let emoji = fonts.line("a❤️", font: inter)
    XCTAssertEqual(FontCache.fileName(of: emoji.glyphs.last!.font), "NotoColorEmoji.ttf")
  }
}
