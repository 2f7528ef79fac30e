import Foundation

/// A two-finger sideways swipe on a touchpad goes back, as libadwaita's swipe tracker does:
/// a touchpad scroll that starts towards the leading side (the back page's: the left, the
/// right in a right-to-left layout) over a navigation controller that can pop drives its
/// pop, the page following the fingers; when they lift (a scroll of zero, the stop GTK reads
/// on X11) the pop finishes or goes back by how far it got and how fast the fingers were
/// moving.
///
/// A scroll that starts more vertical than sideways (1.2 to 1), or forwards, or over content
/// that scrolls sideways itself, is not a swipe until the fingers lift. A wheel's sideways
/// clicks never are.
@MainActor
final class TouchpadBackSwipe {
  /// How far back the fingers' history reaches for their speed, as libadwaita's.
  static let historyWindow: TimeInterval = 0.15

  private enum State {
    /// No scroll under way.
    case idle
    /// The scroll under way is not a swipe.
    case rejected
    /// The scroll drives the pop of `navigationController`.
    case swiping(UINavigationController, UIPercentDrivenInteractiveTransition)
  }

  private var state = State.idle
  private var progress: CGFloat = 0
  /// The recent moves towards the back page (points) and when they came.
  private var history: [(delta: CGFloat, time: TimeInterval)] = []

  /// Whether a swipe drives a pop now.
  var isSwiping: Bool {
    if case .swiping = state { return true }
    return false
  }

  /// Takes a touchpad scroll of (`dx`, `dy`) points at `location`; returns whether it was
  /// the swipe's (else it scrolls as usual).
  func handle(
    dx: CGFloat, dy: CGFloat, at location: CGPoint, in window: UIWindow, time: TimeInterval
  ) -> Bool {
    if dx == 0, dy == 0 {
      let wasSwiping = isSwiping
      end(at: time)
      return wasSwiping
    }
    switch state {
    case .rejected:
      return false
    case .swiping(let navigation, let interaction):
      move(
        by: back(dx, in: navigation), width: navigation.view.bounds.width, time: time,
        interaction: interaction)
      return true
    case .idle:
      guard let navigation = Self.poppable(at: location, in: window),
        back(dx, in: navigation) > abs(dy) * 1.2
      else {
        state = .rejected
        return false
      }
      let interaction = UIPercentDrivenInteractiveTransition()
      navigation.pendingPopInteraction = interaction
      navigation.popViewController(animated: true)
      navigation.pendingPopInteraction = nil
      // A delegate's own interaction controller drives the pop instead: not ours to move.
      guard interaction.isDriving else {
        state = .rejected
        return false
      }
      state = .swiping(navigation, interaction)
      progress = 0
      history = []
      move(
        by: back(dx, in: navigation), width: navigation.view.bounds.width, time: time,
        interaction: interaction)
      return true
    }
  }

  /// How far a scroll of `dx` moves the page back, towards the trailing edge: a scroll
  /// towards the leading side, where the page below waits.
  private func back(_ dx: CGFloat, in navigation: UINavigationController) -> CGFloat {
    -dx * navigation.view.trailingSign
  }

  /// Other input came (a click, a key) while a swipe was under way: it ends where it is.
  func interrupt(at time: TimeInterval) {
    if isSwiping { end(at: time) }
  }

  private func move(
    by delta: CGFloat, width: CGFloat, time: TimeInterval,
    interaction: UIPercentDrivenInteractiveTransition
  ) {
    progress = min(max(progress + delta / max(width, 1), 0), 1)
    history.append((delta, time))
    history.removeAll { $0.time < time - Self.historyWindow }
    interaction.update(progress)
  }

  /// The fingers lifted: finish or go back, by position and speed.
  private func end(at time: TimeInterval) {
    defer {
      state = .idle
      history = []
    }
    guard case .swiping(let navigation, let interaction) = state else { return }
    history.removeAll { $0.time < time - Self.historyWindow }
    // libadwaita's speed: the moves after the first, over the time they span.
    var velocity: CGFloat = 0
    if let first = history.first, let last = history.last, last.time > first.time {
      let moved = history.dropFirst().reduce(0) { $0 + $1.delta }
      velocity = moved / CGFloat(last.time - first.time)
    }
    interaction.release(
      velocity: velocity, distance: max(navigation.view.bounds.width, 1), wasCancelled: false)
  }

  /// The navigation controller whose pop a swipe at `location` drives: the nearest one up the
  /// responder chain that can pop now, unless content on the way scrolls sideways itself.
  private static func poppable(at location: CGPoint, in window: UIWindow)
    -> UINavigationController?
  {
    var responder: UIResponder? = window.hitTest(location, with: nil)
    while let current = responder {
      if let scrollView = current as? UIScrollView, scrollView.canScroll(horizontally: true) {
        return nil
      }
      if let navigation = current as? UINavigationController {
        return navigation.canPopInteractively ? navigation : nil
      }
      responder = current.next
    }
    return nil
  }
}
