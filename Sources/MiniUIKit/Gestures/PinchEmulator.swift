import Foundation

/// A pinch made with a mouse, as the iOS Simulator's Option-drag: Ctrl + left drag over a
/// view with a pinch or rotation recognizer makes two touches, one under the pointer and its mirror image
/// about the centre of that view; Ctrl + Shift + drag moves both together (a two-finger pan).
/// A press closer to the centre than half of `minimumSpan` starts the touches that far apart,
/// so the scale never jumps. Two translucent markers show the touches.
@MainActor
final class PinchEmulator {
  /// The touch sources of the two fingers.
  static let fingers = (first: 1, second: 2)
  /// The closest the two touches start.
  static let minimumSpan: CGFloat = 40
  static let markerSize: CGFloat = 28

  private var centre = CGPoint.zero
  /// From the pointer to the first finger (non-zero when the press was near the centre).
  private var pointerOffset = CGPoint.zero
  /// From the first finger to the second, while panning.
  private var span = CGPoint.zero
  private var markers: [UIView] = []
  /// Whether two fingers are down: a Ctrl-drag pinch or a stepped one.
  var isActive: Bool { !markers.isEmpty }
  /// Whether the fingers follow the pointer (a Ctrl-drag pinch, not a stepped one).
  private(set) var isDragging = false

  /// Takes `event` if it makes or moves an emulated pinch; returns whether it did.
  func handle(_ event: PointerEvent, in window: UIWindow, router: TouchRouter) -> Bool {
    switch event.kind {
    case .down:
      guard event.modifierFlags.contains(.control),
        let view = pinchView(at: event.location, in: window)
      else { return false }
      // A stepped pinch under way lifts its fingers first.
      if isActive { liftSteppedFingers(router: router) }
      isDragging = true
      centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
      let first = Self.startingFinger(pointer: event.location, centre: centre)
      pointerOffset = CGPoint(x: first.x - event.location.x, y: first.y - event.location.y)
      let second = Self.mirror(first, about: centre)
      span = CGPoint(x: second.x - first.x, y: second.y - first.y)
      markers = [makeMarker(in: window), makeMarker(in: window)]
      place(first, second)
      router.begin(
        [Self.fingers.first: first, Self.fingers.second: second], in: window,
        modifierFlags: event.modifierFlags, timestamp: event.timestamp)
      return true
    case .moved:
      guard isDragging else { return false }
      let (first, second) = fingers(for: event)
      place(first, second)
      router.move(
        [Self.fingers.first: first, Self.fingers.second: second],
        modifierFlags: event.modifierFlags, timestamp: event.timestamp)
      return true
    case .up:
      guard isDragging else { return false }
      let (first, second) = fingers(for: event)
      isDragging = false
      removeMarkers()
      router.end(
        [Self.fingers.first: first, Self.fingers.second: second], cancelled: false,
        modifierFlags: event.modifierFlags, timestamp: event.timestamp)
      return true
    case .scroll:
      return false
    }
  }

  /// Takes the markers away (the touches are cancelled by the router).
  func cancel() {
    stepEnd?.cancel()
    stepEnd = nil
    isDragging = false
    removeMarkers()
  }

  // MARK: Steps (Ctrl + wheel, + and -)

  /// Scale of one step: a wheel notch or a key press.
  static let stepFactor: CGFloat = 1.1
  /// The fingers' distance when a stepped pinch starts.
  static let stepSpan: CGFloat = 200
  /// How long after the last step the stepped pinch ends (media seconds).
  static let stepPause: TimeInterval = 0.25

  private var stepEnd: ScheduledAction?

  /// Pinches the view under `location` (or, for nil, the first view of the window with a
  /// pinch recognizer) by `steps` steps (negative pinches in): two fingers about its centre,
  /// `stepFactor` further apart a step; they lift `stepPause` after the last step. Returns
  /// whether there was a view to pinch.
  func step(
    _ steps: CGFloat, at location: CGPoint?, in window: UIWindow, router: TouchRouter,
    modifierFlags: UIKeyModifierFlags
  ) -> Bool {
    guard !isDragging else { return true }  // A drag pinch is under way.
    if !isActive {
      guard let view = location.map({ pinchView(at: $0, in: window) }) ?? firstPinchView(in: window)
      else { return false }
      centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
      span = CGPoint(x: Self.stepSpan, y: 0)
      markers = [makeMarker(in: window), makeMarker(in: window)]
      let (first, second) = stepFingers()
      place(first, second)
      router.begin(
        [Self.fingers.first: first, Self.fingers.second: second], in: window,
        modifierFlags: modifierFlags)
    }
    let factor = pow(Self.stepFactor, steps)
    span = CGPoint(x: span.x * factor, y: span.y * factor)
    let (first, second) = stepFingers()
    place(first, second)
    router.move(
      [Self.fingers.first: first, Self.fingers.second: second], modifierFlags: modifierFlags)
    stepEnd?.cancel()
    stepEnd = UIApplication.shared.stage.engine.schedule(after: Self.stepPause) {
      [weak self, weak router] in
      guard let self, let router else { return }
      self.liftSteppedFingers(router: router)
    }
    return true
  }

  /// Ends a stepped pinch now: its fingers lift where they are.
  private func liftSteppedFingers(router: TouchRouter) {
    let (first, second) = stepFingers()
    stepEnd?.cancel()
    stepEnd = nil
    removeMarkers()
    router.end(
      [Self.fingers.first: first, Self.fingers.second: second], cancelled: false,
      modifierFlags: [])
  }

  /// Steps that bring a stepped pinch under way back to its starting distance (nil when none
  /// is under way).
  var stepsToStart: CGFloat? {
    guard stepEnd != nil else { return nil }
    return log(Self.stepSpan / max(hypot(span.x, span.y), 1)) / log(Self.stepFactor)
  }

  /// The fingers of a stepped pinch: `span` apart, about the centre.
  private func stepFingers() -> (CGPoint, CGPoint) {
    (
      CGPoint(x: centre.x + span.x / 2, y: centre.y + span.y / 2),
      CGPoint(x: centre.x - span.x / 2, y: centre.y - span.y / 2)
    )
  }

  /// The first view, front to back, of the window with an enabled pinch or rotation
  /// recognizer.
  private func firstPinchView(in window: UIWindow) -> UIView? {
    func search(_ view: UIView) -> UIView? {
      guard !view.isHidden, view.isUserInteractionEnabled else { return nil }
      for subview in view.subviews.reversed() {
        if let found = search(subview) { return found }
      }
      let pinches = view.attachedRecognizers.contains { $0.followsTwoFingers && $0.isEnabled }
      return pinches ? view : nil
    }
    return search(window)
  }

  /// The first finger for a press at `pointer`: under it, or pushed out from `centre` to
  /// half the minimum span.
  static func startingFinger(pointer: CGPoint, centre: CGPoint) -> CGPoint {
    let dx = pointer.x - centre.x
    let dy = pointer.y - centre.y
    let length = hypot(dx, dy)
    let half = minimumSpan / 2
    guard length < half else { return pointer }
    let direction = length > 0 ? CGPoint(x: dx / length, y: dy / length) : CGPoint(x: 1, y: 0)
    return CGPoint(x: centre.x + direction.x * half, y: centre.y + direction.y * half)
  }

  static func mirror(_ point: CGPoint, about centre: CGPoint) -> CGPoint {
    CGPoint(x: 2 * centre.x - point.x, y: 2 * centre.y - point.y)
  }

  /// The fingers for the pointer of `event`: mirrored about the centre, or with Shift held
  /// moved together (the centre follows, so letting Shift go pinches about the new place).
  private func fingers(for event: PointerEvent) -> (CGPoint, CGPoint) {
    let first = CGPoint(
      x: event.location.x + pointerOffset.x, y: event.location.y + pointerOffset.y)
    if event.modifierFlags.contains(.shift) {
      let second = CGPoint(x: first.x + span.x, y: first.y + span.y)
      centre = CGPoint(x: (first.x + second.x) / 2, y: (first.y + second.y) / 2)
      return (first, second)
    }
    let second = Self.mirror(first, about: centre)
    span = CGPoint(x: second.x - first.x, y: second.y - first.y)
    return (first, second)
  }

  /// The view under `location` (or its nearest ancestor) with an enabled pinch or rotation
  /// recognizer.
  private func pinchView(at location: CGPoint, in window: UIWindow) -> UIView? {
    var view = window.hitTest(location, with: nil)
    while let current = view {
      if current.attachedRecognizers.contains(where: { $0.followsTwoFingers && $0.isEnabled }) {
        return current
      }
      view = current.superview
    }
    return nil
  }

  private func makeMarker(in window: UIWindow) -> UIView {
    let marker = UIView(frame: CGRect(x: 0, y: 0, width: Self.markerSize, height: Self.markerSize))
    marker.backgroundColor = UIColor(white: 1, alpha: 0.5)
    marker.layer.cornerRadius = Self.markerSize / 2
    marker.layer.borderWidth = 2
    marker.layer.borderColor = UIColor(white: 0.3, alpha: 0.6).cgColor
    marker.isUserInteractionEnabled = false
    window.addSubview(marker)
    return marker
  }

  private func place(_ first: CGPoint, _ second: CGPoint) {
    UIView.performWithoutAnimation {
      markers.first?.center = first
      markers.last?.center = second
    }
  }

  private func removeMarkers() {
    for marker in markers { marker.removeFromSuperview() }
    markers = []
  }
}
