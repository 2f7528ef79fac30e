import Foundation

/// Delivers touches, several at once, as UIKit does: a sequence starts with the first touch
/// down and ends when the last lifts. Its view is the one hit by the first touch; the
/// recognizers of that view and its ancestors see every touch of the sequence first (those
/// their delegates let them see), and unless one of them recognizes its gesture (and cancels
/// touches in view), the view gets them too, later if a recognizer delays them.
@MainActor
final class TouchRouter {
  /// The touch the mouse pointer makes.
  static let mouse = 0

  /// The touches down now, by source (the mouse, or an emulated finger).
  private(set) var touches: [Int: UITouch] = [:]
  private var recognizers: [UIGestureRecognizer] = []
  private var view: UIView?
  private var viewReceivesTouches = true
  /// The view's deliveries held back while a recognizer that delays touches is undecided.
  private var delayedForView: [(Set<UITouch>, UITouch.Phase, UIEvent)] = []

  /// New touches at `points` (source → window location).
  func begin(
    _ points: [Int: CGPoint], in window: UIWindow, modifierFlags: UIKeyModifierFlags,
    timestamp: TimeInterval? = nil
  ) {
    for source in points.keys where touches[source] != nil {
      end(
        [source: touches[source]?.locationInWindow ?? .zero], cancelled: true, modifierFlags: [],
        timestamp: timestamp)
    }
    let now = timestamp ?? UIApplication.shared.clock.eventTime
    var began: Set<UITouch> = []
    for (source, location) in points.sorted(by: { $0.key < $1.key }) {
      let touch = UITouch(phase: .began, location: location, timestamp: now)
      touch.window = window
      touch.view = window.hitTest(location, with: nil)
      touch.source = source
      if touches.isEmpty, began.isEmpty { startSequence(at: touch.view) }
      touches[source] = touch
      began.insert(touch)
    }
    deliver(began, phase: .began, modifierFlags: modifierFlags, timestamp: now)
  }

  /// Touches moved to `points`.
  func move(
    _ points: [Int: CGPoint], modifierFlags: UIKeyModifierFlags, timestamp: TimeInterval? = nil
  ) {
    let now = timestamp ?? UIApplication.shared.clock.eventTime
    let moved = update(points, phase: .moved, at: now)
    guard !moved.isEmpty else { return }
    deliver(moved, phase: .moved, modifierFlags: modifierFlags, timestamp: now)
  }

  /// Touches lifted (or were cancelled) at `points`.
  func end(
    _ points: [Int: CGPoint], cancelled: Bool, modifierFlags: UIKeyModifierFlags,
    timestamp: TimeInterval? = nil
  ) {
    let now = timestamp ?? UIApplication.shared.clock.eventTime
    let phase: UITouch.Phase = cancelled ? .cancelled : .ended
    let ended = update(points, phase: phase, at: now)
    for source in points.keys { touches[source] = nil }
    guard !ended.isEmpty else { return }
    deliver(ended, phase: phase, modifierFlags: modifierFlags, timestamp: now)
  }

  /// Cancels every touch down (the window lost the pointer, say).
  func cancelAll() {
    let all = touches.mapValues(\.locationInWindow)
    guard !all.isEmpty else { return }
    end(all, cancelled: true, modifierFlags: [])
  }

  private func startSequence(at hitView: UIView?) {
    view = hitView
    recognizers = []
    var ancestor = hitView
    while let current = ancestor {
      recognizers += current.attachedRecognizers.filter(\.isEnabled)
      ancestor = current.superview
    }
    for recognizer in recognizers { recognizer.isInTouchSequence = true }
    viewReceivesTouches = true
    delayedForView = []
  }

  private func update(_ points: [Int: CGPoint], phase: UITouch.Phase, at now: TimeInterval)
    -> Set<UITouch>
  {
    var changed: Set<UITouch> = []
    for (source, location) in points {
      guard let touch = touches[source] else { continue }
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = location
      touch.timestamp = now
      touch.phase = phase
      changed.insert(touch)
    }
    return changed
  }

  private func deliver(
    _ changed: Set<UITouch>, phase: UITouch.Phase, modifierFlags: UIKeyModifierFlags,
    timestamp: TimeInterval
  ) {
    guard let view else { return }
    let event = UIEvent(
      timestamp: timestamp,
      touches: Set(touches.values).union(changed), modifierFlags: modifierFlags)
    for recognizer in recognizers {
      // One that recognized earlier in this pass may have stopped this one.
      guard recognizers.contains(where: { $0 === recognizer }) else { continue }
      let seen = changed.filter { phase != .began || recognizer.shouldReceive($0) }
      guard !seen.isEmpty else { continue }
      switch phase {
      case .began: recognizer.touchesBegan(seen, with: event)
      case .moved: recognizer.touchesMoved(seen, with: event)
      case .ended: recognizer.touchesEnded(seen, with: event)
      case .cancelled: recognizer.touchesCancelled(seen, with: event)
      }
      if recognizer.hasRecognized { settleWinners() }
    }
    for recognizer in recognizers { recognizer.resolvePendingState() }
    settleWinners()
    deliverToView(view, changed, phase: phase, event: event)
    finishIfDone()
  }

  /// Once a recognizer has recognized, the others of the sequence stop, unless they may
  /// recognize with it; the view's touches are cancelled if a recognizer wants so.
  private func settleWinners() {
    let recognized = recognizers.filter(\.hasRecognized)
    guard let first = recognized.first else {
      // Failed ones are out of this sequence; they start afresh with the next.
      for failed in recognizers where failed.state == .failed {
        failed.isInTouchSequence = false
        failed.reset()
      }
      recognizers.removeAll { $0.state == .possible && !$0.isInTouchSequence }
      return
    }
    recognizers = recognizers.filter { other in
      if other === first || other.canRecognizeSimultaneously(with: first) { return true }
      if other.isActive { other.state = .cancelled }
      other.reset()
      other.isInTouchSequence = false
      return false
    }
  }

  /// Gives the touches to the view, unless a recognizer has claimed them, holding the first
  /// ones back while a recognizer that delays them is undecided.
  private func deliverToView(
    _ view: UIView, _ changed: Set<UITouch>, phase: UITouch.Phase, event: UIEvent
  ) {
    guard viewReceivesTouches else { return }
    if recognizers.contains(where: { $0.hasRecognized && $0.cancelsTouchesInView }) {
      viewReceivesTouches = false
      // Touches the view never saw begin are not cancelled either.
      guard delayedForView.isEmpty else {
        delayedForView = []
        return
      }
      let all = Set(touches.values).union(changed)
      for touch in all { touch.phase = .cancelled }
      view.touchesCancelled(all, with: event)
      return
    }
    delayedForView.append((changed, phase, event))
    deliverHeldTouches()
  }

  /// Gives the view the touches held back, once no recognizer that delays them is undecided:
  /// at the end of a delivery, or when one fails on its own (a scroll view's delay runs out).
  func deliverHeldTouches() {
    guard let view, viewReceivesTouches, !delayedForView.isEmpty,
      !recognizers.contains(where: { $0.delaysTouchesBegan && $0.state == .possible })
    else { return }
    let deliveries = delayedForView
    delayedForView = []
    for (touches, phase, event) in deliveries {
      switch phase {
      case .began: view.touchesBegan(touches, with: event)
      case .moved: view.touchesMoved(touches, with: event)
      case .ended: view.touchesEnded(touches, with: event)
      case .cancelled: view.touchesCancelled(touches, with: event)
      }
    }
  }

  /// After the last touch lifted: the recognizers start afresh, but those waiting for more
  /// touches (a multi-tap) or for another to fail.
  private func finishIfDone() {
    guard touches.isEmpty else { return }
    let ended = recognizers
    recognizers = []
    view = nil
    delayedForView = []
    for recognizer in ended {
      recognizer.isInTouchSequence = false
      if !recognizer.isWaitingForMoreTouches, recognizer.pendingState == nil { recognizer.reset() }
    }
    UIGestureRecognizer.resolveWaiting()
  }
}
