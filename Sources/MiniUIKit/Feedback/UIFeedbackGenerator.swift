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
  /// Would play a selection tick; there is no haptic engine.
  open func selectionChanged() {}
}

/// Feedback for a collision or a snap, as UIKit's.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How strong an impact is, as UIKit's UIImpactFeedbackGenerator.FeedbackStyle.
  public enum FeedbackStyle: Sendable {
    /// A light impact.
    case light
    /// A medium impact.
    case medium
    /// A heavy impact.
    case heavy
    /// A soft, flexible impact.
    case soft
    /// A hard, rigid impact.
    case rigid
  }

  /// How strong the generator's impacts are.
  public let style: FeedbackStyle

  /// A generator of impacts of `style`.
  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  public convenience override init() { self.init(style: .medium) }

  /// Would play an impact of the generator's style; there is no haptic engine.
  open func impactOccurred() {}
  /// Would play an impact at `intensity`, from 0 to 1; there is no haptic engine.
  open func impactOccurred(intensity: CGFloat) {}
}

/// Feedback for an outcome (a success, a warning, an error), as UIKit's.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// The outcomes, as UIKit's UINotificationFeedbackGenerator.FeedbackType.
  public enum FeedbackType: Sendable {
    /// A task succeeded.
    case success
    /// A task produced a warning.
    case warning
    /// A task failed.
    case error
  }

  /// Would play the feedback for `notificationType`; there is no haptic engine.
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}
