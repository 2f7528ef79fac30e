import Logging
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host
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
    while UIApplication.shared.hasRunningAnimations, frames < 1200 {
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
    UIApplication.shared.clock.advanceFrame()
    _ = UIApplication.shared.renderFrame()
  }

  func advance(seconds: Double) {
    for _ in 0..<Int((seconds * 60).rounded()) { frame() }
  }

  /// A mouse event at (`x`, `y`) in the window.
  func pointer(_ kind: PointerEvent.Kind, _ x: CGFloat, _ y: CGFloat, ctrl: Bool = false) {
    UIApplication.shared.sendPointerEvent(
      PointerEvent(
        kind: kind, location: CGPoint(x: x, y: y), modifierFlags: ctrl ? .control : []))
  }

  /// A drag of `steps` moves a frame apart from `from` to `to`, held `pause` frames at the end.
  func drag(
    _ from: CGPoint, _ to: CGPoint, steps: Int = 6, ctrl: Bool = false, pause: Int = 0
  ) {
    pointer(.down, from.x, from.y, ctrl: ctrl)
    for step in 1...steps {
      frame()
      let t = CGFloat(step) / CGFloat(steps)
      pointer(.moved, from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t, ctrl: ctrl)
    }
    for _ in 0..<pause { frame() }
    pointer(.up, to.x, to.y, ctrl: ctrl)
  }

  /// Records the toolkit's console messages (UIKit's warnings) from now on.
  func recordConsole() -> RecordingLogHandler.Messages {
    let messages = RecordingLogHandler.Messages()
    UIApplication.shared.environment.logger = Logger(label: "port-test") { _ in
      RecordingLogHandler(messages: messages)
    }
    return messages
  }
}

extension UIColor {
  /// The colour as drawn in light mode: what a display list holds of a dynamic colour.
  var inLight: UIColor { resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) }
}

/// A port test with a real host (a 200 × 200 window on the virtual clock) that paints images
/// and pictures of views; `host` is nil without an X server.
class HostedPortTestCase: PortTestCase {
  var host: X11Host!

  override func setUp() {
    super.setUp()
    let name = String(describing: type(of: self))
    host = MainActor.assumeIsolated {
      try? X11Host(
        displayName: nil, size: CGSize(width: 200, height: 200), title: name, programName: name,
        clock: AnimationClock(mode: .virtual))
    }
  }

  override func tearDown() {
    host = nil
    UIApplication.shared.environment = HostEnvironment()
    super.tearDown()
  }
}
