import Foundation

/// Delivers touches, several at once, as UIKit does: a sequence starts with the first touch
/// down and ends when the last lifts. Its view is the one hit by the first touch; the
/// recognizers of that view and its ancestors see every touch of the sequence first, and
/// unless one of them recognizes its gesture (and cancels touches in view), the view gets
/// them too.
@MainActor
final class TouchRouter {
  /// The touch the mouse pointer makes.
  static let mouse = 0

  /// The touches down now, by source (the mouse, or an emulated finger).
  private(set) var touches: [Int: UITouch] = [:]
  private var recognizers: [UIGestureRecognizer] = []
  private var view: UIView?
  private var viewReceivesTouches = true

  /// New touches at `points` (source → window location).
  func begin(_ points: [Int: CGPoint], in window: UIWindow, modifierFlags: UIKeyModifierFlags) {
    for source in points.keys where touches[source] != nil {
      end([source: touches[source]?.locationInWindow ?? .zero], cancelled: true, modifierFlags: [])
    }
    let now = AnimationEngine.shared.clock.eventTime
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
    deliver(began, phase: .began, modifierFlags: modifierFlags)
  }

  /// Touches moved to `points`.
  func move(_ points: [Int: CGPoint], modifierFlags: UIKeyModifierFlags) {
    let moved = update(points, phase: .moved)
    guard !moved.isEmpty else { return }
    deliver(moved, phase: .moved, modifierFlags: modifierFlags)
  }

  /// Touches lifted (or were cancelled) at `points`.
  func end(_ points: [Int: CGPoint], cancelled: Bool, modifierFlags: UIKeyModifierFlags) {
    let phase: UITouch.Phase = cancelled ? .cancelled : .ended
    let ended = update(points, phase: phase)
    for source in points.keys { touches[source] = nil }
    guard !ended.isEmpty else { return }
    deliver(ended, phase: phase, modifierFlags: modifierFlags)
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
      recognizers += current.gestureRecognizers.filter(\.isEnabled)
      ancestor = current.superview
    }
    viewReceivesTouches = true
  }

  private func update(_ points: [Int: CGPoint], phase: UITouch.Phase) -> Set<UITouch> {
    let now = AnimationEngine.shared.clock.eventTime
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
    _ changed: Set<UITouch>, phase: UITouch.Phase, modifierFlags: UIKeyModifierFlags
  ) {
    guard let view else { return }
    let event = UIEvent(
      timestamp: AnimationEngine.shared.clock.eventTime,
      touches: Set(touches.values).union(changed), modifierFlags: modifierFlags)
    for recognizer in recognizers {
      switch phase {
      case .began: recognizer.touchesBegan(changed, with: event)
      case .moved: recognizer.touchesMoved(changed, with: event)
      case .ended: recognizer.touchesEnded(changed, with: event)
      case .cancelled: recognizer.touchesCancelled(changed, with: event)
      }
    }
    var viewPhase = phase
    if let winner = recognizers.first(where: { $0.state != .possible && $0.state != .failed }),
      recognizers.count > 1 || viewReceivesTouches
    {
      for other in recognizers where other !== winner { other.reset() }
      recognizers = [winner]
      if viewReceivesTouches, winner.cancelsTouchesInView {
        viewReceivesTouches = false
        viewPhase = .cancelled
        let all = Set(touches.values).union(changed)
        for touch in all { touch.phase = .cancelled }
        view.touchesCancelled(all, with: event)
        return finishIfDone()
      }
    }
    if viewReceivesTouches {
      switch viewPhase {
      case .began: view.touchesBegan(changed, with: event)
      case .moved: view.touchesMoved(changed, with: event)
      case .ended: view.touchesEnded(changed, with: event)
      case .cancelled: view.touchesCancelled(changed, with: event)
      }
    }
    finishIfDone()
  }

  /// After the last touch lifted: the recognizers start afresh.
  private func finishIfDone() {
    guard touches.isEmpty else { return }
    for recognizer in recognizers { recognizer.reset() }
    recognizers = []
    view = nil
  }
}
