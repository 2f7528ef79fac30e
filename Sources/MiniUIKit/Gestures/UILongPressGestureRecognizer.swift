import Foundation

/// Recognises a press held still, as UIKit's UILongPressGestureRecognizer: it begins once
/// `numberOfTouchesRequired` fingers have stayed down `minimumPressDuration` seconds without
/// moving more than `allowableMovement` points; then it follows them (changed) until they
/// lift (ended).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the fingers must stay down before the gesture begins, in seconds (default 0.5).
  public var minimumPressDuration: TimeInterval = 0.5
  /// How far the first finger may move before the gesture begins, in points (default 10).
  public var allowableMovement: CGFloat = 10
  /// How many fingers the press takes; more fail it (default 1).
  public var numberOfTouchesRequired = 1

  private var touches: [UITouch] = []
  private var start = CGPoint.zero
  private var timer: ScheduledAction?

  open override var numberOfTouches: Int { touches.count }

  open override func location(in view: UIView?) -> CGPoint {
    touches.first?.location(in: view) ?? .zero
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    self.touches += touches.sorted { $0.source < $1.source }
    guard state == .possible else { return }
    guard self.touches.count <= numberOfTouchesRequired else {
      state = .failed
      return
    }
    guard self.touches.count == numberOfTouchesRequired else { return }
    start = self.touches[0].location(in: nil)
    timer?.cancel()
    timer = UIApplication.shared.stage.engine.schedule(after: minimumPressDuration) { [weak self] in
      guard let self, self.state == .possible, !self.touches.isEmpty else { return }
      self.state = .began
    }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      guard let first = self.touches.first else { return }
      let now = first.location(in: nil)
      if hypot(now.x - start.x, now.y - start.y) > allowableMovement { state = .failed }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    self.touches.removeAll { touches.contains($0) }
    timer?.cancel()
    continuousTouchesEnded()
  }

  open override func reset() {
    timer?.cancel()
    timer = nil
    touches = []
    super.reset()
  }
}
