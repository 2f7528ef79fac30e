import Foundation

/// The application's view-controller transitions: those under way, the latest begun (what an
/// inspector shows), and how many began and ended.
@MainActor
final class TransitionRegistry {
  private struct WeakTransition { weak var transition: ViewControllerTransition? }

  /// Held weakly: a transition whose objects are all gone cannot show.
  private var begun: [WeakTransition] = []
  private(set) weak var latest: ViewControllerTransition?
  private(set) var begunCount = 0
  private(set) var endedCount = 0

  func didBegin(_ transition: ViewControllerTransition) {
    begun.removeAll { $0.transition?.hasEnded ?? true }
    begun.append(WeakTransition(transition: transition))
    latest = transition
    begunCount += 1
  }

  func didEnd() {
    endedCount += 1
  }

  /// The transitions begun and not ended yet, that still exist.
  var unfinished: [ViewControllerTransition] {
    begun.compactMap(\.transition).filter { !$0.hasEnded }
  }
}
