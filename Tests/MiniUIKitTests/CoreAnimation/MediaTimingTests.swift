import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

@MainActor
final class MediaTimingTests: XCTestCase {
  private let accuracy = 1e-9

  /// Asserts that `timing` shows `expected` (nil: no effect) at each parent time.
  private func assertProgress(
    _ timing: MediaTimingValues, _ expected: [(CFTimeInterval, Double?)],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    for (time, fraction) in expected {
      let actual = timing.progress(atParentTime: time)
      guard let fraction else {
        XCTAssertNil(actual, "at \(time)", file: file, line: line)
        continue
      }
      guard let actual else {
        XCTFail("no effect at \(time), expected \(fraction)", file: file, line: line)
        continue
      }
      XCTAssertEqual(actual, fraction, accuracy: accuracy, "at \(time)", file: file, line: line)
    }
  }

  // MARK: - Timing model

  func testDefaults() async {
    let timing = MediaTimingValues()
    XCTAssertEqual(timing.beginTime, 0)
    XCTAssertEqual(timing.duration, 0)
    XCTAssertEqual(timing.speed, 1)
    XCTAssertEqual(timing.timeOffset, 0)
    XCTAssertEqual(timing.repeatCount, 0)
    XCTAssertEqual(timing.repeatDuration, 0)
    XCTAssertFalse(timing.autoreverses)
    XCTAssertEqual(timing.fillMode, .removed)
  }

  func testFillModeRawValues() async {
    XCTAssertEqual(CAMediaTimingFillMode.removed.rawValue, "removed")
    XCTAssertEqual(CAMediaTimingFillMode.forwards.rawValue, "forwards")
    XCTAssertEqual(CAMediaTimingFillMode.backwards.rawValue, "backwards")
    XCTAssertEqual(CAMediaTimingFillMode.both.rawValue, "both")
    XCTAssertEqual(CAMediaTimingFillMode(rawValue: "both"), .both)
  }

  func testZeroDurationMeansAQuarterSecond() async {
    let timing = MediaTimingValues()
    XCTAssertEqual(timing.simpleDuration, 0.25)
    XCTAssertEqual(timing.activeDuration, 0.25)
    XCTAssertEqual(MediaTimingValues(duration: -1).simpleDuration, 0.25)
    XCTAssertEqual(timing.simpleDuration(whenUnset: .infinity), .infinity)
    XCTAssertEqual(timing.activeDuration(simpleDuration: .infinity), .infinity)
    assertProgress(timing, [(0.125, 0.5), (0.25, nil)])
    XCTAssertFalse(timing.isFinished(atParentTime: 0.2))
    XCTAssertTrue(timing.isFinished(atParentTime: 0.25))
  }

  func testLocalTimeFormula() async {
    let timing = MediaTimingValues(beginTime: 2, speed: 3, timeOffset: 0.5)
    XCTAssertEqual(timing.localTime(fromParent: 5), (5 - 2) * 3 + 0.5, accuracy: accuracy)
  }

  func testFillModeRemoved() async {
    let timing = MediaTimingValues(beginTime: 1, duration: 1)
    assertProgress(timing, [(0.5, nil), (1, 0), (1.5, 0.5), (2, nil), (3, nil)])
  }

  func testFillModeForwards() async {
    let timing = MediaTimingValues(beginTime: 1, duration: 1, fillMode: .forwards)
    assertProgress(timing, [(0.5, nil), (1.5, 0.5), (2, 1), (10, 1)])
  }

  func testFillModeBackwards() async {
    let timing = MediaTimingValues(beginTime: 1, duration: 1, fillMode: .backwards)
    assertProgress(timing, [(0, 0), (0.5, 0), (1.5, 0.5), (2, nil)])
  }

  func testFillModeBoth() async {
    let timing = MediaTimingValues(beginTime: 1, duration: 1, fillMode: .both)
    assertProgress(timing, [(0, 0), (1.5, 0.5), (2, 1), (5, 1)])
  }

  func testBeginTimeInThePast() async {
    let now: CFTimeInterval = 100
    let timing = MediaTimingValues(beginTime: now - 0.5, duration: 1)
    assertProgress(timing, [(now, 0.5)])
  }

  func testAutoreversesWithRepeatCountTwo() async {
    let timing = MediaTimingValues(
      duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
    XCTAssertEqual(timing.activeDuration, 4)
    assertProgress(
      timing, [(0.25, 0.25), (1.25, 0.75), (2.25, 0.25), (3.25, 0.75), (4, 0), (9, 0)])
    XCTAssertFalse(timing.isFinished(atParentTime: 3.9))
    XCTAssertTrue(timing.isFinished(atParentTime: 4))
  }

  func testFractionalRepeatCount() async {
    let timing = MediaTimingValues(duration: 1, repeatCount: 1.5, fillMode: .forwards)
    XCTAssertEqual(timing.activeDuration, 1.5)
    assertProgress(timing, [(0.5, 0.5), (1.25, 0.25), (1.5, 0.5), (3, 0.5)])
    let removed = MediaTimingValues(duration: 1, repeatCount: 1.5)
    assertProgress(removed, [(1.4, 0.4), (1.5, nil)])
  }

  func testWholeRepeatCountEndsAtOne() async {
    let timing = MediaTimingValues(duration: 1, repeatCount: 3, fillMode: .forwards)
    XCTAssertEqual(timing.activeDuration, 3)
    assertProgress(timing, [(2.5, 0.5), (3, 1)])
  }

  func testRepeatDuration() async {
    let timing = MediaTimingValues(duration: 1, repeatDuration: 2.5, fillMode: .forwards)
    XCTAssertEqual(timing.activeDuration, 2.5)
    assertProgress(timing, [(0.5, 0.5), (1.5, 0.5), (2.25, 0.25), (2.5, 0.5), (4, 0.5)])
    XCTAssertTrue(timing.isFinished(atParentTime: 2.5))
    let reversing = MediaTimingValues(
      duration: 1, repeatDuration: 1.5, autoreverses: true, fillMode: .forwards)
    XCTAssertEqual(reversing.activeDuration, 1.5)
    assertProgress(reversing, [(1.25, 0.75), (1.5, 0.5)])
  }

  func testSpeedTwo() async {
    let timing = MediaTimingValues(duration: 1, speed: 2)
    assertProgress(timing, [(0.25, 0.5), (0.5, nil)])
    XCTAssertFalse(timing.isFinished(atParentTime: 0.49))
    XCTAssertTrue(timing.isFinished(atParentTime: 0.5))
  }

  func testSpeedHalf() async {
    let timing = MediaTimingValues(duration: 1, speed: 0.5)
    assertProgress(timing, [(1, 0.5), (1.5, 0.75), (2, nil)])
    XCTAssertFalse(timing.isFinished(atParentTime: 1.99))
    XCTAssertTrue(timing.isFinished(atParentTime: 2))
  }

  func testTimeOffsetShiftsLocalTime() async {
    let timing = MediaTimingValues(duration: 1, timeOffset: 0.25)
    assertProgress(timing, [(0, 0.25), (0.5, 0.75)])
  }

  func testPauseAndResume() async {
    var timing = MediaTimingValues(beginTime: 10, duration: 2)
    // Pause at parent time 10.5, as QA1673 does.
    let pausedAt: CFTimeInterval = 10.5
    let pausedTime = timing.localTime(fromParent: pausedAt)
    timing.speed = 0
    timing.timeOffset = pausedTime
    assertProgress(timing, [(10.5, 0.25), (11, 0.25), (50, 0.25), (-3, 0.25)])
    XCTAssertFalse(timing.isFinished(atParentTime: 1000))
    // Resume at parent time 20: it carries on from where it paused.
    let now: CFTimeInterval = 20
    let paused = timing.timeOffset
    timing.speed = 1
    timing.timeOffset = 0
    timing.beginTime = now - paused
    assertProgress(timing, [(now, 0.25), (now + 1, 0.75), (now + 1.5, nil)])
    XCTAssertTrue(timing.isFinished(atParentTime: now + 1.5))
  }

  func testInfiniteRepeatNeverFinishes() async {
    for count in [Float.infinity, .greatestFiniteMagnitude] {
      let timing = MediaTimingValues(duration: 1, repeatCount: count)
      XCTAssertTrue(timing.repeatsForever)
      XCTAssertEqual(timing.activeDuration, .infinity)
      XCTAssertFalse(timing.isFinished(atParentTime: 1e9))
      assertProgress(timing, [(1e6 + 0.25, 0.25)])
    }
  }

  func testAnimationsAndLayersKeepTheirTimingAsOneValue() async {
    let animation = CABasicAnimation(keyPath: "opacity")
    XCTAssertEqual(animation.timing, MediaTimingValues())
    animation.duration = 2
    animation.speed = 0.5
    animation.autoreverses = true
    animation.fillMode = .both
    XCTAssertEqual(
      animation.timing,
      MediaTimingValues(duration: 2, speed: 0.5, autoreverses: true, fillMode: .both))
    let layer = CALayer()
    layer.timeOffset = 3
    XCTAssertEqual(layer.timing.timeOffset, 3)
    XCTAssertEqual(layer.speed, 1)
  }

  // MARK: - Timing functions

  private func controlPoints(_ function: CAMediaTimingFunction) -> [[Float]] {
    (0...3).map { index in
      var point: [Float] = [-1, -1]
      point.withUnsafeMutableBufferPointer { buffer in
        if let base = buffer.baseAddress { function.getControlPoint(at: index, values: base) }
      }
      return point
    }
  }

  func testNamedFunctionsControlPoints() async {
    let expected: [(CAMediaTimingFunctionName, [Float])] = [
      (.linear, [0, 0, 1, 1]),
      (.easeIn, [0.42, 0, 1, 1]),
      (.easeOut, [0, 0, 0.58, 1]),
      (.easeInEaseOut, [0.42, 0, 0.58, 1]),
      (.default, [0.25, 0.1, 0.25, 1]),
    ]
    for (name, inner) in expected {
      let points = controlPoints(CAMediaTimingFunction(name: name))
      XCTAssertEqual(
        points, [[0, 0], [inner[0], inner[1]], [inner[2], inner[3]], [1, 1]], name.rawValue)
    }
  }

  func testGetControlPointOutOfRangeLeavesValues() async {
    var point: [Float] = [7, 7]
    point.withUnsafeMutableBufferPointer { buffer in
      if let base = buffer.baseAddress {
        CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 4, values: base)
      }
    }
    XCTAssertEqual(point, [7, 7])
  }

  func testEvaluateIsMonotonicAndHitsEnds() async {
    let names: [CAMediaTimingFunctionName] = [
      .linear, .easeIn, .easeOut, .easeInEaseOut, .default,
    ]
    for name in names {
      let function = CAMediaTimingFunction(name: name)
      XCTAssertEqual(function.evaluate(at: 0), 0, name.rawValue)
      XCTAssertEqual(function.evaluate(at: 1), 1, name.rawValue)
      XCTAssertEqual(function.evaluate(at: -0.5), 0, name.rawValue)
      XCTAssertEqual(function.evaluate(at: 1.5), 1, name.rawValue)
      var previous = 0.0
      for step in 1...200 {
        let value = function.evaluate(at: Double(step) / 200)
        XCTAssertGreaterThanOrEqual(value, previous - 1e-12, "\(name.rawValue) at step \(step)")
        previous = value
      }
    }
    XCTAssertEqual(CAMediaTimingFunction(name: .linear).evaluate(at: 0.3), 0.3, accuracy: 1e-9)
    XCTAssertEqual(
      CAMediaTimingFunction(name: .easeInEaseOut).evaluate(at: 0.5), 0.5, accuracy: 1e-6)
    XCTAssertLessThan(CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5), 0.5)
    XCTAssertGreaterThan(CAMediaTimingFunction(name: .easeOut).evaluate(at: 0.5), 0.5)
  }

  func testEvaluateMatchesUICubicTimingParameters() async {
    let function = CAMediaTimingFunction(controlPoints: 0.5, 0, 0.5, 1)
    let cubic = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 0.5, y: 0), controlPoint2: CGPoint(x: 0.5, y: 1))
    for step in 0...20 {
      let x = Double(step) / 20
      XCTAssertEqual(function.evaluate(at: x), cubic.progress(atFraction: x), accuracy: 1e-12)
    }
  }

  func testEquality() async {
    let named = CAMediaTimingFunction(name: .easeInEaseOut)
    let custom = CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1)
    XCTAssertEqual(named, custom)
    XCTAssertEqual(named.hash, custom.hash)
    XCTAssertNotEqual(named, CAMediaTimingFunction(name: .easeIn))
    XCTAssertFalse(named.isEqual("easeInEaseOut"))
    XCTAssertEqual(Set([named, custom, CAMediaTimingFunction(name: .linear)]).count, 2)
  }

  func testFunctionNameRawValues() async {
    XCTAssertEqual(CAMediaTimingFunctionName.linear.rawValue, "linear")
    XCTAssertEqual(CAMediaTimingFunctionName.easeIn.rawValue, "easeIn")
    XCTAssertEqual(CAMediaTimingFunctionName.easeOut.rawValue, "easeOut")
    XCTAssertEqual(CAMediaTimingFunctionName.easeInEaseOut.rawValue, "easeInEaseOut")
    XCTAssertEqual(CAMediaTimingFunctionName.default.rawValue, "default")
  }
}
