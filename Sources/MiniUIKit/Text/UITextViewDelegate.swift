import Foundation

/// How a link in a text view was reached, as UIKit's.
public enum UITextItemInteraction: Int, Sendable {
  /// A tap (a click) on it.
  case invokeDefaultAction
  /// A long press (never here).
  case presentActions
  /// A preview (never here).
  case preview
}

/// What a text view tells and asks its delegate, as UIKit's; every method has UIKit's default.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin (true).
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Whether editing may end (true).
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether `range` (UTF-16) may become `text` (true).
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  /// Editing changed the text.
  func textViewDidChange(_ textView: UITextView)
  /// The selection moved.
  func textViewDidChangeSelection(_ textView: UITextView)
  /// Whether a click on a link to `URL` opens it (true: `UIApplication.open`).
  // swift-format-ignore: AlwaysUseLowerCamelCase
  func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool { true }
}
