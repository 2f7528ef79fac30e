import Foundation

/// The styles of a status bar, as UIKit's UIStatusBarStyle (there is none on a desktop; see
/// `UIViewController.preferredStatusBarStyle`).
public enum UIStatusBarStyle: Sendable {
  case `default`
  case lightContent
  case darkContent
}
