import Foundation
import Logging
import XCTest

@_spi(Host) @testable import MiniUIKit

/// Layers at their edges: cycles refused, numbers far out of range, patterns too fine to
/// draw, discrete keyframes' slots, and animations that must not keep a layer or the frames
/// alive.
@MainActor
final class LayerEdgeCaseTests: AnimationTestCase {
  private let messages = RecordingLogHandler.Messages()

  nonisolated override func setUp() {
    super.setUp()
    let messages = messages
    MainActor.assumeIsolated {
      UIApplication.shared.environment.logger = Logger(label: "test") { _ in
        RecordingLogHandler(messages: messages)
      }
    }
  }

  func testALayerCannotBecomeItsOwnDescendant() async {
    let a = CALayer()
    let b = CALayer()
    a.addSublayer(b)
    b.addSublayer(a)
    XCTAssertNil(a.superlayer, "refused")
    XCTAssertNil(b.sublayers)
    a.addSublayer(a)
    XCTAssertEqual(a.sublayers?.count, 1, "only b")
    XCTAssertEqual(
      messages.all.filter { $0.message.contains("cannot be a sublayer of itself") }.count, 2,
      messages.all.map(\.message).joined(separator: "\n"))
  }

  func testAViewsLayerIsNotPutUnderALayerWithoutAView() async {
    let superview = UIView()
    let view = UIView()
    superview.addSubview(view)
    let plain = CALayer()
    plain.addSublayer(view.layer)
    plain.insertSublayer(view.layer, at: 0)
    XCTAssertNil(plain.sublayers, "refused")
    XCTAssertTrue(view.layer.superlayer === superview.layer, "where its view is")
    XCTAssertTrue(view.superview === superview)
    // Nor can the plain layer then reach itself through the view's layer.
    view.layer.addSublayer(plain)
    XCTAssertTrue(plain.superlayer === view.layer)
    XCTAssertEqual(
      messages.all.filter { $0.message.contains("a view's layer goes only under") }.count, 2,
      messages.all.map(\.message).joined(separator: "\n"))
  }

  func testNumbersFarOutOfRangeDrawNothingAndDoNotTrap() async {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addCurve(
      to: CGPoint(x: 1e37, y: 0), control1: CGPoint(x: -1e37, y: 1e37),
      control2: CGPoint(x: 1e37, y: -1e37))
    let lines = PathFlattening.polylines(of: path.elements, tolerance: 0.25)
    XCTAssertLessThanOrEqual(lines.first?.points.count ?? 0, 4097, "at most 4,096 segments")
    let arc = CGMutablePath()
    arc.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: 1e20)
    XCTAssertLessThanOrEqual(arc.elements.count, 12, "at most two turns of quarter arcs")
  }

  func testADashPatternTooFineForThePathDrawsItSolid() async {
    let line = Polyline(points: [.zero, CGPoint(x: 1e6, y: 0)], isClosed: false)
    XCTAssertEqual(PathDasher.dash([line], pattern: [0.001, 0.001], phase: 0), [line])
    XCTAssertEqual(PathDasher.dash([line], pattern: [100_000, 100_000], phase: 0).count, 5)
  }

  func testDiscreteKeyframesHoldEqualSlots() async {
    let layer = CALayer()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.layer.addSublayer(layer)
    let frames = CAKeyframeAnimation(keyPath: "opacity")
    frames.values = [0.0, 0.5, 1.0]
    frames.calculationMode = .discrete
    frames.duration = 1.2
    layer.add(frames, forKey: "steps")
    var seen: [Float] = []
    for time in [0.1, 0.5, 0.9, 1.15] {
      step(toTime: time)
      seen.append(layer.presentation()?.opacity ?? -1)
    }
    XCTAssertEqual(seen, [0, 0.5, 1, 1], "each value a third of the time")
  }

  func testAnAnimationDoesNotKeepItsLayerAliveOrTheFramesComing() async {
    weak var released: CALayer?
    do {
      let layer = CALayer()
      let spin = CABasicAnimation(keyPath: "transform.rotation.z")
      spin.toValue = CGFloat.pi * 2
      spin.repeatCount = .infinity
      layer.add(spin, forKey: "spin")
      released = layer
      XCTAssertFalse(
        UIApplication.shared.stage.layerAnimations.needsFrames,
        "a layer in no window needs no frames")
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.layer.addSublayer(layer)
      XCTAssertTrue(UIApplication.shared.stage.layerAnimations.needsFrames, "in a window, it moves")
      layer.removeFromSuperlayer()
      XCTAssertFalse(
        UIApplication.shared.stage.layerAnimations.needsFrames, "taken out, it stops asking")
    }
    XCTAssertNil(released, "the layer goes with its last owner")
    step(frames: 2)
  }
}
