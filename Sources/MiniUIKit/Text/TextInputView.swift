import Foundation

/// The on-screen keyboard's notifications, as UIKit names them. A desktop types on a
/// physical keyboard and shows none: they are never posted.
extension UIResponder {
  /// The keyboard is about to show (never posted on a desktop).
  public nonisolated static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// The keyboard showed (never posted on a desktop).
  public nonisolated static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// The keyboard is about to hide (never posted on a desktop).
  public nonisolated static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// The keyboard hid (never posted on a desktop).
  public nonisolated static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// The keyboard's frame is about to change (never posted on a desktop).
  public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// The keyboard's frame changed (never posted on a desktop).
  public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")
  /// The user-info key of the keyboard's frame at the start of a change.
  public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The user-info key of the keyboard's frame at the end of a change.
  public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The user-info key of the change's duration.
  public nonisolated static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The user-info key of the change's animation curve.
  public nonisolated static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
}

extension UIView {
  /// Makes the first responder in this view's hierarchy resign (with `force`, whether or not
  /// it would); returns whether none is left there.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let responder = UIApplication.shared.firstResponder as? UIView,
      responder.isDescendant(of: self)
    else { return true }
    if responder.resignFirstResponder() { return true }
    guard force else { return false }
    if let editor = responder as? TextInputView {
      editor.stopEditing()
    } else {
      UIApplication.shared.firstResponder = nil
    }
    return true
  }
}

/// A view that edits text as the first responder: keys go to it first, it draws a caret
/// that blinks while the window has the keyboard, and a middle click pastes into it.
@MainActor
protocol TextInputView: UIView {
  /// The window gained or lost the keyboard: the caret blinks only while it has it.
  func windowFocusDidChange(isFocused: Bool)
  /// Pastes the X primary selection at `point` (a middle click there).
  func pastePrimarySelection(at point: CGPoint)
  /// It stopped being the first responder without resigning (forced).
  func didLoseFirstResponder()
}

extension TextInputView {
  /// Stops being the first responder whatever it or its delegate would say.
  func stopEditing() {
    guard isFirstResponder else { return }
    UIApplication.shared.firstResponder = nil
    didLoseFirstResponder()
  }
}
