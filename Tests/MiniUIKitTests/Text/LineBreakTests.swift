import XCTest

@_spi(Host) @testable import MiniUIKit

/// Labels break their lines where Unicode's Line Breaking Algorithm (UAX #14) allows: after
/// spaces and hyphens, between ideographs, and never before closing punctuation.
@MainActor
final class LineBreakTests: XCTestCase {
  /// The lines a wrapping label of `width` draws `text` in, with a measurer that gives each
  /// character 6 points (10-point type).
  private func lines(of text: String, width: CGFloat) -> [String] {
    let saved = UIApplication.shared.environment.textMeasurer
    defer { UIApplication.shared.environment.textMeasurer = saved }
    UIApplication.shared.environment.textMeasurer = ApproximateTextMeasurer()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 300))
    label.font = .systemFont(ofSize: 10)
    label.numberOfLines = 0
    label.text = text
    window.addSubview(label)
    return window.displayList().commands.compactMap { command -> String? in
      if case .text(let text, _, _, _, _) = command.kind { return text }
      return nil
    }
  }

  func testPiecesEndWithTheirSpaces() async {
    XCTAssertEqual(LineBreaks.pieces(of: "one two  three"), ["one ", "two  ", "three"])
    XCTAssertEqual(LineBreaks.pieces(of: "well-known"), ["well-", "known"])
    XCTAssertEqual(LineBreaks.pieces(of: "日本語"), ["日", "本", "語"])
    XCTAssertEqual(LineBreaks.pieces(of: "(yes!) ok"), ["(yes!) ", "ok"])
    XCTAssertEqual(LineBreaks.pieces(of: ""), [])
  }

  func testLinesBreakBetweenWordsAndHangTheirSpaces() async {
    // "one two" is 42 points wide: it fits 42, the space after it hangs.
    XCTAssertEqual(lines(of: "one two three", width: 42), ["one two", "three"])
    XCTAssertEqual(lines(of: "one two three", width: 41), ["one", "two", "three"])
  }

  func testLinesBreakAfterAHyphenAndBetweenIdeographs() async {
    XCTAssertEqual(lines(of: "well-known", width: 40), ["well-", "known"])
    XCTAssertEqual(lines(of: "日本語のテキスト", width: 24), ["日本語の", "テキスト"])
  }

  func testClosingPunctuationStaysWithItsWord() async {
    // Four characters fit; "ab!" and "cd." never lose their marks to the next line.
    XCTAssertEqual(lines(of: "ab! cd.", width: 24), ["ab!", "cd."])
  }

  func testAWordWiderThanTheLineBreaksBetweenCharacters() async {
    XCTAssertEqual(lines(of: "abcdefgh ij", width: 30), ["abcde", "fgh", "ij"])
  }

  func testTheLastLineIsShortenedWithoutAddingSpaces() async {
    let saved = UIApplication.shared.environment.textMeasurer
    defer { UIApplication.shared.environment.textMeasurer = saved }
    UIApplication.shared.environment.textMeasurer = ApproximateTextMeasurer()
    let label = UILabel()
    label.font = .systemFont(ofSize: 10)
    label.numberOfLines = 2
    label.text = "日本語のテキストです"
    XCTAssertEqual(label.intrinsicSize(forWidth: 24).height, 24, "two lines")
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    label.frame = CGRect(x: 0, y: 0, width: 24, height: 40)
    window.addSubview(label)
    let drawn = window.displayList().commands.compactMap { command -> String? in
      if case .text(let text, _, _, _, _) = command.kind { return text }
      return nil
    }
    XCTAssertEqual(drawn, ["日本語の", "テキス…"], "four characters fit, the ellipsis one of them")
  }

  func testAnAttributedLineTooLongEndsWithAnEllipsis() async {
    let saved = UIApplication.shared.environment.textMeasurer
    defer { UIApplication.shared.environment.textMeasurer = saved }
    UIApplication.shared.environment.textMeasurer = ApproximateTextMeasurer()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
    label.attributedText = NSAttributedString(
      string: "A title far too long", attributes: [.font: UIFont.systemFont(ofSize: 10)])
    window.addSubview(label)
    let drawn = window.displayList().commands.compactMap { command -> String? in
      if case .text(let text, _, _, _, _) = command.kind { return text }
      return nil
    }
    XCTAssertEqual(drawn, ["A title", "…"], "one line, cut where it no longer fits")
    XCTAssertEqual(label.intrinsicContentSize.width, 120, "its own size is the whole line")
  }
}
