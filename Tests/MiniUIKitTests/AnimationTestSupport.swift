import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// A test case that runs on a fresh virtual clock and cleans up the views it animated.
@MainActor
class AnimationTestCase: XCTestCase {
  private static var trackedViews: [UIView] = []

  nonisolated override func setUp() {
    super.setUp()
    MainActor.assumeIsolated {
      UIApplication.shared.environment = HostEnvironment()
    }
  }

  nonisolated override func tearDown() {
    MainActor.assumeIsolated {
      for view in AnimationTestCase.trackedViews { view.layer.removeAllAnimations() }
      AnimationTestCase.trackedViews.removeAll()
      UIApplication.shared.tickAnimations()
    }
    super.tearDown()
  }

  /// A view whose animations are removed after the test.
  func makeView(frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> UIView {
    let view = UIView(frame: frame)
    Self.trackedViews.append(view)
    return view
  }

  func track(_ view: UIView) { Self.trackedViews.append(view) }

  var now: TimeInterval { UIApplication.shared.clock.now }

  /// Advances the virtual clock by `count` frames, ticking the engine after each one.
  func step(frames count: Int = 1) {
    for _ in 0..<count {
      UIApplication.shared.clock.advanceFrame()
      UIApplication.shared.tickAnimations()
    }
  }

  /// Advances to the frame at `seconds` from the clock's start (a whole number of frames).
  func step(toTime seconds: Double) {
    let frames = Int((seconds * 60).rounded()) - Int((now * 60).rounded())
    step(frames: frames)
  }

  func presentedX(_ view: UIView) -> Double { Double(view.layer.presentation()!.position.x) }
}

/// Cubic Bézier timing curves solved independently of the engine: bisection on x(s).
enum ReferenceBezier {
  static func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }

  /// y for x = `x` on the curve with control points (x1, y1), (x2, y2).
  static func value(atX x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
    var lower = 0.0
    var upper = 1.0
    for _ in 0..<200 {
      let middle = (lower + upper) / 2
      if coordinate(middle, x1, x2) < x { lower = middle } else { upper = middle }
    }
    return coordinate((lower + upper) / 2, y1, y2)
  }
}
