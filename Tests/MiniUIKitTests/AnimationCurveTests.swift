import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

@MainActor
final class AnimationCurveTests: AnimationTestCase {
  private struct Case {
    let curve: UIView.AnimationCurve
    let option: UIView.AnimationOptions
    let points: (x1: Double, y1: Double, x2: Double, y2: Double)
  }

  private let cases: [Case] = [
    Case(curve: .linear, option: .curveLinear, points: (0, 0, 1, 1)),
    Case(curve: .easeIn, option: .curveEaseIn, points: (0.42, 0, 1, 1)),
    Case(curve: .easeOut, option: .curveEaseOut, points: (0, 0, 0.58, 1)),
    Case(curve: .easeInOut, option: .curveEaseInOut, points: (0.42, 0, 0.58, 1)),
  ]

  private let times = [0, 0.25, 0.5, 0.75, 1]

  private func expected(_ item: Case, _ t: Double) -> Double {
    ReferenceBezier.value(
      atX: t, x1: item.points.x1, y1: item.points.y1, x2: item.points.x2, y2: item.points.y2)
  }

  func testReferenceSolverKnownValues() async {
    // Sanity of the independent solver: linear is the identity, ease-in-out is symmetric.
    XCTAssertEqual(ReferenceBezier.value(atX: 0.3, x1: 0, y1: 0, x2: 1, y2: 1), 0.3, accuracy: 1e-9)
    XCTAssertEqual(
      ReferenceBezier.value(atX: 0.5, x1: 0.42, y1: 0, x2: 0.58, y2: 1), 0.5, accuracy: 1e-9)
    XCTAssertEqual(
      ReferenceBezier.value(atX: 0.25, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        + ReferenceBezier.value(atX: 0.75, x1: 0.42, y1: 0, x2: 0.58, y2: 1), 1, accuracy: 1e-9)
  }

  func testCubicTimingParametersMatchBezier() async {
    for item in cases {
      let parameters = UICubicTimingParameters(animationCurve: item.curve)
      XCTAssertEqual(Double(parameters.controlPoint1.x), item.points.x1)
      XCTAssertEqual(Double(parameters.controlPoint2.y), item.points.y2)
      for t in times {
        XCTAssertEqual(
          parameters.progress(atFraction: t), expected(item, t), accuracy: 1e-4,
          "\(item.curve) at \(t)")
      }
      // Custom control points take the same path as the built-in curve.
      let custom = UICubicTimingParameters(
        controlPoint1: CGPoint(x: item.points.x1, y: item.points.y1),
        controlPoint2: CGPoint(x: item.points.x2, y: item.points.y2))
      for t in [0.1, 0.33, 0.9] {
        XCTAssertEqual(custom.progress(atFraction: t), expected(item, t), accuracy: 1e-4)
      }
    }
  }

  func testNonTrivialCurveValues() async {
    // Independent of the engine and of each other: ease-in is slow, ease-out fast at 0.25.
    let easeIn = expected(cases[1], 0.25)
    let easeOut = expected(cases[2], 0.25)
    XCTAssertLessThan(easeIn, 0.15)
    XCTAssertGreaterThan(easeOut, 0.35)
    XCTAssertEqual(
      UICubicTimingParameters(animationCurve: .easeIn).progress(atFraction: 0.25), easeIn,
      accuracy: 1e-4)
  }

  func testViewAnimationFollowsCurveOnPresentationLayer() async {
    for item in cases {
      UIApplication.shared.environment = HostEnvironment()
      let view = makeView()
      view.center = CGPoint(x: 0, y: 7)
      var finished: Bool?
      UIView.animate(
        withDuration: 1, delay: 0, options: item.option,
        animations: { view.center = CGPoint(x: 1000, y: 7) },
        completion: { finished = $0 })
      XCTAssertEqual(view.center.x, 1000, "model changes at once")
      for t in times {
        step(toTime: t)
        let value = presentedX(view) / 1000
        XCTAssertEqual(value, expected(item, t), accuracy: 1e-4, "\(item.curve) at t = \(t)")
        XCTAssertEqual(view.layer.presentation()!.position.y, 7)
      }
      XCTAssertEqual(finished, true, "\(item.curve) completes at t = 1 exactly")
    }
  }
}
