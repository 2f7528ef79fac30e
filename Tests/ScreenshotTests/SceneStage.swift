import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host
import XCTest

/// A controller drawn by the real host on the virtual clock, frame by frame.
@MainActor
final class SceneStage<Controller: UIViewController> {
  let host: X11Host
  /// Held here: the application keeps its key window weakly, as UIKit's apps must keep theirs.
  let window: UIWindow
  let controller: Controller
  /// Frames drawn so far: frame n is at n/60 s.
  private var frames = 0

  /// `controller` in a window of `size`, laid out in `layoutDirection` whatever the locale.
  init(
    _ controller: Controller, size: CGSize = CGSize(width: 480, height: 800),
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
  ) throws {
    host = try X11Host(
      displayName: nil, size: size, title: "ScreenshotTests", programName: "ScreenshotTests",
      clock: AnimationClock(mode: .virtual))
    host.forcedLayoutDirection = layoutDirection
    window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.makeKeyAndVisible()
    self.controller = controller
    window.rootViewController = controller
  }

  /// The media time of the last frame drawn.
  var time: Double { Double(max(frames - 1, 0)) / 60 }

  /// Draws frames until the one at `seconds` and returns it.
  func frame(at seconds: Double) throws -> RGBAImage {
    let target = Int((seconds * 60).rounded())
    if frames == 0 {
      host.drawFrame()
      frames = 1
    }
    while frames <= target {
      UIApplication.shared.clock.advanceFrame()
      host.drawFrame()
      frames += 1
    }
    return try XCTUnwrap(host.captureFrame(), "cannot read the frame back")
  }
}

/// A screenshot test of scenes on stages: the host installs its own environment (fonts,
/// decoder, scale), and other suites expect the default one back.
@MainActor
class SceneScreenshotTestCase: XCTestCase {
  override func tearDown() async throws {
    UIApplication.shared.environment = HostEnvironment()
  }
}
