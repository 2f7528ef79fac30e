import MiniUIKit
import XCTest

/// A 480 × 800 window on the virtual clock, for ported snippets to run in.
class PortTestCase: XCTestCase {
  var window: UIWindow!

  override func setUp() {
    super.setUp()
    UIApplication.shared.environment = HostEnvironment()
  }

  override func tearDown() {
    window?.rootViewController = nil
    window = nil
    var frames = 0
    while AnimationEngine.shared.needsFrames, frames < 1200 {
      frame()
      frames += 1
    }
    super.tearDown()
  }

  func show(_ root: UIViewController) {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 800))
    window.rootViewController = root
    window.makeKeyAndVisible()
    frame()
  }

  func frame() {
    AnimationEngine.shared.clock.advanceFrame()
    _ = UIApplication.shared.renderFrame()
  }

  func advance(seconds: Double) {
    for _ in 0..<Int((seconds * 60).rounded()) { frame() }
  }
}
