import Foundation

/// A scroll view's wait before its content sees a touch (`delaysContentTouches`), as
/// UIKit's: a recognizer that holds the content's touches back (`delaysTouchesBegan`) and
/// never recognizes. It fails once the touch has stayed down `duration` seconds without a
/// drag beginning, or lifts; the content then gets the touch from its start. A drag that
/// begins first takes the touch, and the content never sees it.
@MainActor
final class ContentTouchDelay: UIGestureRecognizer {
  /// UIKit's wait: 150 milliseconds.
  static let duration: TimeInterval = 0.15

  weak var scrollView: UIScrollView?
  private var timer: ScheduledAction?

  override init() {
    super.init()
    delaysTouchesBegan = true
    cancelsTouchesInView = false
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, timer == nil else { return }
    let stage = view?.stage ?? UIApplication.shared.stage
    timer = stage.engine.schedule(after: Self.duration) { [weak self] in
      guard let self, self.state == .possible else { return }
      self.state = .failed
      self.scrollView?.contentDidGetTouch()
      stage.touchRouter.deliverHeldTouches()
    }
  }

  /// Ends the wait now: no drag is coming. The touch router gives the content its touches
  /// at the end of the delivery under way.
  func endWait() {
    guard state == .possible, timer != nil else { return }
    state = .failed
    scrollView?.contentDidGetTouch()
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  override func reset() {
    timer?.cancel()
    timer = nil
    super.reset()
  }
}
