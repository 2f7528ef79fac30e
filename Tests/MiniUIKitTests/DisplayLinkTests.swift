import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// CADisplayLink: one call per frame with the frame's time; paused or invalidated, no calls
/// and no frames asked for.
@MainActor
final class DisplayLinkTests: AnimationTestCase {
  @MainActor
  private final class Counter {
    var timestamps: [TimeInterval] = []
    func tick(_ link: CADisplayLink) { timestamps.append(link.targetTimestamp) }
  }

  func testCalledOncePerFrameWithTheTimeTheFrameWillBeShown() async {
    let counter = Counter()
    let link = CADisplayLink(target: counter, action: Counter.tick)
    link.add(to: .main, forMode: .common)
    defer { link.invalidate() }
    XCTAssertTrue(UIApplication.shared.hasRunningAnimations)
    step(frames: 3)
    XCTAssertEqual(counter.timestamps.count, 3)
    for (index, time) in counter.timestamps.enumerated() {
      XCTAssertEqual(time, Double(index + 1) / 60, accuracy: 1e-12)
    }
    XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-12)
    XCTAssertEqual(
      link.timestamp, 2.0 / 60, accuracy: 1e-12,
      "timestamp: the frame on the screen now, one refresh before the target")
  }

  func testAPreferredRateIsTheNearestFactorOfTheScreensRate() async {
    let counter = Counter()
    let link = CADisplayLink(target: counter, action: Counter.tick)
    link.preferredFramesPerSecond = 30
    link.add(to: .main, forMode: .common)
    defer { link.invalidate() }
    step(frames: 6)
    XCTAssertEqual(counter.timestamps.count, 3, "every other frame at 60 Hz")
    XCTAssertEqual(counter.timestamps[1] - counter.timestamps[0], 2.0 / 60, accuracy: 1e-9)
    counter.timestamps = []
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 20)
    step(frames: 6)
    XCTAssertEqual(counter.timestamps.count, 2, "20 a second: every third frame")
    counter.timestamps = []
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 25, maximum: 60, preferred: 15)
    step(frames: 6)
    XCTAssertEqual(counter.timestamps.count, 3, "15 is under the minimum of 25: 30 a second")
    counter.timestamps = []
    link.preferredFrameRateRange = .default
    link.preferredFramesPerSecond = 0
    step(frames: 4)
    XCTAssertEqual(counter.timestamps.count, 4, "no preference: every frame")
  }

  func testTheRealClocksDurationIsTheScreensRefresh() async {
    UIApplication.shared.environment = HostEnvironment(clock: AnimationClock(mode: .real))
    UIScreen.main.hostRefreshRateDidChange(to: 143.86)
    defer { UIScreen.main.hostRefreshRateDidChange(to: 60) }
    XCTAssertEqual(UIScreen.main.maximumFramesPerSecond, 144)
    let link = CADisplayLink { _ in }
    XCTAssertEqual(link.duration, 1 / 144, accuracy: 1e-12)
    UIApplication.shared.clock.speed = 0.1
    XCTAssertEqual(link.duration, 0.1 / 144, accuracy: 1e-12, "in media time, as animations run")
  }

  func testPausedAndInvalidatedLinksAreNotCalledAndAskForNoFrames() async {
    let counter = Counter()
    let link = CADisplayLink(target: counter, action: Counter.tick)
    link.add(to: .main, forMode: .common)
    link.isPaused = true
    XCTAssertFalse(UIApplication.shared.hasRunningAnimations, "a paused link lets the loop sleep")
    step(frames: 2)
    XCTAssertTrue(counter.timestamps.isEmpty)
    link.isPaused = false
    step()
    XCTAssertEqual(counter.timestamps.count, 1)
    link.invalidate()
    XCTAssertFalse(UIApplication.shared.hasRunningAnimations)
    step(frames: 2)
    XCTAssertEqual(counter.timestamps.count, 1)
  }

  func testTargetIsHeldWeakly() async {
    var counter: Counter? = Counter()
    weak let weakCounter = counter
    let link = CADisplayLink(target: counter!, action: Counter.tick)
    link.add(to: .main, forMode: .common)
    defer { link.invalidate() }
    counter = nil
    XCTAssertNil(weakCounter, "the link does not keep its target")
    step()
  }
}
