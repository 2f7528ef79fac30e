import CX11
import Foundation
@_spi(Host) import MiniUIKit
import XCTest

@_spi(Host) @testable import X11Host

/// The host's parts whose wrong answers a golden would not show: the frame-time figures of
/// the F overlay, the font cache's reuse, and the back buffer made anew on a resize.
@MainActor
final class HostPartsTests: XCTestCase {
  // MARK: Frame times

  func testFrameTimePercentilesAreNearestRankOverTheLast120Frames() async {
    XCTAssertEqual(FrameTimes.percentile(0.5, of: []), 0)
    XCTAssertEqual(FrameTimes.percentile(0.5, of: [3, 1, 2]), 2)
    XCTAssertEqual(FrameTimes.percentile(0.95, of: (1...100).map(Double.init)), 95)
    XCTAssertEqual(FrameTimes.percentile(1, of: [5, 9, 7]), 9)
    var times = FrameTimes()
    // 80 slow frames, then 120 quick ones: the slow ones have left the window.
    for _ in 0..<80 { times.record(0.050) }
    for frame in 0..<120 { times.record(0.001 + Double(frame) * 0.00001) }
    XCTAssertEqual(times.percentile(0.5), 1.6, accuracy: 0.01, "milliseconds")
    XCTAssertLessThan(times.percentile(1), 2.2, "no 50 ms frame is left")
  }

  func testTheFrameTimeOverlaySaysItsFiguresInTheTopRightCorner() async {
    var times = FrameTimes()
    for _ in 0..<10 { times.record(0.002) }
    let commands = times.overlay(
      in: CGRect(x: 0, y: 0, width: 480, height: 800), detail: "spring ζ 0.50, 1.00 s")
    let texts = commands.compactMap { command -> (String, CGRect)? in
      guard case .text(let text, let rect, _, _, _) = command.kind else { return nil }
      return (text, rect)
    }
    XCTAssertEqual(
      texts.map(\.0), ["frame p50 2.00 ms · p95 2.00 ms (10)", "spring ζ 0.50, 1.00 s"])
    XCTAssertEqual(texts.first?.1.maxX, 480 - 8, "8 points in from the right edge")
    XCTAssertLessThan(texts.first?.1.minY ?? 0, texts.last?.1.minY ?? 0, "the detail below")
  }

  /// With a button in the top-right corner (a bar's ⌂, a card's ×), the panel goes to the
  /// next corner clear of it.
  func testTheFrameTimeOverlayStaysClearOfTheAppsControls() async {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 800))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    defer { window.rootViewController = nil }
    let button = UIButton(frame: CGRect(x: 430, y: 4, width: 44, height: 44))
    controller.view.addSubview(button)
    var times = FrameTimes()
    times.record(0.002)
    let panels = times.overlay(in: window.bounds).compactMap { command -> CGRect? in
      guard case .fill(let rect, _, _) = command.kind else { return nil }
      return rect
    }
    let panel = try? XCTUnwrap(panels.first)
    XCTAssertEqual(panel?.origin, CGPoint(x: 8, y: 8), "the top-left corner")
    button.isHidden = true
    let clear = times.overlay(in: window.bounds).first.flatMap { command -> CGRect? in
      guard case .fill(let rect, _, _) = command.kind else { return nil }
      return rect
    }
    XCTAssertEqual(clear?.origin, CGPoint(x: 480 - 288, y: 8), "a hidden button is no control")
  }

  // MARK: A lost release

  /// A touch the app holds while the X server has the button up is named as lost, so that
  /// the self-check fails instead of waiting for a release that will not come; once it ends,
  /// nothing is said.
  func testAMouseTouchTheServerHasLetGoIsALostRelease() async throws {
    let stage = try SceneStage(UIViewController(), size: CGSize(width: 200, height: 200))
    _ = try stage.frame(at: 0)
    XCTAssertNil(stage.host.lostMouseRelease(), "nothing held")
    let app = UIApplication.shared
    app.sendPointerEvent(
      PointerEvent(kind: .down, location: CGPoint(x: 50, y: 50), modifierFlags: []))
    let lost = try XCTUnwrap(stage.host.lostMouseRelease(), "held by the app alone")
    XCTAssertTrue(lost.contains("release never came"), lost)
    app.cancelTouches()
    XCTAssertNil(stage.host.lostMouseRelease(), "cancelled")
  }

  // MARK: Fonts and the back buffer

  func testFontsAreOpenedOnceAndMeasuredConsistently() async throws {
    let host = try X11Host(
      displayName: nil, size: CGSize(width: 320, height: 480), title: "HostPartsTests",
      programName: "HostPartsTests", clock: AnimationClock(mode: .virtual))
    let fonts = host.painter.fonts
    let body = try XCTUnwrap(fonts.xftFont(for: .systemFont(ofSize: 17)))
    XCTAssertEqual(fonts.xftFont(for: .systemFont(ofSize: 17)), body, "the same font, reused")
    XCTAssertEqual(
      fonts.xftFont(for: .systemFont(ofSize: 8.5), scale: 2), body,
      "at 2×, 8.5 points are the 17-pixel font")
    XCTAssertNotEqual(fonts.xftFont(for: .systemFont(ofSize: 17, weight: .bold)), body)
    let width = fonts.line("Show Controller One", font: body).advance
    XCTAssertEqual(fonts.line("Show Controller One", font: body).advance, width)
    XCTAssertGreaterThan(width, fonts.line("Show Controller", font: body).advance)
    XCTAssertEqual(fonts.size(of: "", font: .systemFont(ofSize: 17)).width, 0)
    fonts.removeAll()
    XCTAssertNotNil(fonts.xftFont(for: .systemFont(ofSize: 17)), "opened again after removeAll")
  }

  func testAResizeMakesANewBackBufferOfTheNewSizeThatIsPaintedWhole() async throws {
    let host = try X11Host(
      displayName: nil, size: CGSize(width: 320, height: 480), title: "HostPartsTests",
      programName: "HostPartsTests", scale: 2, clock: AnimationClock(mode: .virtual))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    host.drawFrame()
    let before = host.backBuffer
    XCTAssertEqual([before.width, before.height], [640, 960])
    XCTAssertNotNil(before.shownFrame, "the drawn frame is kept, to paint only changes")
    host.resize(to: CGSize(width: 400, height: 300))
    XCTAssertFalse(host.backBuffer === before)
    XCTAssertEqual([host.backBuffer.width, host.backBuffer.height], [800, 600])
    XCTAssertNil(host.backBuffer.shownFrame, "nothing to compare with: the next frame is whole")
    host.drawFrame()
    let shot = try XCTUnwrap(host.captureFrame())
    XCTAssertEqual([shot.width, shot.height], [800, 600])
  }
}
