import Foundation

/// The system's accessibility settings and a screen reader's notifications, as UIKit's
/// `UIAccessibility`. A host reports the desktop's settings (reduce motion, a screen reader
/// listening) and carries the notifications to the desktop's assistive technologies.
public enum UIAccessibility {
  /// Whether the user asked for less motion (the desktop's "animations off"): the system's
  /// pushes, pops, cover-vertical presentations and zooms cross-fade instead of moving, and
  /// an app's own animators should do likewise. Readable from any thread, as UIKit's.
  public static var isReduceMotionEnabled: Bool { reduceMotionSetting.withLock { $0 } }

  /// The application's setting, copied where any thread can read it.
  static let reduceMotionSetting = LockedValue(false)

  /// Posted (on `NotificationCenter.default`) when `isReduceMotionEnabled` changes.
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")

  /// Whether a screen reader is listening: on the Linux desktop, Orca (the accessibility
  /// bus's `ScreenReaderEnabled`). Readable from any thread, as UIKit's.
  public static var isVoiceOverRunning: Bool { voiceOverSetting.withLock { $0 } }

  /// The application's setting, copied where any thread can read it.
  static let voiceOverSetting = LockedValue(false)

  /// Posted (on `NotificationCenter.default`) when `isVoiceOverRunning` changes.
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")

  /// What an app tells a screen reader, as UIKit's.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A new screen came (a push, a presentation); the argument is the element to read
    /// first, or nil. UIKit's transitions post it when they end.
    public static let screenChanged = Notification(rawValue: 1000)
    /// Part of the screen changed; the argument is the element to read next, or nil.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// Text to say now; the argument is a `String`.
    public static let announcement = Notification(rawValue: 1008)
    /// A scroll moved to another page; the argument says where ("Page 2 of 5").
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Tells a screen reader that something changed or should be said: the host passes it to
  /// the desktop's assistive technologies. On the main thread, as in UIKit.
  @preconcurrency @MainActor
  public static func post(notification: Notification, argument: Any?) {
    UIApplication.shared.accessibilityObserver?.accessibilityDidPost(
      notification, argument: argument)
  }
}

/// What a host's bridge to the desktop's assistive technologies hears from the toolkit.
@_spi(Host) @preconcurrency @MainActor public protocol UIAccessibilityObserver: AnyObject {
  /// The keyboard focus moved.
  func accessibilityFocusDidChange(from old: UIView?, to new: UIView?)
  /// The app, or a transition of the toolkit's, posted a notification.
  func accessibilityDidPost(_ notification: UIAccessibility.Notification, argument: Any?)
}

extension UIApplication {
  /// The host's reduce-motion setting changed (the desktop's, or forced by an option): posts
  /// `UIAccessibility.reduceMotionStatusDidChangeNotification` when it is a change.
  @_spi(Host) public func hostReduceMotionDidChange(isEnabled: Bool) {
    guard isEnabled != isReduceMotionEnabled else { return }
    isReduceMotionEnabled = isEnabled
    post(UIAccessibility.reduceMotionStatusDidChangeNotification)
  }

  /// A screen reader started or stopped listening: posts
  /// `UIAccessibility.voiceOverStatusDidChangeNotification` when it is a change.
  @_spi(Host) public func hostScreenReaderDidChange(isRunning: Bool) {
    guard isRunning != isVoiceOverRunning else { return }
    isVoiceOverRunning = isRunning
    post(UIAccessibility.voiceOverStatusDidChangeNotification)
  }

  /// Posts a setting's change on `NotificationCenter.default`, as input the app serves.
  private func post(_ name: Foundation.Notification.Name) {
    serveInput { NotificationCenter.default.post(name: name, object: nil) }
  }
}
