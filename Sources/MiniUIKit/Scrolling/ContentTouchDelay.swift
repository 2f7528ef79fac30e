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
    guard delaysTouchesBegan, state == .possible, timer == nil else { return }
    let stage = view?.stage ?? UIApplication.shared.stage
    timer = stage.engine.schedule(after: Self.duration) { [weak self] in
      guard self?.endWait() == true else { return }
      // Between events: the touch router gives the content its touches now.
      stage.touchRouter.deliverHeldTouches()
    }
  }

  /// Ends the wait now, if it is under way (no drag is coming): the content follows the
  /// touch. Within a delivery, the touch router gives it its touches at the end of it.
  @discardableResult
  func endWait() -> Bool {
    guard state == .possible, timer != nil else { return false }
    state = .failed
    scrollView?.contentDidGetTouch()
    return true
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
