import Foundation
@_spi(Host) import MiniUIKit
import SnapshotTesting
@_spi(Host) import X11Host
import XCTest

#if canImport(Testing)
  import Testing
#endif

/// A phone's screen in points (an iPhone 14's), the default size of snapshots.
public let defaultSnapshotSize = CGSize(width: 390, height: 844)

extension Snapshotting where Value: UIViewController, Format == RGBAImage {
  /// The controller's view, still, in a 390×844 window.
  public static var image: Snapshotting { .image() }

  /// The controller's view, still, in a window of `size`.
  public static func image(
    size: CGSize = defaultSnapshotSize, tolerance: ScreenshotTolerance = .standard
  ) -> Snapshotting {
    picture(tolerance: tolerance) { controller in
      try stageFrames(of: controller, size: size, at: [0], start: { _ in })[0].image
    }
  }

  /// A filmstrip of the transition `start` begins: the controller is hosted in a window of
  /// `size`, `start` runs at time 0, and the frames at `times` (seconds on a virtual clock)
  /// are laid side by side under `title` (default: the controller's type), each labelled with
  /// its time, as the demo's `--filmstrip` draws them.
  public static func transition(
    at times: [TimeInterval], size: CGSize = defaultSnapshotSize, title: String? = nil,
    tolerance: ScreenshotTolerance = .standard, _ start: @escaping @MainActor (Value) -> Void
  ) -> Snapshotting {
    picture(tolerance: tolerance) { controller in
      let frames = try stageFrames(of: controller, size: size, at: times, start: start)
      return try Filmstrip.render(
        frames, title: title ?? "\(type(of: controller))", since: 0, frameScale: 1.0 / 3,
        host: SnapshotStage.shared().host)
    }
  }

  /// PNG pictures that `draw` makes of a controller.
  private static func picture(
    tolerance: ScreenshotTolerance, draw: @escaping @MainActor (Value) throws -> RGBAImage
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "png", diffing: Diffing<RGBAImage>.image(tolerance: tolerance),
      asyncSnapshot: { controller in drawn { try draw(controller) } })
  }
}

extension Snapshotting where Value: UIViewController, Format == [GIFFrame] {
  /// The transition `start` begins as an animated GIF of the frames at `times`, each shown
  /// until the next (the last for half a second); compared frame by frame.
  public static func gif(
    at times: [TimeInterval], size: CGSize = defaultSnapshotSize,
    tolerance: ScreenshotTolerance = .standard, _ start: @escaping @MainActor (Value) -> Void
  ) -> Snapshotting {
    Snapshotting(
      pathExtension: "gif", diffing: Diffing<[GIFFrame]>.gif(tolerance: tolerance),
      asyncSnapshot: { controller in
        drawn {
          let frames = try stageFrames(of: controller, size: size, at: times, start: start)
          let delays = frames.indices.map { index in
            index + 1 < frames.count
              ? Int(((frames[index + 1].time - frames[index].time) * 100).rounded()) : 50
          }
          // Through the file and back: the frames compared are the GIF's quantised colours.
          let data = GIFFile.encode(frames.map(\.image), delays: delays)
          return try GIFFile.decode(data).map { GIFFrame(image: $0.image, delay: $0.delay) }
        }
      })
  }
}

/// The frames of `controller` on the shared stage.
@MainActor
private func stageFrames<Controller: UIViewController>(
  of controller: Controller, size: CGSize, at times: [TimeInterval],
  start: @MainActor (Controller) -> Void
) throws -> [(time: TimeInterval, image: RGBAImage)] {
  try SnapshotStage.shared().frames(of: controller, size: size, at: times, start: start)
}

/// What `draw` makes, on the main actor (where tests of controllers run: an XCTest method
/// of a `@MainActor` class, or a `@Test` function of a `@MainActor` suite). A failure to draw
/// (no display, no Xvfb) is a failure of the XCTest or Swift Testing test saying why, and no
/// snapshot at all: nothing is recorded as a reference, and swift-snapshot-testing reports
/// its wait running out.
private func drawn<Format>(_ draw: @escaping @MainActor () throws -> Format) -> Async<Format> {
  Async { callback in
    // The test runs on the main actor: the callback is called there, at once.
    nonisolated(unsafe) let deliver = callback
    MainActor.assumeIsolated {
      do {
        deliver(try draw())
      } catch {
        reportFailure("\(error)")
      }
    }
  }
}

/// A failure of the XCTest or Swift Testing test under way.
private func reportFailure(_ message: String) {
  #if canImport(Testing)
    if Test.current != nil {
      Issue.record("MiniUIKitSnapshotTesting: \(message)")
      return
    }
  #endif
  XCTFail("MiniUIKitSnapshotTesting: \(message)")
}
