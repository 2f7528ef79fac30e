import MiniUIKit
import XCTest

// A custom font as apps ask for one, pasted with only the import changed: a family by name with
// a fallback to the system font, a PostScript name for a face, and a label of Japanese that
// wraps between its characters.

final class BrandedHeaderView: UIView {
  let titleLabel = UILabel()
  let subtitleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = UIFont(name: "DejaVu Serif", size: 28) ?? .systemFont(ofSize: 28)
    subtitleLabel.font = UIFont(name: "DejaVuSans-Bold", size: 15)
    subtitleLabel.numberOfLines = 0
    addSubview(titleLabel)
    addSubview(subtitleLabel)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
final class CustomFontPortTests: XCTestCase {
  func testFontsByNameKeepTheirNameThroughResizing() async {
    let header = BrandedHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
    XCTAssertEqual(header.titleLabel.font.familyName, "DejaVu Serif")
    XCTAssertEqual(header.titleLabel.font.pointSize, 28)
    let smaller = header.titleLabel.font.withSize(20)
    XCTAssertEqual(smaller.familyName, "DejaVu Serif")
    XCTAssertNotEqual(smaller, UIFont.systemFont(ofSize: 20), "a named font is not the system's")
    XCTAssertEqual(UIFont.systemFont(ofSize: 17).familyName, ".AppleSystemUIFont")
    XCTAssertNil(UIFont(name: "", size: 17))
  }

  func testJapaneseWrapsBetweenItsCharacters() async {
    let header = BrandedHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
    header.subtitleLabel.text = "明日の夜、青いドアの小さな店で会いましょう。"
    let oneLine = header.subtitleLabel.sizeThatFits(
      CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0))
    let wrapped = header.subtitleLabel.sizeThatFits(CGSize(width: oneLine.width / 2, height: 0))
    XCTAssertGreaterThan(wrapped.height, oneLine.height, "it wraps with no space to break at")
    XCTAssertLessThanOrEqual(wrapped.width, oneLine.width / 2)
  }
}
