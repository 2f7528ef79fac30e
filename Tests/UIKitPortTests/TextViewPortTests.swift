import MiniUIKit
import XCTest

// A text view as apps use one, pasted with only the import changed: a comment box that grows
// with its text in Auto Layout (scrolling off), a character limit in the delegate, typing
// attributes, a read-only "about" text with a link the delegate handles.

final class CommentViewController: UIViewController, UITextViewDelegate {
  let commentView = UITextView()
  let aboutView = UITextView()
  private(set) var changes = 0
  private(set) var openedURL: URL?
  let limit = 40

  override func viewDidLoad() {
    super.viewDidLoad()
    commentView.isScrollEnabled = false
    commentView.font = UIFont.preferredFont(forTextStyle: .body)
    commentView.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
    commentView.delegate = self
    commentView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(commentView)

    let about = NSMutableAttributedString(
      string: "Read our privacy policy.", attributes: [.font: UIFont.systemFont(ofSize: 13)])
    about.addAttribute(
      .link, value: URL(string: "https://example.com/privacy")!,
      range: (about.string as NSString).range(of: "privacy policy"))
    aboutView.attributedText = about
    aboutView.isEditable = false
    aboutView.delegate = self
    aboutView.frame = CGRect(x: 16, y: 300, width: 288, height: 60)
    view.addSubview(aboutView)

    NSLayoutConstraint.activate([
      commentView.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      commentView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      commentView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
    ])
  }

  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    let current = textView.text ?? ""
    guard let swiftRange = Range(range, in: current) else { return false }
    return current.replacingCharacters(in: swiftRange, with: text).count <= limit
  }

  func textViewDidChange(_ textView: UITextView) { changes += 1 }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool {
    openedURL = URL
    return false
  }
}

@MainActor
final class TextViewPortTests: XCTestCase {
  private func shown(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  func testAScrollessTextViewGrowsWithItsText() async {
    let controller = CommentViewController()
    let window = shown(controller)
    let oneLine = controller.commentView.frame.height
    XCTAssertEqual(controller.commentView.frame.width, 288)
    XCTAssertGreaterThan(oneLine, 16, "an empty text view is a line high")
    controller.commentView.text =
      "A comment long enough to wrap over more than one line here, and on."
    window.layoutIfNeeded()
    XCTAssertGreaterThan(controller.commentView.frame.height, oneLine * 1.5, "it grows")
    XCTAssertEqual(controller.commentView.frame.width, 288, "its width stays the constraints'")
  }

  func testTheDelegateLimitsWhatIsTyped() async {
    let controller = CommentViewController()
    _ = shown(controller)
    let comment = controller.commentView
    XCTAssertTrue(comment.becomeFirstResponder())
    comment.insertText(String(repeating: "a", count: 30))
    comment.insertText(String(repeating: "b", count: 20))
    XCTAssertEqual(comment.text.count, 30, "the delegate refused what went over the limit")
    comment.insertText("\nOK")
    XCTAssertEqual(comment.text, String(repeating: "a", count: 30) + "\nOK")
    XCTAssertEqual(controller.changes, 2)
    comment.deleteBackward()
    XCTAssertEqual(comment.text.last, "O")
    XCTAssertEqual(comment.selectedRange, NSRange(location: 32, length: 0))
  }

  func testTypedTextTakesTheTypingAttributes() async {
    let controller = CommentViewController()
    _ = shown(controller)
    let comment = controller.commentView
    comment.text = "plain "
    comment.becomeFirstResponder()
    comment.typingAttributes = [
      .font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.systemRed,
    ]
    comment.insertText("bold")
    let text = comment.attributedText!
    XCTAssertEqual(text.string, "plain bold")
    XCTAssertEqual(
      text.attribute(.foregroundColor, at: 7, effectiveRange: nil) as? UIColor, .systemRed)
    XCTAssertNotEqual(
      text.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor, .systemRed)
  }

  func testAReadOnlyTextViewRefusesTypingAndAsksAboutLinks() async {
    let controller = CommentViewController()
    _ = shown(controller)
    let about = controller.aboutView
    about.insertText("x")
    XCTAssertEqual(about.text, "Read our privacy policy.", "not editable")
    XCTAssertTrue(about.becomeFirstResponder(), "selectable")
    XCTAssertFalse(about.isEditing)
    XCTAssertEqual(controller.openedURL, nil)
  }
}
