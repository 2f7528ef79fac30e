import Foundation
import XCTest

@testable import MiniUIKit

/// CADisplayLink: one call per frame with the frame's time; paused or invalidated, no calls
/// and no frames asked for.
@MainActor
final class DisplayLinkTests: AnimationTestCase {
  @MainActor
  private final class Counter {
    var timestamps: [TimeInterval] = []
    func tick(_ link: CADisplayLink) { timestamps.append(link.timestamp) }
  }

  func testCalledOncePerFrameWithTheFrameTime() async {
    let counter = Counter()
    let link = CADisplayLink(target: counter, action: Counter.tick)
    link.add(to: .main, forMode: .common)
    defer { link.invalidate() }
    XCTAssertTrue(AnimationEngine.shared.needsFrames)
    step(frames: 3)
    XCTAssertEqual(counter.timestamps.count, 3)
    for (index, time) in counter.timestamps.enumerated() {
      XCTAssertEqual(time, Double(index + 1) / 60, accuracy: 1e-12)
    }
    XCTAssertEqual(link.targetTimestamp, 4.0 / 60, accuracy: 1e-12)
  }

  func testPausedAndInvalidatedLinksAreNotCalledAndAskForNoFrames() async {
    let counter = Counter()
    let link = CADisplayLink(target: counter, action: Counter.tick)
    link.add(to: .main, forMode: .common)
    link.isPaused = true
    XCTAssertFalse(AnimationEngine.shared.needsFrames, "a paused link lets the loop sleep")
    step(frames: 2)
    XCTAssertTrue(counter.timestamps.isEmpty)
    link.isPaused = false
    step()
    XCTAssertEqual(counter.timestamps.count, 1)
    link.invalidate()
    XCTAssertFalse(AnimationEngine.shared.needsFrames)
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
