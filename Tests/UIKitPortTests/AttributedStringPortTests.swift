import MiniUIKit
import XCTest

// Attributed strings as apps build them, pasted with only the import changed: a price with a
// struck-through old price, a terms label with a link and an underline, a styled button title,
// a paragraph style with spacing and indents, an icon attachment, a shadowed title, and
// `boundingRect` to size a cell.

final class ProductCell: UIView {
  let priceLabel = UILabel()
  let termsLabel = UILabel()
  let buyButton = UIButton(type: .system)

  override init(frame: CGRect) {
    super.init(frame: frame)
    let price = NSMutableAttributedString(
      string: "$129 ",
      attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.systemRed])
    price.append(
      NSAttributedString(
        string: "$199",
        attributes: [
          .font: UIFont.systemFont(ofSize: 14),
          .foregroundColor: UIColor.secondaryLabel,
          .strikethroughStyle: NSUnderlineStyle.single.rawValue,
          .baselineOffset: 2,
        ]))
    priceLabel.attributedText = price

    let paragraph = NSMutableParagraphStyle()
    paragraph.lineSpacing = 4
    paragraph.paragraphSpacing = 8
    paragraph.firstLineHeadIndent = 12
    paragraph.headIndent = 4
    paragraph.alignment = .left
    let terms = NSMutableAttributedString(
      string: "By buying you agree to the Terms of Sale. ",
      attributes: [.font: UIFont.systemFont(ofSize: 13), .paragraphStyle: paragraph])
    terms.addAttribute(
      .link, value: URL(string: "https://example.com/terms")!,
      range: (terms.string as NSString).range(of: "Terms of Sale"))
    terms.append(
      NSAttributedString(
        string: "Free returns",
        attributes: [
          .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.systemBlue,
          .kern: 1.5, .font: UIFont.systemFont(ofSize: 13),
        ]))
    termsLabel.attributedText = terms
    termsLabel.numberOfLines = 0

    let shadow = NSShadow()
    shadow.shadowOffset = CGSize(width: 1, height: 1)
    shadow.shadowColor = UIColor.black.withAlphaComponent(0.3)
    let title = NSMutableAttributedString(
      string: "Buy now ",
      attributes: [.font: UIFont.systemFont(ofSize: 17, weight: .semibold), .shadow: shadow])
    let icon = NSTextAttachment()
    icon.image = UIImage(systemName: "bookmark")
    icon.bounds = CGRect(x: 0, y: -3, width: 18, height: 16)
    title.append(NSAttributedString(attachment: icon))
    buyButton.setAttributedTitle(title, for: .normal)

    [priceLabel, termsLabel, buyButton].forEach(addSubview)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  static func height(forTerms terms: NSAttributedString, width: CGFloat) -> CGFloat {
    let rect = terms.boundingRect(
      with: CGSize(width: width, height: .greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
    return ceil(rect.height)
  }
}

@MainActor
final class AttributedStringPortTests: XCTestCase {
  func testEachKeyIsReadBackAndShapesTheLayout() async {
    let cell = ProductCell(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let price = cell.priceLabel.attributedText!
    XCTAssertEqual(price.string, "$129 $199")
    XCTAssertEqual(cell.priceLabel.text, "$129 $199", "text is the attributed text's string")
    let old = price.attributes(at: 6, effectiveRange: nil)
    XCTAssertEqual(old[.strikethroughStyle] as? Int, NSUnderlineStyle.single.rawValue)
    XCTAssertEqual(old[.baselineOffset] as? Int, 2)

    // Two styles on one line: wider than either part, as tall as the larger font.
    let size = cell.priceLabel.intrinsicContentSize
    let bold = NSAttributedString(
      string: "$129 ", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)]
    ).size()
    XCTAssertGreaterThan(size.width, bold.width)
    XCTAssertGreaterThanOrEqual(size.height, bold.height)

    // Kerning widens: 1.5 points after each of "Free returns"' 12 characters.
    let plain = NSAttributedString(
      string: "Free returns", attributes: [.font: UIFont.systemFont(ofSize: 13)]
    ).size().width
    let kerned = NSAttributedString(
      string: "Free returns", attributes: [.font: UIFont.systemFont(ofSize: 13), .kern: 1.5]
    ).size().width
    XCTAssertEqual(kerned - plain, 18, accuracy: 0.01)

    // Line spacing and the paragraph's spacing make a wrapped paragraph taller.
    let terms = cell.termsLabel.attributedText!
    let spaced = ProductCell.height(forTerms: terms, width: 160)
    let unspaced = ProductCell.height(
      forTerms: NSAttributedString(
        string: terms.string, attributes: [.font: UIFont.systemFont(ofSize: 13)]),
      width: 160)
    XCTAssertGreaterThan(spaced, unspaced)
    XCTAssertGreaterThan(
      ProductCell.height(forTerms: terms, width: 160),
      ProductCell.height(forTerms: terms, width: 600))

    // The button keeps its styled title and reports its text.
    XCTAssertEqual(cell.buyButton.attributedTitle(for: .normal)?.string, "Buy now \u{FFFC}")
    XCTAssertEqual(cell.buyButton.currentTitle, "Buy now \u{FFFC}")
    XCTAssertNotNil(
      cell.buyButton.titleLabel?.attributedText?.attribute(.shadow, at: 0, effectiveRange: nil))
  }

  func testSettingTextClearsTheStyles() async {
    let label = UILabel()
    label.attributedText = NSAttributedString(
      string: "Styled", attributes: [.foregroundColor: UIColor.systemRed])
    label.text = "Plain"
    let read = label.attributedText!
    XCTAssertEqual(read.string, "Plain")
    XCTAssertEqual(
      read.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, label.textColor)
  }

  func testAMutatedStringDoesNotChangeTheLabel() async {
    let text = NSMutableAttributedString(string: "One")
    let label = UILabel()
    label.attributedText = text
    let size = label.intrinsicContentSize
    text.append(NSAttributedString(string: " two"))
    XCTAssertEqual(label.attributedText?.string, "One", "the label keeps a copy")
    XCTAssertEqual(label.intrinsicContentSize, size)
  }

  func testRunsOfUIKitObjectsCopyAndCoalesce() async {
    // Foundation compares the runs' values when it copies: shadows, attachments without an
    // image and paragraph styles must compare without trapping.
    let shadow = NSShadow()
    shadow.shadowOffset = CGSize(width: 2, height: 2)
    let left = NSMutableParagraphStyle()
    left.alignment = .left
    let text = NSMutableAttributedString(string: "a", attributes: [.shadow: shadow])
    text.append(NSAttributedString(string: "b", attributes: [.shadow: NSShadow()]))
    text.append(NSAttributedString(attachment: NSTextAttachment()))
    text.append(NSAttributedString(attachment: NSTextAttachment()))
    text.append(NSAttributedString(string: "c", attributes: [.paragraphStyle: left]))
    text.append(
      NSAttributedString(string: "d", attributes: [.paragraphStyle: NSMutableParagraphStyle()]))
    let copy = NSAttributedString(attributedString: text)
    XCTAssertEqual(copy.string, "ab\u{FFFC}\u{FFFC}cd")
    XCTAssertTrue(copy.attribute(.shadow, at: 0, effectiveRange: nil) as? NSShadow === shadow)
  }

  func testSwiftAttributedStringsConvertBothWays() async throws {
    // As iOS 15 code writes it.
    var greeting = AttributedString("Hello, ")
    greeting.font = .systemFont(ofSize: 17)
    var name = AttributedString("Maya")
    name.font = .boldSystemFont(ofSize: 17)
    name.foregroundColor = .systemBlue
    name.underlineStyle = .single
    name.link = URL(string: "https://example.com/maya")
    greeting.append(name)

    let label = UILabel()
    label.attributedText = NSAttributedString(greeting)
    let converted = label.attributedText!
    XCTAssertEqual(converted.string, "Hello, Maya")
    XCTAssertEqual(
      converted.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, .systemFont(ofSize: 17))
    XCTAssertEqual(
      converted.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor, .systemBlue)
    XCTAssertEqual(
      converted.attribute(.underlineStyle, at: 8, effectiveRange: nil) as? Int,
      NSUnderlineStyle.single.rawValue)
    XCTAssertEqual(
      converted.attribute(.link, at: 8, effectiveRange: nil) as? URL,
      URL(string: "https://example.com/maya"))

    let back = try AttributedString(converted, including: \.uiKit)
    XCTAssertEqual(back, greeting, "the round trip keeps every attribute")
    XCTAssertEqual(back.runs.count, 2)
  }
}
