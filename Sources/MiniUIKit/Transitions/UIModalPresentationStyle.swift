import Foundation

/// How a presented controller is shown, as UIKit's UIModalPresentationStyle.
public enum UIModalPresentationStyle: Sendable {
  /// The presented view covers the screen; the presenter's view leaves the hierarchy after
  /// the transition.
  case fullScreen
  /// As `.fullScreen`, but the presenter's view stays in the hierarchy.
  case overFullScreen
  /// The presented view covers the nearest ancestor of the presenter whose
  /// `definesPresentationContext` is true (else the root), whose view then leaves.
  case currentContext
  /// As `.currentContext`, with the covered view left in place.
  case overCurrentContext
  /// A sheet: inset and centred on a large window, a card from near the top on a small one,
  /// over the presenter dimmed.
  case pageSheet
  /// A smaller centred sheet on a large window; as `.pageSheet` on a small one.
  case formSheet
  /// The transitioning delegate's presentation controller and animator lay the presented
  /// view out; the presenter's view stays in the hierarchy underneath.
  case custom
  /// UIKit's default: a page sheet, as since iOS 13.
  case automatic
  /// Not a presentation: what a navigation controller's push or pop reports.
  case none
}

/// How a presentation without a custom animator moves, as UIKit's UIModalTransitionStyle.
public enum UIModalTransitionStyle: Sendable {
  /// The presented view slides up from the bottom.
  case coverVertical
  /// The window turns over about its vertical axis to show the presented view.
  case flipHorizontal
  /// The presented view fades in.
  case crossDissolve
  /// A page curl: not drawn here; presents with a warning as `.coverVertical` does.
  case partialCurl
}
