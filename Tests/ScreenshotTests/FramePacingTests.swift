import CX11
import Foundation
import MiniUIKit
import XCTest

@testable import X11Host

/// Frames locked to the display: the vblank prediction, the refresh rate from a RandR mode,
/// and, under this Xvfb's Present extension (a 60 Hz vblank of its own), frames shown one a
/// vblank and sampled for the time they are shown, the same pictures as the copy's.
@MainActor
final class FramePacingTests: XCTestCase {
  // MARK: Vblanks and refresh rates (no display)

  func testTheVblanksArePredictedFromTheReportedOnes() {
    var vblanks = VblankPredictor(nominalInterval: 1 / 60)
    XCTAssertNil(vblanks.vblank(notBefore: 10), "nothing known before a vblank is reported")
    vblanks.observe(msc: 100, time: 10)
    let next = vblanks.vblank(notBefore: 10.001)
    XCTAssertEqual(next?.msc, 101)
    XCTAssertEqual(next?.time ?? 0, 10 + 1 / 60, accuracy: 1e-9)
    // A display a little slower than 60 Hz: measured over the reports, not assumed.
    for count in 1...120 {
      vblanks.observe(msc: 100 + UInt64(count), time: 10 + Double(count) / 59.94)
    }
    XCTAssertEqual(vblanks.interval, 1 / 59.94, accuracy: 1e-9)
    let later = vblanks.vblank(notBefore: 10 + 130.5 / 59.94)
    XCTAssertEqual(later?.msc, 231, "the count of the vblank after 130.5 refreshes")
    XCTAssertEqual(vblanks.vblank(notBefore: 10 + 119.2 / 59.94)?.msc, 220, "before the last too")
    // Another mode (the window moved to a 144 Hz output): measured afresh.
    vblanks.observe(msc: 500, time: 20)
    vblanks.observe(msc: 501, time: 20 + 1 / 144)
    vblanks.observe(msc: 502, time: 20 + 2 / 144)
    XCTAssertEqual(vblanks.interval, 1 / 144, accuracy: 1e-9)
  }

  func testTheRefreshRateIsTheModesPixelClockOverItsTotalSize() {
    // CEA-861 1920×1080@60: 148.5 MHz over 2200 × 1125.
    XCTAssertEqual(
      DisplayRefresh.rate(
        dotClock: 148_500_000, horizontalTotal: 2200, verticalTotal: 1125, flags: 0) ?? 0,
      60, accuracy: 1e-9)
    // The same at 59.94 (the clock / 1.001).
    XCTAssertEqual(
      DisplayRefresh.rate(
        dotClock: 148_351_648, horizontalTotal: 2200, verticalTotal: 1125, flags: 0) ?? 0,
      59.94, accuracy: 0.001)
    // 2560×1440@144 (CVT reduced blanking): 586.59 MHz over 2720 × 1497.
    XCTAssertEqual(
      DisplayRefresh.rate(
        dotClock: 586_590_000, horizontalTotal: 2720, verticalTotal: 1497, flags: 0) ?? 0,
      144.06, accuracy: 0.01)
    // 1080i: two fields a frame; a double-scanned mode draws each line twice.
    XCTAssertEqual(
      DisplayRefresh.rate(
        dotClock: 74_250_000, horizontalTotal: 2200, verticalTotal: 1125,
        flags: UInt(RR_Interlace)) ?? 0, 60, accuracy: 1e-9)
    XCTAssertEqual(
      DisplayRefresh.rate(
        dotClock: 25_175_000, horizontalTotal: 800, verticalTotal: 262,
        flags: UInt(RR_DoubleScan)) ?? 0, 60.05, accuracy: 0.01)
    XCTAssertNil(
      DisplayRefresh.rate(dotClock: 0, horizontalTotal: 0, verticalTotal: 0, flags: 0),
      "Xvfb's mode has no timings")
  }

  func testTheRateIsTheOutputsUnderTheWindow() {
    let outputs: [(area: CGRect, rate: Double)] = [
      (CGRect(x: 0, y: 0, width: 1920, height: 1080), 60),
      (CGRect(x: 1920, y: 0, width: 2560, height: 1440), 144),
    ]
    XCTAssertEqual(
      DisplayRefresh.rate(of: CGRect(x: 100, y: 100, width: 480, height: 800), on: outputs), 60)
    XCTAssertEqual(
      DisplayRefresh.rate(of: CGRect(x: 1800, y: 100, width: 480, height: 800), on: outputs), 144,
      "its centre is on the second")
    XCTAssertEqual(
      DisplayRefresh.rate(of: CGRect(x: 1500, y: 1000, width: 400, height: 400), on: outputs), 60,
      "centre off both: the one it overlaps most")
    XCTAssertNil(
      DisplayRefresh.rate(of: CGRect(x: 9000, y: 9000, width: 10, height: 10), on: outputs))
  }

  // MARK: Under Xvfb's Present

  /// A host on `clock` whose window shows a blue square on white.
  private func hostWithSquare(clock: AnimationClock) throws -> (X11Host, UIWindow, UIView) {
    let host = try X11Host(
      displayName: nil, size: CGSize(width: 320, height: 480), title: "FramePacingTests",
      programName: "FramePacingTests", clock: clock)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = UIViewController()
    controller.view.backgroundColor = .white
    let square = UIView(frame: CGRect(x: 0, y: 100, width: 60, height: 60))
    square.backgroundColor = .systemBlue
    controller.view.addSubview(square)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (host, window, square)
  }

  func testFramesAreShownOneAVblankAtTheTimeTheyWereDrawnFor() async throws {
    let (host, window, square) = try hostWithSquare(clock: AnimationClock(mode: .real))
    defer { window.isHidden = true }
    UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear) {
      square.frame.origin.x = 260
    }
    host.recordsPresentedFrames = true
    XCTAssertEqual(host.presentMethod, .vblank, "this Xvfb has Present")
    var frames: [PresentedFrame] = []
    host.frameObserver = { _, isIdle in
      frames = host.presentedFrames
      return !isIdle
    }
    XCTAssertEqual(host.run(), 0)
    // The frames shown while the slide ran (the last completions may not have come).
    let animating = frames.filter(\.followsFrame)
    XCTAssertGreaterThan(animating.count, 20, "about 30 frames in half a second")
    for (previous, frame) in zip(animating, animating.dropFirst()) {
      XCTAssertGreaterThanOrEqual(frame.msc, previous.msc + 1, "never two frames on one vblank")
    }
    // Shown when they were drawn for: within a few ms even on a loaded machine (the bench
    // reports the figures; this only catches a frame sampled for the wrong vblank, 16 ms).
    let late = animating.filter { abs($0.shownAt - $0.drawnFor) > 0.008 }
    XCTAssertLessThanOrEqual(late.count, animating.count / 10, "\(late)")
  }

  func testFramesDrawnFasterThanTheServerGivesBuffersBackRotateThroughTheRing() async throws {
    let (host, window, square) = try hostWithSquare(clock: AnimationClock(mode: .virtual))
    defer { window.isHidden = true }
    // Frames for the next vblank, back to back: the newest buffer is still waiting for its
    // vblank when the next frame is painted.
    let nextVblank = FramePresenter.Target(displayTime: 0, msc: nil)
    for frame in 0..<20 {
      square.frame.origin.x = CGFloat(frame * 12)
      host.drawFrame(at: nextVblank)
      XCTAssertLessThanOrEqual(
        host.presenter.ring.lastPresented.count, Damage.maximumRectangles, "frame \(frame)")
    }
    XCTAssertGreaterThan(host.presenter.ring.buffers.count, 1, "an older buffer was painted")
    // Once the last vblank has come, the window shows exactly the last frame.
    let newest = try XCTUnwrap(host.captureFrame())
    var shown: RGBAImage?
    for _ in 0..<50 where shown?.bytes != newest.bytes {
      try await Task.sleep(nanoseconds: 20_000_000)
      host.synchronize()
      shown = Screenshot.capture(
        display: host.connection.display, drawable: host.window.raw, width: 320, height: 480)
    }
    XCTAssertEqual(shown?.bytes, newest.bytes)
  }

  func testPresentAndCopyShowTheSamePictureOnTheWindow() async throws {
    var pictures: [RGBAImage] = []
    for method in PresentMethod.allCases {
      let host = try X11Host(
        displayName: nil, size: CGSize(width: 320, height: 480), title: "FramePacingTests",
        programName: "FramePacingTests", clock: AnimationClock(mode: .virtual), present: method)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let controller = UIViewController()
      controller.view.backgroundColor = .systemTeal
      let label = UILabel(frame: CGRect(x: 20, y: 40, width: 280, height: 40))
      label.text = "Frames on the vblank"
      controller.view.addSubview(label)
      window.rootViewController = controller
      window.makeKeyAndVisible()
      host.drawFrame()
      label.text = "Second frame"
      host.drawFrame()
      // What the window shows (not the back buffer): after the server has done the present.
      host.synchronize()
      let shot = try XCTUnwrap(
        Screenshot.capture(
          display: host.connection.display, drawable: host.window.raw, width: 320, height: 480))
      pictures.append(shot)
      window.isHidden = true
      XCTAssertEqual(host.presentMethod, method)
    }
    XCTAssertEqual(pictures.count, 2)
    XCTAssertEqual(pictures[0].bytes, pictures[1].bytes, "Present and copy: identical pixels")
  }
}
