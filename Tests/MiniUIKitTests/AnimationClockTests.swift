import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

@MainActor
final class AnimationClockTests: AnimationTestCase {
  /// A fake monotonic clock the test moves by hand.
  private final class FakeTime: @unchecked Sendable {
    var seconds = 1000.0
  }

  func testRealClockSpeedChangesDoNotJump() async {
    let fake = FakeTime()
    let clock = AnimationClock(mode: .real) { fake.seconds }
    XCTAssertEqual(clock.now, 0)
    fake.seconds += 2
    XCTAssertEqual(clock.now, 2, accuracy: 1e-12)
    clock.speed = 0.1
    XCTAssertEqual(clock.now, 2, accuracy: 1e-12, "no jump when slowing down")
    fake.seconds += 5
    XCTAssertEqual(clock.now, 2.5, accuracy: 1e-12)
    clock.speed = 3
    XCTAssertEqual(clock.now, 2.5, accuracy: 1e-12, "no jump when speeding up")
    fake.seconds += 1
    XCTAssertEqual(clock.now, 5.5, accuracy: 1e-12)
    clock.advanceFrame()
    XCTAssertEqual(clock.now, 5.5, accuracy: 1e-12, "frames do not move real time")
  }

  func testARealFrameIsSampledForTheTimeItWillBeShownAndTimeNeverGoesBack() async {
    let fake = FakeTime()
    let clock = AnimationClock(mode: .real) { fake.seconds }
    fake.seconds += 1
    // Drawn at 1 s for the vblank 12 ms later: the frame and everything until then read 1.012.
    clock.advanceFrame(shownAt: fake.seconds + 0.012)
    XCTAssertEqual(clock.now, 1.012, accuracy: 1e-12)
    fake.seconds += 0.005
    XCTAssertEqual(clock.now, 1.012, accuracy: 1e-12, "not back to 1.005 between frames")
    fake.seconds += 0.010
    XCTAssertEqual(clock.now, 1.015, accuracy: 1e-12, "past the display time: real time again")
    clock.speed = 0.5
    clock.advanceFrame(shownAt: fake.seconds + 0.02)
    XCTAssertEqual(clock.now, 1.025, accuracy: 1e-12, "20 ms at half speed")
    clock.advanceFrame(shownAt: fake.seconds)
    XCTAssertEqual(clock.now, 1.025, accuracy: 1e-12, "an earlier display time moves nothing back")
    clock.isPaused = true
    XCTAssertEqual(clock.now, 1.025, accuracy: 1e-12, "pausing keeps the frame's time")
    clock.step(by: -0.5)
    XCTAssertEqual(clock.now, 0.525, accuracy: 1e-12, "stepping back while paused still works")
  }

  func testVirtualFramesStayExactlyASixtiethWhateverTheDisplayTime() async {
    let clock = AnimationClock(mode: .virtual)
    clock.advanceFrame(shownAt: 12345.678)
    clock.advanceFrame(shownAt: 0)
    XCTAssertEqual(clock.now, 2.0 / 60)
  }

  func testVirtualClockAdvancesExactlyPerFrame() async {
    let clock = AnimationClock(mode: .virtual)
    for frame in 1...600 {
      clock.advanceFrame()
      // Counted, not summed: frame n is n/60 s with no drift (summing 1/60 600 times is off).
      XCTAssertEqual(clock.now, Double(frame) / 60, "frame \(frame)")
    }
    XCTAssertEqual(clock.now, 10)
  }

  func testVirtualClockSpeedChangesDoNotJump() async {
    let clock = AnimationClock(mode: .virtual)
    for _ in 0..<30 { clock.advanceFrame() }
    XCTAssertEqual(clock.now, 0.5)
    clock.speed = 0.1
    XCTAssertEqual(clock.now, 0.5, "no jump when slowing down")
    for _ in 0..<60 { clock.advanceFrame() }
    XCTAssertEqual(clock.now, 0.6, accuracy: 1e-12)
    clock.speed = 2
    XCTAssertEqual(clock.now, 0.6, accuracy: 1e-12, "no jump when speeding up")
    clock.advanceFrame()
    XCTAssertEqual(clock.now, 0.6 + 2.0 / 60, accuracy: 1e-12)
  }

  func testTwoSecondAnimationEndsOnFrame120() async {
    let view = makeView()
    var finishedAtFrame: Int?
    UIView.animate(
      withDuration: 2, delay: 0, options: .curveLinear,
      animations: { view.alpha = 0 },
      completion: { _ in finishedAtFrame = Int((self.now * 60).rounded()) })
    step(frames: 119)
    XCTAssertNil(finishedAtFrame)
    XCTAssertEqual(view.layer.presentation()!.opacity, 1.0 / 120, accuracy: 1e-9)
    step(frames: 1)
    XCTAssertEqual(finishedAtFrame, 120)
  }

  func testRenderFrameTicksTheEngine() async {
    let view = makeView()
    var finished: Bool?
    UIView.animate(
      withDuration: 0.5, animations: { view.alpha = 0.5 }, completion: { finished = $0 })
    XCTAssertTrue(UIApplication.shared.hasRunningAnimations)
    for _ in 0..<30 {
      UIApplication.shared.clock.advanceFrame()
      _ = UIApplication.shared.renderFrame()
    }
    XCTAssertEqual(finished, true)
  }
}
