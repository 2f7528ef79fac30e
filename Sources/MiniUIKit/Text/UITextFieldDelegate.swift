import Foundation

/// What a text field asks and tells as it is edited, as UIKit's. Every method is optional:
/// the defaults allow everything and do nothing.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Whether editing may begin (a click, Tab or `becomeFirstResponder()`).
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Editing began: the field is the first responder.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Whether editing may end (the field asked to resign).
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Editing ended.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Editing ended, and why; the default calls `textFieldDidEndEditing(_:)`.
  func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Whether `range` (in UTF-16 units of the text) may become `string`: typing inserts,
  /// Backspace and cut replace with "", a paste inserts what is pasted.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool
  /// The selection or the caret moved.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Whether the clear button may empty the field.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Return was pressed; return whether the field should do its default (send
  /// `.editingDidEndOnExit`).
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {
    textFieldDidEndEditing(textField)
  }
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
