import DemoScenes
import Foundation
import MiniUIKit
import XCTest

@testable import X11Host

/// Frames repaint and present only what changed (`Damage`): the region is right, and a frame
/// painted that way is the frame a whole repaint gives, on the back buffer and on the window.
@MainActor
final class DamageTests: XCTestCase {
  private static let bounds = CGRect(x: 0, y: 0, width: 400, height: 300)

  private static func fill(_ rect: CGRect, _ color: UIColor = .red) -> DrawCommand {
    DrawCommand(
      kind: .fill(rect: rect, color: color, cornerRadius: 0), transform: .identity, alpha: 1,
      clip: nil)
  }

  /// A command's extent in these tests: its rectangle.
  private static func extent(_ command: DrawCommand) -> CGRect {
    guard case .fill(let rect, _, _) = command.kind else { return .null }
    return rect
  }

  private func region(_ old: [DrawCommand], _ new: [DrawCommand]) -> [CGRect] {
    Damage.region(from: old, to: new, within: Self.bounds, extent: Self.extent)
  }

  func testTheSameListChangesNothing() {
    let list = [
      Self.fill(Self.bounds, .white), Self.fill(CGRect(x: 10, y: 10, width: 20, height: 20)),
    ]
    XCTAssertEqual(region(list, list), [])
  }

  func testAMovedCommandDamagesWhereItWasAndWhereItIs() {
    let background = Self.fill(Self.bounds, .white)
    let before = [background, Self.fill(CGRect(x: 10, y: 10, width: 20, height: 20))]
    let after = [background, Self.fill(CGRect(x: 200, y: 100, width: 20, height: 20))]
    XCTAssertEqual(
      Set(region(before, after).map { [$0.minX, $0.minY, $0.width, $0.height] }),
      [[10, 10, 20, 20], [200, 100, 20, 20]])
  }

  func testAnAddedCommandDamagesOnlyItsOwnArea() {
    let background = Self.fill(Self.bounds, .white)
    let label = Self.fill(CGRect(x: 0, y: 280, width: 400, height: 20), .black)
    let badge = Self.fill(CGRect(x: 50.5, y: 60.25, width: 10, height: 10), .blue)
    XCTAssertEqual(
      region([background, label], [background, badge, label]),
      [CGRect(x: 50, y: 60, width: 11, height: 11)], "whole pixels around the new command")
    XCTAssertEqual(
      region([background, badge, label], [background, label]),
      [CGRect(x: 50, y: 60, width: 11, height: 11)], "and where a removed one was")
  }

  func testOverlappingRectanglesMergeAndManyBecomeFew() {
    let merged = Damage.merged([
      CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 5, y: 5, width: 10, height: 10),
    ])
    XCTAssertEqual(merged, [CGRect(x: 0, y: 0, width: 15, height: 15)])
    let scattered = (0..<30).map { CGRect(x: $0 * 12, y: ($0 % 5) * 50, width: 8, height: 8) }
    let few = Damage.merged(scattered)
    XCTAssertLessThanOrEqual(few.count, Damage.maximumRectangles)
    for rect in scattered { XCTAssertTrue(few.contains { $0.contains(rect) }, "\(rect) covered") }
    for (i, a) in few.enumerated() {
      for b in few[(i + 1)...] { XCTAssertFalse(a.intersects(b), "\(a) and \(b) overlap") }
    }
  }

  func testDamageOverMostOfTheWindowIsTheWholeWindow() {
    let before = [Self.fill(CGRect(x: 0, y: 0, width: 400, height: 250))]
    let after = [Self.fill(CGRect(x: 0, y: 0, width: 400, height: 250), .blue)]
    XCTAssertEqual(region(before, after), [Self.bounds])
  }

  /// Every scene's transition, frame by frame: the back buffer painted only where frames
  /// differ is byte for byte a whole repaint of the same frame, and the window shows it.
  func testEveryScenesTransitionPaintedByDamageIsTheWholeRepaint() async throws {
    let savedMeasurer = UIApplication.shared.textMeasurer
    defer { UIApplication.shared.textMeasurer = savedMeasurer }
    let size = CGSize(width: 360, height: 560)
    let host = try X11Host(
      displayName: nil, size: size, title: "DamageTests", programName: "DamageTests")
    AnimationEngine.shared.clock = AnimationClock(mode: .virtual)
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.makeKeyAndVisible()
    var partialFrames = 0
    for description in SceneCatalog.scenes {
      let scene = description.make()
      window.rootViewController = scene
      host.benchmarkHandleEvents()
      host.drawFrame()
      (scene as? DemoScene)?.autoplay()
      for frame in 1...40 {
        if frame == 20, let scrollView = (scene as? UICollectionViewController)?.collectionView {
          scrollView.contentOffset.y += 90
        }
        AnimationEngine.shared.clock.advanceFrame()
        host.benchmarkHandleEvents()
        host.drawFrame()
        let region = host.lastChangedRegion
        if !region.isEmpty, region != [CGRect(origin: .zero, size: size)] { partialFrames += 1 }
        guard frame % 4 == 0 || region.count > 1 else { continue }
        let painted = try XCTUnwrap(host.captureFrame())
        let whole = try XCTUnwrap(host.render(window))
        XCTAssertEqual(
          Self.differingPixels(painted, whole), 0,
          "\(description.name), frame \(frame): damage \(region)")
        let target = host.benchmarkTarget
        let shown = try XCTUnwrap(
          Screenshot.capture(
            display: target.display, drawable: target.window, width: painted.width,
            height: painted.height))
        XCTAssertEqual(
          Self.differingPixels(shown, painted), 0, "\(description.name), frame \(frame): the window"
        )
      }
    }
    XCTAssertGreaterThan(partialFrames, 20, "some frames repaint only a part")
  }

  private static func differingPixels(_ a: RGBAImage, _ b: RGBAImage) -> Int {
    guard a.width == b.width, a.height == b.height else { return a.width * a.height }
    return stride(from: 0, to: a.bytes.count, by: 4).count {
      a.bytes[$0..<$0 + 3] != b.bytes[$0..<$0 + 3]
    }
  }
}
