import Foundation
@_spi(Host) import MiniUIKit
import XCTest

@_spi(Host) @testable import X11Host

/// Attributed text drawn by the real host: several fonts and colours on a line, a background,
/// kerning, underlines and a line through, a raised run, a shadow, a link, an image attachment,
/// and a paragraph with indents and spacing, wrapped and cut with an ellipsis.
@MainActor
final class AttributedTextTests: SceneScreenshotTestCase {
  private final class Sheet: UIViewController {
    let labels = (0..<5).map { _ in UILabel() }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .white
      let body = UIFont.systemFont(ofSize: 17)

      let price = NSMutableAttributedString(
        string: "$129 ",
        attributes: [.font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.systemRed])
      price.append(
        NSAttributedString(
          string: "$199",
          attributes: [
            .font: body, .foregroundColor: UIColor.gray, .strikethroughStyle: 1, .baselineOffset: 4,
          ]))
      price.append(
        NSAttributedString(
          string: " SALE",
          attributes: [
            .font: UIFont.boldSystemFont(ofSize: 13), .kern: 3,
            .foregroundColor: UIColor.white, .backgroundColor: UIColor.systemRed,
          ]))
      labels[0].attributedText = price

      let link = NSMutableAttributedString(string: "Read the ", attributes: [.font: body])
      link.append(
        NSAttributedString(
          string: "terms", attributes: [.font: body, .link: "https://example.com"]))
      link.append(NSAttributedString(string: " and ", attributes: [.font: body]))
      link.append(
        NSAttributedString(
          string: "returns",
          attributes: [
            .font: body, .underlineStyle: NSUnderlineStyle.double.rawValue,
            .underlineColor: UIColor.systemGreen,
          ]))
      labels[1].attributedText = link

      let shadow = NSShadow()
      shadow.shadowOffset = CGSize(width: 2, height: 2)
      shadow.shadowColor = UIColor.systemBlue.withAlphaComponent(0.5)
      let title = NSMutableAttributedString(
        string: "Liked ",
        attributes: [.font: UIFont.systemFont(ofSize: 28, weight: .heavy), .shadow: shadow])
      let cart = NSTextAttachment(image: UIImage(systemName: "heart.fill")!)
      cart.bounds = CGRect(x: 0, y: -2, width: 26, height: 24)
      title.append(NSAttributedString(attachment: cart))
      title.append(
        NSAttributedString(string: " 3", attributes: [.font: UIFont.italicSystemFont(ofSize: 22)]))
      labels[2].attributedText = title

      let paragraph = NSMutableParagraphStyle()
      paragraph.firstLineHeadIndent = 24
      paragraph.headIndent = 8
      paragraph.lineSpacing = 6
      paragraph.paragraphSpacing = 10
      paragraph.alignment = .left
      let centred = NSMutableParagraphStyle()
      centred.alignment = .center
      let text = NSMutableAttributedString(
        string: "A paragraph whose first line is indented further than the lines after it.\n",
        attributes: [.font: UIFont.systemFont(ofSize: 15), .paragraphStyle: paragraph])
      text.append(
        NSAttributedString(
          string: "A centred paragraph after the spacing.",
          attributes: [
            .font: UIFont.systemFont(ofSize: 15, weight: .semibold), .paragraphStyle: centred,
          ]))
      labels[3].attributedText = text
      labels[3].numberOfLines = 0

      labels[4].attributedText = NSAttributedString(
        string:
          "Two lines at most, so this long sentence, which goes on and on for three lines or more, ends with an ellipsis where it is cut short.",
        attributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.darkGray])
      labels[4].numberOfLines = 2

      let frames = [
        CGRect(x: 12, y: 12, width: 336, height: 36), CGRect(x: 12, y: 56, width: 336, height: 28),
        CGRect(x: 12, y: 92, width: 336, height: 40),
        CGRect(x: 12, y: 140, width: 336, height: 130),
        CGRect(x: 12, y: 278, width: 336, height: 44),
      ]
      for (label, frame) in zip(labels, frames) {
        label.frame = frame
        view.addSubview(label)
      }
    }
  }

  func testEveryAttributeIsDrawn() async throws {
    let sheet = Sheet()
    let stage = try SceneStage(sheet, size: CGSize(width: 360, height: 334))
    let frame = try stage.frame(at: 0)
    assertScreenshot(frame, named: "attributed-text")
    // "SALE" is on a red background: a red pixel right of the prices.
    let red = (12..<348).contains { x in
      (12..<48).contains { y in
        let pixel = frame.pixel(x: x, y: y)
        return pixel.r > 200 && pixel.g < 80 && pixel.b < 80
      }
    }
    XCTAssertTrue(red, "the background colour is filled")
    // The link is in the link colour: blue pixels on the second line.
    let blue = (12..<348).contains { x in
      (56..<84).contains { y in
        let pixel = frame.pixel(x: x, y: y)
        return pixel.b > 200 && pixel.r < 60
      }
    }
    XCTAssertTrue(blue, "the link is drawn in the link colour")
    // The paragraph's first line starts 24 points in, its second 8.
    func firstInk(row: ClosedRange<Int>) -> Int? {
      (12..<348).first { x in row.contains { frame.pixel(x: x, y: $0).r < 128 } }
    }
    let layout = sheet.labels[3]
    XCTAssertEqual(layout.attributedText?.string.hasPrefix("A paragraph"), true)
    let top = Int(
      layout.frame.minY + (layout.frame.height - layout.intrinsicContentSize.height) / 2)
    let first = try XCTUnwrap(firstInk(row: (top + 2)...(top + 14)))
    let second = try XCTUnwrap(firstInk(row: (top + 28)...(top + 40)))
    XCTAssertGreaterThan(first - second, 10, "the first line is indented further")
    // The last label stops at two lines, though its text needs more.
    let limited = sheet.labels[4]
    let unlimited = UILabel(frame: limited.frame)
    unlimited.attributedText = limited.attributedText
    unlimited.numberOfLines = 0
    XCTAssertGreaterThan(
      unlimited.intrinsicContentSize.height, limited.intrinsicContentSize.height * 1.4)
  }
}
