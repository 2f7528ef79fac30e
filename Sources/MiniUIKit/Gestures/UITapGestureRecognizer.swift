import Foundation

/// Recognises taps, as UIKit's UITapGestureRecognizer: `numberOfTouchesRequired` fingers
/// going down and up without moving more than 10 points, `numberOfTapsRequired` times, each
/// within 0.35 s of the last. A discrete gesture: it goes straight to `.recognized`.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How far a finger may move and still tap.
  static let allowableMovement: CGFloat = 10
  /// The longest pause between the taps of a multi-tap (media seconds).
  static let maximumTapInterval: TimeInterval = 0.35

  /// How many taps the gesture takes (default 1).
  public var numberOfTapsRequired = 1
  /// How many fingers each tap takes (default 1).
  public var numberOfTouchesRequired = 1

  private var touches: [UITouch] = []
  private var starts: [ObjectIdentifier: CGPoint] = [:]
  private var mostTouches = 0
  private var tapsDone = 0
  private var nextTapDeadline: ScheduledAction?
  private var location = CGPoint.zero

  open override var numberOfTouches: Int { touches.count }

  open override func location(in view: UIView?) -> CGPoint {
    view?.convert(location, from: nil) ?? location
  }

  open override var isWaitingForMoreTouches: Bool {
    state == .possible && tapsDone > 0 && tapsDone < numberOfTapsRequired
  }

  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    nextTapDeadline?.cancel()
    for touch in touches {
      self.touches.append(touch)
      starts[ObjectIdentifier(touch)] = touch.location(in: nil)
    }
    mostTouches = max(mostTouches, self.touches.count)
    if mostTouches > numberOfTouchesRequired { state = .failed }
  }

  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches {
      guard let start = starts[ObjectIdentifier(touch)] else { continue }
      let now = touch.location(in: nil)
      if hypot(now.x - start.x, now.y - start.y) > Self.allowableMovement, state == .possible {
        state = .failed
      }
    }
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    self.touches.removeAll { touches.contains($0) }
    guard state == .possible, self.touches.isEmpty else { return }
    guard mostTouches == numberOfTouchesRequired else {
      state = .failed
      return
    }
    location = touches.first?.location(in: nil) ?? location
    tapsDone += 1
    mostTouches = 0
    starts = [:]
    if tapsDone >= numberOfTapsRequired {
      state = .recognized
    } else {
      // The next tap must come soon.
      nextTapDeadline = UIApplication.shared.stage.engine.schedule(after: Self.maximumTapInterval) {
        [weak self] in
        guard let self, self.state == .possible else { return }
        self.state = .failed
        self.reset()
      }
    }
  }

  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  open override func reset() {
    nextTapDeadline?.cancel()
    nextTapDeadline = nil
    touches = []
    starts = [:]
    mostTouches = 0
    tapsDone = 0
    super.reset()
  }
}
