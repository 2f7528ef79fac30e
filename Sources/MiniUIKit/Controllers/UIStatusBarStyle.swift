import Foundation

/// The styles of a status bar, as UIKit's UIStatusBarStyle (there is none on a desktop; see
/// `UIViewController.preferredStatusBarStyle`).
public enum UIStatusBarStyle: Sendable {
  /// The system's choice, following the interface style.
  case `default`
  /// Light content, for dark backgrounds.
  case lightContent
  /// Dark content, for light backgrounds.
  case darkContent
}
