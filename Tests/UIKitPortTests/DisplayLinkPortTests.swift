@_spi(Host) import MiniUIKit
import XCTest

// A display-link animation as Apple's ProMotion guide writes it (a preferred frame-rate
// range, drawing for `targetTimestamp`, the frame time from `targetTimestamp - timestamp`);
// only the import differs, and the selector: Linux has none, the link takes the method.

final class ProgressRingAnimator {
  private var displayLink: CADisplayLink?
  private var startTime: CFTimeInterval = 0
  let duration: CFTimeInterval = 0.5
  private(set) var progress: CGFloat = 0
  private(set) var frameDurations: [CFTimeInterval] = []

  func start() {
    startTime = CACurrentMediaTime()
    displayLink = CADisplayLink(target: self, action: ProgressRingAnimator.step)
    displayLink?.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 30)
    displayLink?.add(to: .main, forMode: .common)
  }

  func step(_ link: CADisplayLink) {
    frameDurations.append(link.targetTimestamp - link.timestamp)
    let elapsed = link.targetTimestamp - startTime
    progress = min(CGFloat(elapsed / duration), 1)
    if progress >= 1 {
      link.invalidate()
      displayLink = nil
    }
  }
}

final class DisplayLinkPortTests: PortTestCase {
  func testAThirtyFrameLinkRunsEveryOtherRefreshAndDrawsForItsTargetTime() {
    show(UIViewController())
    XCTAssertEqual(UIScreen.main.maximumFramesPerSecond, 60)
    let animator = ProgressRingAnimator()
    animator.start()
    advance(seconds: 1)
    XCTAssertEqual(animator.progress, 1, "done at its target time")
    XCTAssertEqual(
      animator.frameDurations.count, 16,
      "30 a second: the next refresh, then every other one, 1/60 … 31/60 s, past half a second")
    for duration in animator.frameDurations {
      XCTAssertEqual(duration, 1.0 / 30, accuracy: 1e-9, "the link's frame time")
    }
    XCTAssertFalse(UIApplication.shared.hasRunningAnimations, "invalidated: no more frames")
  }
}
