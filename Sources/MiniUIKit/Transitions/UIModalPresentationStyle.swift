import Foundation

/// How a presented controller is shown, as UIKit's UIModalPresentationStyle.
public enum UIModalPresentationStyle: Sendable {
  /// The presented view covers the screen; the presenter's view leaves the hierarchy after
  /// the transition.
  case fullScreen
  /// The transitioning delegate's animator lays the presented view out; the presenter's view
  /// stays in the hierarchy underneath.
  case custom
  /// As `.fullScreen`, but the presenter's view stays in the hierarchy.
  case overFullScreen
  /// Not a presentation: what a navigation controller's push or pop reports.
  case none
}
