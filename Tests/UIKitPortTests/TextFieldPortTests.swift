@_spi(Host) import MiniUIKit
import XCTest

// A sign-in form as UIKit apps write one, pasted with only the import changed (`@objc` and
// `#selector` dropped, as the README says): a delegate that moves from field to field on
// Return and limits the length, a secure password, the editing events, the keyboard
// notifications observed (a desktop never posts them) and the pasteboard.

final class SignInViewController: UIViewController, UITextFieldDelegate {
  let emailField = UITextField()
  let passwordField = UITextField()
  let signInButton = UIButton(type: .system)
  private(set) var keyboardShows = 0
  private(set) var signIns: [String] = []
  private var observers: [NSObjectProtocol] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    emailField.placeholder = "Email"
    emailField.borderStyle = .roundedRect
    emailField.keyboardType = .emailAddress
    emailField.textContentType = .emailAddress
    emailField.autocapitalizationType = .none
    emailField.autocorrectionType = .no
    emailField.returnKeyType = .next
    emailField.clearButtonMode = .whileEditing
    emailField.delegate = self
    emailField.frame = CGRect(x: 20, y: 40, width: 280, height: 34)
    view.addSubview(emailField)

    passwordField.placeholder = "Password"
    passwordField.borderStyle = .roundedRect
    passwordField.isSecureTextEntry = true
    passwordField.returnKeyType = .done
    passwordField.delegate = self
    passwordField.frame = CGRect(x: 20, y: 90, width: 280, height: 34)
    view.addSubview(passwordField)

    signInButton.setTitle("Sign In", for: .normal)
    signInButton.isEnabled = false
    signInButton.frame = CGRect(x: 20, y: 140, width: 280, height: 44)
    view.addSubview(signInButton)

    emailField.addTarget(self, action: SignInViewController.textChanged, for: .editingChanged)
    passwordField.addTarget(self, action: SignInViewController.textChanged, for: .editingChanged)

    observers.append(
      NotificationCenter.default.addObserver(
        forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
      ) { [weak self] notification in
        guard let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        else { return }
        MainActor.assumeIsolated { self?.keyboardShows += frame.height > 0 ? 1 : 0 }
      })
  }

  func textChanged(_ sender: UITextField) {
    signInButton.isEnabled = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
  }

  func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField == emailField {
      passwordField.becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
      signIns.append(emailField.text ?? "")
    }
    return true
  }

  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool {
    let current = textField.text ?? ""
    guard let stringRange = Range(range, in: current) else { return false }
    let updated = current.replacingCharacters(in: stringRange, with: string)
    return updated.count <= 24
  }
}

/// Selects everything when editing begins, and puts the caret at the end, as apps do with
/// `UITextInput`'s positions.
final class SelectAllDelegate: UITextFieldDelegate {
  func textFieldDidBeginEditing(_ textField: UITextField) {
    textField.selectedTextRange = textField.textRange(
      from: textField.beginningOfDocument, to: textField.endOfDocument)
  }
}

final class TextFieldPortTests: PortTestCase {
  private func type(_ text: String) {
    for character in text {
      UIApplication.shared.sendKey(UIKey(.character(character), characters: String(character)))
    }
  }

  func testTheFormMovesFromFieldToFieldAndSignsIn() {
    let form = SignInViewController()
    show(form)
    XCTAssertTrue(form.emailField.becomeFirstResponder())
    type("ada@example.org")
    XCTAssertFalse(form.signInButton.isEnabled)
    UIApplication.shared.sendKey(UIKey(.enter))
    XCTAssertTrue(form.passwordField.isFirstResponder, "Return moves to the password")
    type("lovelace")
    XCTAssertTrue(form.signInButton.isEnabled)
    UIApplication.shared.sendKey(UIKey(.enter))
    XCTAssertFalse(form.passwordField.isFirstResponder)
    XCTAssertEqual(form.signIns, ["ada@example.org"])
    XCTAssertEqual(form.keyboardShows, 0, "no on-screen keyboard shows on a desktop")
  }

  func testTheDelegateLimitsTheLengthCountingAsUIKitDoes() {
    let form = SignInViewController()
    show(form)
    form.emailField.becomeFirstResponder()
    type("a-very-long-address@example.org")
    XCTAssertEqual(form.emailField.text, "a-very-long-address@exam")
    UIPasteboard.general.string = "more"
    UIApplication.shared.sendKey(UIKey(.character("v"), modifierFlags: .control))
    XCTAssertEqual(form.emailField.text?.count, 24, "a paste that would go over is refused")
  }

  func testEditingEndsWithEndEditing() {
    let form = SignInViewController()
    show(form)
    form.passwordField.becomeFirstResponder()
    XCTAssertTrue(form.passwordField.isEditing)
    XCTAssertTrue(form.view.endEditing(true))
    XCTAssertFalse(form.passwordField.isEditing)
    XCTAssertFalse(form.passwordField.isFirstResponder)
  }

  func testPositionsAndRangesSelectMoveAndReplace() {
    let form = SignInViewController()
    show(form)
    let field = form.emailField
    field.text = "ada@example.org"
    let selectAll = SelectAllDelegate()
    field.delegate = selectAll
    field.becomeFirstResponder()
    let selected = try! XCTUnwrap(field.selectedTextRange)
    XCTAssertEqual(field.text(in: selected), "ada@example.org")

    // The caret at the end, then three characters back.
    let end = field.endOfDocument
    field.selectedTextRange = field.textRange(from: end, to: end)
    if let back = field.position(from: end, offset: -3) {
      field.selectedTextRange = field.textRange(from: back, to: back)
    }
    let caret = try! XCTUnwrap(field.selectedTextRange)
    XCTAssertTrue(caret.isEmpty)
    XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: caret.start), 12)
    XCTAssertNil(field.position(from: end, offset: 1), "past the end")

    // "example" becomes "lovelace".
    if let start = field.position(from: field.beginningOfDocument, offset: 4),
      let stop = field.position(from: start, offset: 7),
      let range = field.textRange(from: start, to: stop)
    {
      field.replace(range, withText: "lovelace")
    }
    XCTAssertEqual(field.text, "ada@lovelace.org")
    UIApplication.shared.sendKey(UIKey(.character("!"), characters: "!"))
    XCTAssertEqual(field.text, "ada@lovelace!.org", "typing goes on at the caret after it")
  }
}
