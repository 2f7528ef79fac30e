import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// UIScrollView: the offset is the bounds origin; drags follow the finger and rubber-band past
/// the ends; a release glides on as UIKit's and springs back from past an end; the wheel, a
/// touchpad and the keys scroll; indicators show and fade; a touch stops a glide.
@MainActor
final class ScrollViewTests: PresentationTestCase {
  /// A delegate that logs what it hears.
  private final class Log: UIScrollViewDelegate {
    var entries: [String] = []
    var scrolls = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { entries.append("willDrag") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      entries.append("didEndDrag(\(decelerate))")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      entries.append("willDecelerate")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      entries.append("didDecelerate")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      entries.append("didAnimate")
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      entries.append("didScrollToTop")
    }
  }

  /// A view that counts its layout passes.
  private final class CountingScrollView: UIScrollView {
    var layouts = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
    }
  }

  private let log = Log()

  /// A 480 × 800 scroll view over 480 × 4000 points of content, filling a window.
  private func makeScrollView(content: CGSize = CGSize(width: 480, height: 4000))
    -> CountingScrollView
  {
    let scrollView = CountingScrollView(frame: Self.windowFrame)
    scrollView.contentSize = content
    scrollView.delegate = log
    let controller = UIViewController()
    controller.view.addSubview(scrollView)
    makeWindow(root: controller)
    frame()
    return scrollView
  }

  /// Drags from (x, y) by `by`, in `steps` moves one frame apart, then releases after
  /// `pause` frames without moving.
  private func drag(from start: CGPoint, by: CGPoint, steps: Int, pause: Int = 0) {
    send(.down, start.x, start.y)
    for step in 1...steps {
      frame()
      let t = CGFloat(step) / CGFloat(steps)
      send(.moved, start.x + by.x * t, start.y + by.y * t)
    }
    frames(pause)
    send(.up, start.x + by.x, start.y + by.y)
  }

  func testTheOffsetIsTheBoundsOriginAndEveryChangeLaysOut() async throws {
    let scrollView = makeScrollView()
    let before = scrollView.layouts
    scrollView.contentOffset = CGPoint(x: 0, y: 120)
    XCTAssertEqual(scrollView.bounds.origin, CGPoint(x: 0, y: 120))
    XCTAssertEqual(log.scrolls, 1)
    frame()
    XCTAssertEqual(scrollView.layouts, before + 1)
    let child = UIView(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
    scrollView.addSubview(child)
    XCTAssertEqual(child.convert(CGPoint.zero, to: nil), CGPoint(x: 0, y: 80), "content moves")
  }

  func testRubberBandFormula() async throws {
    // (1 − 1 / (100 · 0.55 / 800 + 1)) · 800
    XCTAssertEqual(
      RubberBand.distance(forOvershoot: 100, dimension: 800), 800 * (1 - 1 / 1.06875),
      accuracy: 1e-9)
    XCTAssertEqual(
      RubberBand.distance(forOvershoot: -100, dimension: 800), -51.4619883, accuracy: 1e-6)
    XCTAssertLessThan(RubberBand.distance(forOvershoot: 1e9, dimension: 800), 800)
    XCTAssertEqual(RubberBand.clamp(50, to: 0...100, dimension: 800), 50)
    XCTAssertEqual(
      RubberBand.clamp(200, to: 0...100, dimension: 800),
      100 + RubberBand.distance(forOvershoot: 100, dimension: 800))
  }

  func testAGlideSlowsAsUIKitsAtFixedTimes() async throws {
    let momentum = ScrollMomentum(offset: 0, velocity: 1000, range: 0...100_000, rate: 0.998)
    // x(t) = v (rate^(1000 t) − 1) / (1000 ln rate)
    let k = 1000 * Foundation.log(0.998)
    for t in [0.1, 0.5, 1.0] {
      let expected = 1000 * (exp(k * t) - 1) / k
      XCTAssertEqual(Double(momentum.state(at: t).offset), expected, accuracy: 1e-6, "t = \(t)")
    }
    XCTAssertEqual(Double(momentum.state(at: 10).offset), -1000 / k, accuracy: 0.5)
    XCTAssertTrue(momentum.state(at: 10).isResting)
  }

  func testAGlideThatReachesTheEndSpringsToRestThere() async throws {
    // 500 points from the end at 3000 points per second: it would glide 1498 points.
    let momentum = ScrollMomentum(offset: 500, velocity: 3000, range: 0...1000, rate: 0.998)
    let overshoot = (0..<120).map { momentum.state(at: Double($0) / 60).offset }.max() ?? 0
    XCTAssertGreaterThan(overshoot, 1000, "it passes the end a little")
    XCTAssertLessThan(overshoot, 1300)
    XCTAssertEqual(momentum.state(at: 3).offset, 1000)
    XCTAssertTrue(momentum.state(at: 3).isResting)
  }

  func testAFlickGlidesOnAndTellsTheDelegateInOrder() async throws {
    let scrollView = makeScrollView()
    drag(from: CGPoint(x: 240, y: 600), by: CGPoint(x: 0, y: -300), steps: 6)
    XCTAssertEqual(scrollView.contentOffset.y, 300, accuracy: 0.5, "follows the finger")
    XCTAssertTrue(scrollView.isDecelerating)
    let released = scrollView.contentOffset.y
    frames(10)
    XCTAssertGreaterThan(scrollView.contentOffset.y, released + 100, "glides on")
    advance(seconds: 5)
    XCTAssertFalse(scrollView.isDecelerating)
    XCTAssertEqual(
      log.entries, ["willDrag", "didEndDrag(true)", "willDecelerate", "didDecelerate"])
    XCTAssertFalse(UIApplication.shared.hasRunningAnimations, "at rest: no frames")
  }

  /// Events that arrive in a burst (a slow link, a busy moment) keep the pace they were made
  /// at: their own time stamps measure the flick, not the moment they are handled.
  func testABurstOfLateEventsStillFlicksAtItsRealPace() async throws {
    let scrollView = makeScrollView()
    func send(_ kind: PointerEvent.Kind, y: CGFloat, at time: TimeInterval?) {
      UIApplication.shared.sendPointerEvent(
        PointerEvent(kind: kind, location: CGPoint(x: 240, y: y), timestamp: time))
    }
    // 300 points up in 80 ms, all handled in the same frame.
    send(.down, y: 600, at: 10.00)
    for step in 1...8 { send(.moved, y: 600 - 37.5 * CGFloat(step), at: 10 + 0.01 * Double(step)) }
    send(.up, y: 300, at: 10.09)
    // The least-squares slope through the samples of the last 100 ms (the lift, 10 ms after
    // the last move, included), which then glides v / 2.002 points further.
    let times = (0...8).map { 10 + 0.01 * Double($0) } + [10.09]
    let ys = (0...8).map { 600 - 37.5 * Double($0) } + [300]
    let meanT = times.reduce(0, +) / Double(times.count)
    let meanY = ys.reduce(0, +) / Double(ys.count)
    let slope =
      zip(times, ys).reduce(0) { $0 + ($1.0 - meanT) * ($1.1 - meanY) }
      / times.reduce(0) { $0 + ($1 - meanT) * ($1 - meanT) }
    XCTAssertTrue(scrollView.isDecelerating)
    advance(seconds: 5)
    XCTAssertEqual(
      scrollView.contentOffset.y, 300 - slope / (-1000 * Foundation.log(0.998)), accuracy: 1)
    // The same burst stamped with the moment it is handled has no pace at all.
    scrollView.contentOffset = .zero
    send(.down, y: 600, at: nil)
    for step in 1...8 { send(.moved, y: 600 - 37.5 * CGFloat(step), at: nil) }
    send(.up, y: 300, at: nil)
    XCTAssertFalse(scrollView.isDecelerating)
    XCTAssertEqual(scrollView.contentOffset.y, 300)
  }

  func testAStillReleaseDoesNotGlide() async throws {
    let scrollView = makeScrollView()
    drag(from: CGPoint(x: 240, y: 600), by: CGPoint(x: 0, y: -200), steps: 4, pause: 10)
    XCTAssertEqual(scrollView.contentOffset.y, 200, accuracy: 0.5)
    XCTAssertEqual(log.entries, ["willDrag", "didEndDrag(false)"])
    XCTAssertFalse(scrollView.isDecelerating)
  }

  func testPullingPastTheTopResistsAndSpringsBackExactly() async throws {
    let scrollView = makeScrollView()
    drag(from: CGPoint(x: 240, y: 100), by: CGPoint(x: 0, y: 300), steps: 5, pause: 10)
    // Dragged 300 points past the top: it shows much less.
    let shown = -scrollView.contentOffset.y
    XCTAssertEqual(shown, RubberBand.distance(forOvershoot: 300, dimension: 800), accuracy: 1e-6)
    XCTAssertLessThan(shown, 180)
    advance(seconds: 1.5)
    XCTAssertEqual(scrollView.contentOffset.y, 0)
    XCTAssertEqual(log.entries.last, "didDecelerate")
  }

  func testAHorizontalDragOnAVerticalScrollViewDoesNotScroll() async throws {
    let scrollView = makeScrollView()
    drag(from: CGPoint(x: 100, y: 400), by: CGPoint(x: 200, y: 10), steps: 4)
    XCTAssertEqual(scrollView.contentOffset, .zero)
    XCTAssertEqual(log.entries, [], "the pan never began")
    scrollView.alwaysBounceHorizontal = true
    drag(from: CGPoint(x: 100, y: 400), by: CGPoint(x: 200, y: 10), steps: 4, pause: 5)
    XCTAssertEqual(log.entries.first, "willDrag", "with bouncing asked for, it does")
  }

  func testTheWheelGoesToTheInnermostScrollViewThatCanScrollThatWay() async throws {
    let outer = makeScrollView()
    let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 480, height: 200))
    inner.contentSize = CGSize(width: 2000, height: 200)
    outer.addSubview(inner)
    func wheel(dx: CGFloat, dy: CGFloat) {
      send(.scroll(dx: dx, dy: dy, isPrecise: false), 240, 200)
      advance(seconds: 0.3)
    }
    wheel(dx: 0, dy: 2)
    XCTAssertEqual(outer.contentOffset.y, 2 * UIScrollView.wheelStep, "vertical: the outer one")
    XCTAssertEqual(inner.contentOffset, .zero)
    wheel(dx: 3, dy: 0)
    XCTAssertEqual(inner.contentOffset.x, 3 * UIScrollView.wheelStep, "sideways: the inner one")
    wheel(dx: 0, dy: -10)
    XCTAssertEqual(outer.contentOffset.y, 0, "not past the top")
    send(.scroll(dx: 0, dy: 37.5, isPrecise: true), 240, 200)
    XCTAssertEqual(outer.contentOffset.y, 37.5, "a touchpad scrolls at once, by points")
  }

  func testNotchesStepSmoothlyAndAddUp() async throws {
    let scrollView = makeScrollView()
    send(.scroll(dx: 0, dy: 1, isPrecise: false), 240, 400)
    frame()
    let partWay = scrollView.contentOffset.y
    XCTAssertGreaterThan(partWay, 0)
    XCTAssertLessThan(partWay, UIScrollView.wheelStep, "not a jump")
    send(.scroll(dx: 0, dy: 1, isPrecise: false), 240, 400)
    advance(seconds: 0.3)
    XCTAssertEqual(scrollView.contentOffset.y, 2 * UIScrollView.wheelStep)
  }

  func testTheIndicatorStyleColoursTheBars() async throws {
    let scrollView = makeScrollView()
    let bars = { scrollView.subviews.compactMap { $0 as? ScrollIndicator } }
    XCTAssertEqual(bars().count, 2)
    XCTAssertEqual(bars().first?.backgroundColor?.inLight, UIColor(white: 0, alpha: 0.35))
    scrollView.indicatorStyle = .white
    XCTAssertEqual(
      bars().map(\.backgroundColor), Array(repeating: UIColor(white: 1, alpha: 0.5), count: 2))
  }

  func testKeysScroll() async throws {
    let scrollView = makeScrollView()
    func press(_ input: UIKey.Input) {
      XCTAssertTrue(scrollView.handleScrollKey(UIKey(input)))
      advance(seconds: 0.4)
    }
    press(.pageDown)
    XCTAssertEqual(scrollView.contentOffset.y, 800 - UIScrollView.keyStep)
    press(.downArrow)
    XCTAssertEqual(scrollView.contentOffset.y, 800)
    press(.end)
    XCTAssertEqual(scrollView.contentOffset.y, 3200)
    press(.pageUp)
    XCTAssertEqual(scrollView.contentOffset.y, 3200 - 760)
    press(.home)
    XCTAssertEqual(scrollView.contentOffset.y, 0)
    XCTAssertEqual(log.entries.filter { $0 == "didAnimate" }.count, 4)
    XCTAssertEqual(log.entries.last, "didScrollToTop", "Home is the scroll to the top")
    XCTAssertFalse(scrollView.handleScrollKey(UIKey(.character("x"))))
  }

  func testIndicatorsShowWhileScrollingThenFade() async throws {
    let scrollView = makeScrollView()
    let indicator = try XCTUnwrap(
      scrollView.subviews.last { ($0 as? ScrollIndicator)?.isVertical == true })
    XCTAssertEqual(indicator.layer.presentation()!.opacity, 0)
    send(.scroll(dx: 0, dy: 5, isPrecise: false), 240, 400)
    frame()
    XCTAssertEqual(indicator.layer.presentation()!.opacity, 1)
    // 800 of 4000 points show: the bar is a fifth of its track, on the right edge.
    XCTAssertEqual(indicator.frame.maxX, scrollView.bounds.maxX - 3)
    XCTAssertEqual(indicator.frame.height, (800 - 9) / 5, accuracy: 0.5)
    advance(seconds: 2)
    XCTAssertEqual(indicator.layer.presentation()!.opacity, 0)
    XCTAssertGreaterThan(indicator.frame.minY, scrollView.bounds.minY + 3, "moved down its track")
  }

  func testATouchStopsAGlide() async throws {
    let scrollView = makeScrollView()
    drag(from: CGPoint(x: 240, y: 600), by: CGPoint(x: 0, y: -300), steps: 6)
    frames(5)
    send(.down, 240, 400)
    XCTAssertTrue(scrollView.touchStoppedScrolling)
    let stopped = scrollView.contentOffset.y
    frames(10)
    XCTAssertEqual(scrollView.contentOffset.y, stopped)
    send(.up, 240, 400)
    let indicator = try XCTUnwrap(
      scrollView.subviews.last { ($0 as? ScrollIndicator)?.isVertical == true })
    advance(seconds: 1)
    XCTAssertEqual(indicator.layer.presentation()!.opacity, 0, "the bars fade after the tap")
    send(.down, 240, 400)
    XCTAssertFalse(scrollView.touchStoppedScrolling, "a touch on still content taps")
    send(.up, 240, 400)
  }

  /// Content that shrinks during a glide leaves the glide past the new end: it springs
  /// back to it, and the delegate hears the end of decelerating once, at rest.
  func testAGlideOverContentThatShrankSpringsBackToTheNewEnd() async throws {
    let scrollView = makeScrollView()
    drag(from: CGPoint(x: 240, y: 700), by: CGPoint(x: 0, y: -500), steps: 5)
    frames(3)
    XCTAssertTrue(scrollView.isDecelerating)
    scrollView.contentSize = CGSize(width: 480, height: 1000)
    advance(seconds: 6)
    XCTAssertEqual(scrollView.contentOffset.y, 200, accuracy: 0.5, "at the new end")
    XCTAssertFalse(scrollView.isDecelerating)
    XCTAssertEqual(log.entries.filter { $0 == "didDecelerate" }.count, 1)
  }

  /// A slide and a glide move on whole pixels, as UIKit's, and end where they were sent.
  func testMotionsMoveOnWholePixels() async throws {
    let scrollView = makeScrollView()
    scrollView.setContentOffset(CGPoint(x: 0, y: 300.25), animated: true)
    var offsets: [CGFloat] = []
    for _ in 0..<30 {
      frame()
      offsets.append(scrollView.contentOffset.y)
    }
    XCTAssertEqual(offsets.last, 300.25, "the slide ends where it was sent")
    let onTheWay = offsets.filter { $0 != 300.25 }
    XCTAssertGreaterThan(onTheWay.count, 5)
    XCTAssertEqual(onTheWay, onTheWay.map { $0.rounded() }, "on the way: whole pixels")
    drag(from: CGPoint(x: 240, y: 700), by: CGPoint(x: 0, y: -300), steps: 5)
    XCTAssertTrue(scrollView.isDecelerating)
    for _ in 0..<10 {
      frame()
      let y = scrollView.contentOffset.y
      XCTAssertEqual(y, y.rounded(), "a glide: whole pixels")
    }
  }

  /// A delegate that starts another slide from `scrollViewDidScroll` on a slide's last frame
  /// gets it: the ending slide does not stop the new one.
  func testASlideStartedAsAnotherEndsRuns() async throws {
    final class Chain: UIScrollViewDelegate {
      var started = false
      func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !started, scrollView.contentOffset.y == 300 else { return }
        started = true
        scrollView.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
      }
    }
    let scrollView = makeScrollView()
    let chain = Chain()
    scrollView.delegate = chain
    scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    advance(seconds: 0.3)
    XCTAssertTrue(chain.started, "the first slide reached its end")
    advance(seconds: 0.5)
    XCTAssertEqual(scrollView.contentOffset.y, 1000)
  }

  /// Content grabbed while it springs back from past the top follows the finger from where it
  /// is, resisting once: no jump towards the edge.
  func testGrabbingDuringTheSpringBackRubberBandsOnce() async throws {
    let scrollView = makeScrollView()
    drag(from: CGPoint(x: 240, y: 100), by: CGPoint(x: 0, y: 300), steps: 5, pause: 10)
    frames(6)
    let grabbed = scrollView.contentOffset.y
    XCTAssertLessThan(grabbed, -20, "still well past the top")
    send(.down, 240, 400)
    for step in 1...4 {
      frame()
      send(.moved, 240, 400 + 5 * CGFloat(step))
    }
    // 20 points further down from where the finger would be to show `grabbed`.
    let finger = -grabbed / (RubberBand.coefficient * (1 + grabbed / 800))
    let expected = RubberBand.distance(forOvershoot: -(finger + 20), dimension: 800)
    XCTAssertEqual(scrollView.contentOffset.y, expected, accuracy: 1e-6)
    XCTAssertLessThan(scrollView.contentOffset.y, grabbed, "pulled further, not back")
    send(.up, 240, 420)
    advance(seconds: 2)
    XCTAssertEqual(scrollView.contentOffset.y, 0)
  }
}
