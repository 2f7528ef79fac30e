import Foundation

/// Haptic feedback, as UIKit's UIFeedbackGenerator and its three kinds. A desktop has no
/// haptic engine, as an iPad has none: the calls are there, so UIKit code compiles and runs,
/// and they do nothing.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  /// Would wake the haptic engine ahead of a call; there is none.
  open func prepare() {}
}

/// Feedback for a change of selection (a picker's wheel), as UIKit's.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() {}
}

/// Feedback for a collision or a snap, as UIKit's.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How strong an impact is, as UIKit's UIImpactFeedbackGenerator.FeedbackStyle.
  public enum FeedbackStyle: Sendable {
    case light, medium, heavy, soft, rigid
  }

  public let style: FeedbackStyle

  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  public convenience override init() { self.init(style: .medium) }

  open func impactOccurred() {}
  open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for an outcome (a success, a warning, an error), as UIKit's.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcomes, as UIKit's UINotificationFeedbackGenerator.FeedbackType.
  public enum FeedbackType: Sendable {
    case success, warning, error
  }

  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
