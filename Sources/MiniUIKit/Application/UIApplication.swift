import Foundation

/// The application: receives a host's input, routes it to views, keeps keyboard focus, and
/// produces frames when something changed or animates.
@MainActor
public final class UIApplication: UIResponder {
  public static let shared = UIApplication()

  /// Gets the keys no view or controller handled (the last link of the responder chain).
  public weak var delegate: UIResponder?
  /// The window that gets input and is drawn.
  public internal(set) weak var keyWindow: UIWindow?
  /// Measures text for layout; a host installs one backed by its fonts.
  public var textMeasurer: TextMeasuring = ApproximateTextMeasurer()
  /// The view that Enter and Space activate, moved with Tab.
  public private(set) weak var focusedView: UIView?
  /// Set by `terminate()`: the host ends its run loop.
  public private(set) var isTerminating = false

  private var needsDisplay = true
  private var activeTouch: UITouch?
  /// Recognizers watching the active touch, and whether its view still gets it.
  private var touchRecognizers: [UIGestureRecognizer] = []
  private var viewReceivesTouch = true

  private override init() { super.init() }

  public override var next: UIResponder? { delegate }

  // MARK: Frames

  /// Asks for a new frame.
  public func setNeedsDisplay() { needsDisplay = true }

  /// Whether a frame should be drawn: something changed or an animation runs.
  public var needsFrame: Bool { needsDisplay || AnimationEngine.shared.needsFrames }

  /// Advances animations, lays out, and returns what to draw.
  public func renderFrame() -> DisplayList {
    AnimationEngine.shared.tick()
    defer { needsDisplay = false }
    guard let window = keyWindow else { return DisplayList() }
    // Changes made by layout are drawn in this frame: they ask for no other.
    window.layoutIfNeeded()
    return window.displayList()
  }

  /// The host's window changed size.
  public func windowDidResize(to size: CGSize) {
    guard let window = keyWindow, window.bounds.size != size else { return }
    UIView.performWithoutAnimation { window.frame = CGRect(origin: .zero, size: size) }
  }

  /// Asks the host to quit.
  public func terminate() {
    isTerminating = true
    needsDisplay = true
  }

  // MARK: Touches

  /// Turns pointer input into touches delivered to the view under the pointer.
  public func sendPointerEvent(_ event: PointerEvent) {
    guard let window = keyWindow else { return }
    let now = AnimationEngine.shared.clock.eventTime
    switch event.kind {
    case .down:
      if let stale = activeTouch { finish(stale, phase: .cancelled, event: event) }
      let touch = UITouch(phase: .began, location: event.location, timestamp: now)
      touch.window = window
      touch.view = window.hitTest(event.location, with: nil)
      activeTouch = touch
      deliver(touch, event: event)
    case .moved:
      guard let touch = activeTouch else { return }
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = event.location
      touch.timestamp = now
      touch.phase = .moved
      deliver(touch, event: event)
    case .up:
      guard let touch = activeTouch else { return }
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = event.location
      finish(touch, phase: .ended, event: event)
    case .scroll(let dx, let dy, let isPrecise):
      scroll(at: event.location, by: CGPoint(x: dx, y: dy), isPrecise: isPrecise, in: window)
    }
  }

  /// Gives a wheel or touchpad scroll to the innermost scroll view under the pointer that can
  /// scroll that way.
  private func scroll(at location: CGPoint, by delta: CGPoint, isPrecise: Bool, in window: UIWindow)
  {
    var view = window.hitTest(location, with: nil)
    while let current = view {
      if let scrollView = current as? UIScrollView,
        (delta.x != 0 && scrollView.canScroll(horizontally: true))
          || (delta.y != 0 && scrollView.canScroll(horizontally: false))
      {
        scrollView.scroll(byWheel: delta, isPrecise: isPrecise)
        return
      }
      view = current.superview
    }
  }

  /// Cancels a touch in progress (the window lost the pointer grab, say).
  public func cancelTouches() {
    guard let touch = activeTouch else { return }
    finish(
      touch, phase: .cancelled, event: PointerEvent(kind: .up, location: touch.locationInWindow))
  }

  private func finish(_ touch: UITouch, phase: UITouch.Phase, event: PointerEvent) {
    touch.phase = phase
    touch.timestamp = AnimationEngine.shared.clock.eventTime
    activeTouch = nil
    deliver(touch, event: event)
  }

  /// Gives the touch to the recognizers of its view and the view's ancestors, then, unless a
  /// recognizer has claimed it, to the view itself.
  private func deliver(_ touch: UITouch, event pointer: PointerEvent) {
    guard let view = touch.view else { return }
    let event = UIEvent(
      timestamp: touch.timestamp, touches: [touch], modifierFlags: pointer.modifierFlags)
    if touch.phase == .began {
      touchRecognizers = []
      var ancestor: UIView? = view
      while let current = ancestor {
        touchRecognizers += current.gestureRecognizers.filter(\.isEnabled)
        ancestor = current.superview
      }
      viewReceivesTouch = true
    }
    for recognizer in touchRecognizers {
      switch touch.phase {
      case .began: recognizer.touchesBegan([touch], with: event)
      case .moved: recognizer.touchesMoved([touch], with: event)
      case .ended: recognizer.touchesEnded([touch], with: event)
      case .cancelled: recognizer.touchesCancelled([touch], with: event)
      }
    }
    if let winner = touchRecognizers.first(where: { $0.state != .possible && $0.state != .failed }),
      touchRecognizers.count > 1 || viewReceivesTouch
    {
      for other in touchRecognizers where other !== winner { other.reset() }
      touchRecognizers = [winner]
      if viewReceivesTouch, winner.cancelsTouchesInView {
        viewReceivesTouch = false
        touch.phase = .cancelled
        view.touchesCancelled([touch], with: event)
      }
    }
    if viewReceivesTouch {
      switch touch.phase {
      case .began: view.touchesBegan([touch], with: event)
      case .moved: view.touchesMoved([touch], with: event)
      case .ended: view.touchesEnded([touch], with: event)
      case .cancelled: view.touchesCancelled([touch], with: event)
      }
    }
    if activeTouch == nil {
      for recognizer in touchRecognizers { recognizer.reset() }
      touchRecognizers = []
    }
  }

  // MARK: Keys

  /// Routes a key: Tab moves focus, Enter and Space activate the focused control, and other
  /// keys go up the responder chain from the focused view or the top view controller.
  public func sendKey(_ key: UIKey) {
    guard let window = keyWindow else { return }
    if let focused = focusedView, !Self.isShown(focused, in: window) {
      focusedView = nil
    }
    switch key.input {
    case .tab:
      moveFocus(in: window, backward: key.modifierFlags.contains(.shift))
      return
    case .enter, .space:
      if let control = focusedView as? UIControl, control.isEnabled {
        control.activateFromKeyboard()
        return
      }
    default:
      break
    }
    // Without focus, keys start at the controller on show: the top of the presentations,
    // and inside it the child a container shows (a navigation controller's top).
    var shown = window.topViewController
    while let child = shown?.appearanceChildren.last { shown = child }
    let first: UIResponder = focusedView ?? shown ?? window
    _ = first.keyPressed(key)
  }

  /// Whether `view` is in `window`, not hidden (nor any ancestor), and not covered by a
  /// presented controller: a focused view must not take Enter or Space otherwise.
  private static func isShown(_ view: UIView, in window: UIWindow) -> Bool {
    if let top = window.topViewController?.view, top.window === window,
      !view.isDescendant(of: top)
    {
      return false
    }
    var current: UIView? = view
    while let candidate = current {
      if candidate.isHidden { return false }
      if candidate === window { return true }
      current = candidate.superview
    }
    return false
  }

  /// Gives focus to `view` (nil clears it).
  public func setFocus(_ view: UIView?) {
    focusedView = view
    setNeedsDisplay()
  }

  private func moveFocus(in window: UIWindow, backward: Bool) {
    let candidates = window.focusableViews()
    guard !candidates.isEmpty else { return setFocus(nil) }
    let current = candidates.firstIndex { $0 === focusedView }
    let next: Int
    if let current {
      next = (current + (backward ? candidates.count - 1 : 1)) % candidates.count
    } else {
      next = backward ? candidates.count - 1 : 0
    }
    setFocus(candidates[next])
  }
}
