import Foundation

/// The system's accessibility settings that change how an app animates, as UIKit's
/// `UIAccessibility`. A host reports the desktop's setting with
/// `UIApplication.hostReduceMotionDidChange(isEnabled:)`.
public enum UIAccessibility {
  /// Whether the user asked for less motion (the desktop's "animations off"): the system's
  /// pushes, pops, cover-vertical presentations and zooms cross-fade instead of moving, and
  /// an app's own animators should do likewise. Readable from any thread, as UIKit's.
  public static var isReduceMotionEnabled: Bool { reduceMotionSetting.withLock { $0 } }

  /// The application's setting, copied where any thread can read it.
  static let reduceMotionSetting = LockedValue(false)

  /// Posted (on `NotificationCenter.default`) when `isReduceMotionEnabled` changes.
  public static let reduceMotionStatusDidChangeNotification = Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
}

extension UIApplication {
  /// The host's reduce-motion setting changed (the desktop's, or forced by an option): posts
  /// `UIAccessibility.reduceMotionStatusDidChangeNotification` when it is a change.
  @_spi(Host) public func hostReduceMotionDidChange(isEnabled: Bool) {
    guard isEnabled != isReduceMotionEnabled else { return }
    isReduceMotionEnabled = isEnabled
    serveInput {
      NotificationCenter.default.post(
        name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    }
  }
}
