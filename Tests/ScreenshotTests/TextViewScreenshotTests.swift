import Foundation
@_spi(Host) import MiniUIKit
import XCTest

@_spi(Host) @testable import X11Host

/// A text view drawn by the real host: styled paragraphs, a link in the link colour, and a
/// selection over two lines while it is edited.
@MainActor
final class TextViewScreenshotTests: SceneScreenshotTestCase {
  private final class Note: UIViewController {
    let textView = UITextView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemGroupedBackground
      let text = NSMutableAttributedString(
        string: "Trip notes\n", attributes: [.font: UIFont.boldSystemFont(ofSize: 22)])
      text.append(
        NSAttributedString(
          string: "Rowed every morning on the lake; the boat was booked through ",
          attributes: [.font: UIFont.systemFont(ofSize: 16)]))
      text.append(
        NSAttributedString(
          string: "the club's site",
          attributes: [.font: UIFont.systemFont(ofSize: 16), .link: "https://example.com"]))
      text.append(
        NSAttributedString(
          string: ". Next year: two weeks, and the café by the pier 🚣.",
          attributes: [.font: UIFont.systemFont(ofSize: 16)]))
      textView.attributedText = text
      textView.frame = CGRect(x: 16, y: 16, width: 328, height: 200)
      textView.layer.cornerRadius = 10
      view.addSubview(textView)
    }
  }

  func testATextViewWithASelectionOverTwoLines() async throws {
    let note = Note()
    let stage = try SceneStage(note, size: CGSize(width: 360, height: 240))
    XCTAssertTrue(note.textView.becomeFirstResponder())
    note.textView.selectedRange = NSRange(location: 20, length: 40)
    let frame = try stage.frame(at: 0)
    assertScreenshot(frame, named: "text-view")
    // The selection's tint shows on two lines: light blue pixels at two heights.
    let tinted = (16..<240).filter { y in
      (24..<340).contains { x in
        let pixel = frame.pixel(x: x, y: y)
        return pixel.b > 230 && pixel.r < 225 && pixel.r > 150
      }
    }
    XCTAssertGreaterThan((tinted.max() ?? 0) - (tinted.min() ?? 0), 20, "over two lines")
  }

  func testAnInputAccessoryRidesAboveTheBottomEdgeWhileEditing() async throws {
    let note = Note()
    let stage = try SceneStage(note, size: CGSize(width: 360, height: 240))
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 360, height: 44))
    toolbar.items = [
      UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
      UIBarButtonItem(title: "Done", primaryAction: UIAction { _ in }),
    ]
    note.textView.inputAccessoryView = toolbar
    XCTAssertTrue(note.textView.becomeFirstResponder())
    let frame = try stage.frame(at: 0.5)
    assertScreenshot(frame, named: "input-accessory")
    XCTAssertEqual(toolbar.frame.maxY, 240, "on the bottom edge")
    _ = note.textView.resignFirstResponder()
    _ = try stage.frame(at: 1)
    XCTAssertNil(toolbar.superview)
  }
}
