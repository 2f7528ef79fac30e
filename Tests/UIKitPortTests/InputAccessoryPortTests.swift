@_spi(Host) import MiniUIKit
import XCTest

// Input accessory views as apps set them, pasted with only the import changed: a toolbar with a
// Done button over a text view, and a chat screen whose view controller keeps its input bar
// as its own accessory (canBecomeFirstResponder and inputAccessoryView overridden).

final class ChatViewController: UIViewController {
  let inputBar = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 52))

  override var canBecomeFirstResponder: Bool { true }
  override var inputAccessoryView: UIView? { inputBar }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    becomeFirstResponder()
  }
}

final class NotesViewController: UIViewController {
  let textView = UITextView()
  private(set) var doneTapped = false

  override func viewDidLoad() {
    super.viewDidLoad()
    textView.frame = view.bounds
    view.addSubview(textView)
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 44))
    toolbar.items = [
      UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
      UIBarButtonItem(
        title: "Done", primaryAction: UIAction { [weak self] _ in self?.done() }),
    ]
    textView.inputAccessoryView = toolbar
  }

  func done() {
    doneTapped = true
    textView.resignFirstResponder()
  }
}

@MainActor
final class InputAccessoryPortTests: PortTestCase {
  func testATextViewsToolbarRidesInAndOut() async {
    let notes = NotesViewController()
    show(notes)
    let toolbar = notes.textView.inputAccessoryView!
    XCTAssertNil(toolbar.window, "not shown before editing")
    XCTAssertTrue(notes.textView.becomeFirstResponder())
    XCTAssertTrue(toolbar.window === window)
    advance(seconds: 0.4)
    XCTAssertEqual(toolbar.frame, CGRect(x: 0, y: 756, width: 480, height: 44), "at the bottom")
    notes.done()
    advance(seconds: 0.4)
    XCTAssertNil(toolbar.window, "gone once editing ended")
  }

  func testAControllersOwnAccessoryShowsWhileItIsFirstResponder() async {
    let chat = ChatViewController()
    show(chat)
    advance(seconds: 0.4)
    XCTAssertTrue(chat.isFirstResponder)
    XCTAssertEqual(chat.inputBar.frame, CGRect(x: 0, y: 748, width: 480, height: 52))
    XCTAssertTrue(chat.resignFirstResponder())
    advance(seconds: 0.4)
    XCTAssertNil(chat.inputBar.superview)
  }
}
