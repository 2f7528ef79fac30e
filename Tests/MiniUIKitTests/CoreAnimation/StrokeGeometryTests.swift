import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

final class StrokeGeometryTests: XCTestCase {
  // MARK: Stroking

  func testButtSegmentCoversExactlyItsRectangle() {
    let polygons = stroke([line(0, 0, 100, 0)], width: 10, cap: .butt)
    for inside in [(0.1, 0.0), (50, 4.9), (50, -4.9), (99.9, 0)] {
      XCTAssertTrue(covers(polygons, inside.0, inside.1), "\(inside)")
    }
    for outside in [(-0.1, 0.0), (100.1, 0), (50, 5.1), (50, -5.1)] {
      XCTAssertFalse(covers(polygons, outside.0, outside.1), "\(outside)")
    }
    XCTAssertEqual(polygons.map(area).reduce(0, +), 1000, accuracy: 1e-6)
  }

  func testSquareCapsExtendByHalfTheWidth() {
    let polygons = stroke([line(0, 0, 100, 0)], width: 10, cap: .square)
    XCTAssertTrue(covers(polygons, -4.9, 4.9))
    XCTAssertTrue(covers(polygons, 104.9, -4.9))
    XCTAssertFalse(covers(polygons, -5.1, 0))
    XCTAssertFalse(covers(polygons, 105.1, 0))
    XCTAssertEqual(polygons.map(area).reduce(0, +), 1100, accuracy: 1e-6)
  }

  func testRoundCapsAreDiscs() {
    let polygons = stroke([line(0, 0, 100, 0)], width: 10, cap: .round)
    XCTAssertTrue(covers(polygons, -4.9, 0))
    XCTAssertFalse(covers(polygons, -5.1, 0))
    XCTAssertTrue(covers(polygons, 104.9, 0))
    XCTAssertFalse(covers(polygons, 105.1, 0))
    XCTAssertFalse(covers(polygons, -4, 4), "outside the disc, inside its bounding square")
  }

  func testRoundDiscIsFlattenedWithinTolerance() {
    let disc = PathStroker.outline(
      of: [Polyline(points: [CGPoint(x: 0, y: 0)], isClosed: false)], lineWidth: 20,
      lineCap: .round, lineJoin: .miter, miterLimit: 10, tolerance: 0.05)
    XCTAssertEqual(disc.count, 1)
    let ring = disc.first ?? []
    for index in ring.indices {
      let a = ring[index]
      let b = ring[(index + 1) % ring.count]
      XCTAssertEqual(hypot(a.x, a.y), 10, accuracy: 1e-9)
      let mid = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
      XCTAssertLessThanOrEqual(10 - hypot(mid.x, mid.y), 0.05 + 1e-9)
    }
  }

  func testMiterJoinReachesTheOuterCorner() {
    let corner = [Polyline(points: [pt(0, 0), pt(100, 0), pt(100, 100)], isClosed: false)]
    let miter = stroke(corner, width: 10, join: .miter)
    XCTAssertTrue(covers(miter, 104.9, -4.9))
    XCTAssertFalse(covers(miter, 105.1, -5.1))
    let bevel = stroke(corner, width: 10, join: .bevel)
    XCTAssertFalse(covers(bevel, 104.9, -4.9))
    XCTAssertTrue(covers(bevel, 103, -1), "inside the bevel triangle")
    let round = stroke(corner, width: 10, join: .round)
    XCTAssertFalse(covers(round, 104.9, -4.9))
    XCTAssertTrue(covers(round, 103, -3))
  }

  func testSharpMiterFallsBackToBevelUnderTheLimit() {
    // Two segments meeting at 10°: miter length / width = 1 / sin(5°) ≈ 11.5 > 10.
    let angle = 10 * CGFloat.pi / 180
    let tip = pt(100, 0)
    let back = pt(100 - 100 * cos(angle), 100 * sin(angle))
    let sharp = [Polyline(points: [pt(0, 0), tip, back], isClosed: false)]
    let limited = stroke(sharp, width: 10, join: .miter, miterLimit: 10)
    let bevelled = stroke(sharp, width: 10, join: .bevel)
    XCTAssertEqual(limited, bevelled)
    XCTAssertFalse(covers(limited, 150, -4.5))
    let unlimited = stroke(sharp, width: 10, join: .miter, miterLimit: 12)
    XCTAssertTrue(covers(unlimited, 150, -4.5), "the miter reaches about 57 past the tip")
  }

  func testClosedSquareHasAHoleAndNoCaps() {
    let square = Polyline(
      points: [pt(0, 0), pt(100, 0), pt(100, 100), pt(0, 100)], isClosed: true)
    let polygons = stroke([square], width: 10, cap: .round, join: .miter)
    XCTAssertFalse(covers(polygons, 50, 50))
    XCTAssertFalse(covers(polygons, 5.1, 50))
    XCTAssertTrue(covers(polygons, 4.9, 50))
    for corner in [(-4.9, -4.9), (104.9, -4.9), (104.9, 104.9), (-4.9, 104.9)] {
      XCTAssertTrue(covers(polygons, corner.0, corner.1), "mitred corner \(corner)")
    }
    XCTAssertFalse(covers(polygons, -5.1, 50))
  }

  func testEveryPolygonHasTheSameOrientation() {
    let squiggle = Polyline(
      points: [pt(0, 0), pt(50, 10), pt(20, 60), pt(90, 80), pt(40, -30)], isClosed: false)
    let loop = Polyline(points: [pt(0, 0), pt(0, 50), pt(50, 50)], isClosed: true)
    for join in [CGLineJoin.miter, .round, .bevel] {
      for cap in [CGLineCap.butt, .round, .square] {
        let polygons = stroke([squiggle, loop], width: 8, cap: cap, join: join)
        XCTAssertFalse(polygons.isEmpty)
        for polygon in polygons {
          XCTAssertGreaterThan(area(polygon), 0, "\(join) \(cap)")
        }
      }
    }
  }

  func testDegenerateInput() {
    let point = [Polyline(points: [pt(10, 10), pt(10, 10)], isClosed: false)]
    XCTAssertTrue(stroke(point, width: 10, cap: .butt).isEmpty)
    let square = stroke(point, width: 10, cap: .square)
    XCTAssertTrue(covers(square, 14.9, 14.9))
    XCTAssertFalse(covers(square, 15.1, 10))
    let dot = stroke(point, width: 10, cap: .round)
    XCTAssertTrue(covers(dot, 14.9, 10))
    XCTAssertFalse(covers(dot, 14.5, 14.5))
    XCTAssertTrue(stroke([line(0, 0, 100, 0)], width: 0).isEmpty)
    XCTAssertTrue(stroke([line(0, 0, 100, 0)], width: -1).isEmpty)
    XCTAssertTrue(stroke([line(0, 0, .nan, 0)], width: 10).isEmpty)
    XCTAssertTrue(stroke([line(0, 0, 100, 0)], width: .infinity).isEmpty)
    // A duplicate point in the middle is no zero-length segment with a bogus join.
    let repeated = [
      Polyline(points: [pt(0, 0), pt(50, 0), pt(50, 0), pt(100, 0)], isClosed: false)
    ]
    XCTAssertEqual(stroke(repeated, width: 10).map(area).reduce(0, +), 1000, accuracy: 1e-6)
  }

  // MARK: Dashing

  func testDashesAlongALine() {
    let dashes = PathDasher.dash([line(0, 0, 40, 0)], pattern: [10, 5], phase: 0)
    XCTAssertEqual(spans(dashes), [0...10, 15...25, 30...40])
    XCTAssertTrue(dashes.allSatisfy { !$0.isClosed })
  }

  func testPhaseShiftsThePattern() {
    let dashes = PathDasher.dash([line(0, 0, 40, 0)], pattern: [10, 5], phase: 5)
    XCTAssertEqual(spans(dashes), [0...5, 10...20, 25...35])
    let wrapped = PathDasher.dash([line(0, 0, 40, 0)], pattern: [10, 5], phase: 35)
    XCTAssertEqual(spans(wrapped), spans(dashes))
  }

  func testNegativePhaseWraps() {
    let dashes = PathDasher.dash([line(0, 0, 40, 0)], pattern: [10, 5], phase: -5)
    XCTAssertEqual(spans(dashes), [5...15, 20...30, 35...40])
  }

  func testOddPatternRepeatsItself() {
    // [10, 5, 2] reads as [10, 5, 2, 10, 5, 2]: on 0–10, off, on 15–17, off, on 27–32, off…
    let dashes = PathDasher.dash([line(0, 0, 50, 0)], pattern: [10, 5, 2], phase: 0)
    XCTAssertEqual(spans(dashes), [0...10, 15...17, 27...32, 34...44, 49...50])
  }

  func testDashesRunRoundCornersAndClosedPaths() {
    let square = Polyline(
      points: [pt(0, 0), pt(10, 0), pt(10, 10), pt(0, 10)], isClosed: true)
    let dashes = PathDasher.dash([square], pattern: [15, 10], phase: 0)
    XCTAssertEqual(dashes.count, 2)
    XCTAssertEqual(dashes.first?.points, [pt(0, 0), pt(10, 0), pt(10, 5)])
    XCTAssertEqual(dashes.last?.points, [pt(5, 10), pt(0, 10), pt(0, 0)])
  }

  func testPatternRestartsForEachSubpath() {
    let dashes = PathDasher.dash(
      [line(0, 0, 12, 0), line(0, 10, 12, 10)], pattern: [10, 5], phase: 0)
    XCTAssertEqual(dashes.map(\.points), [[pt(0, 0), pt(10, 0)], [pt(0, 10), pt(10, 10)]])
  }

  func testInvalidPatternsLeaveThePathAlone() {
    let input = [line(0, 0, 40, 0)]
    XCTAssertEqual(PathDasher.dash(input, pattern: [], phase: 0), input)
    XCTAssertEqual(PathDasher.dash(input, pattern: [0, 0], phase: 0), input)
    XCTAssertEqual(PathDasher.dash(input, pattern: [10, -5], phase: 0), input)
  }

  func testZeroLengthDashesAreDots() {
    let dashes = PathDasher.dash([line(0, 0, 25, 0)], pattern: [0, 10], phase: 0)
    XCTAssertEqual(
      dashes.map(\.points),
      [[pt(0, 0), pt(0, 0)], [pt(10, 0), pt(10, 0)], [pt(20, 0), pt(20, 0)]])
  }

  // MARK: Trimming

  func testTrimmingALine() {
    let trimmed = PathTrimming.trim([line(0, 0, 100, 0)], from: 0.25, to: 0.75)
    XCTAssertEqual(spans(trimmed), [25...75])
  }

  func testTrimmingAcrossSubpathsUsesTheTotalLength() {
    // 100 + 300 long: 0.2…0.5 is 80…200 of the whole.
    let input = [line(0, 0, 100, 0), line(0, 10, 300, 10)]
    let trimmed = PathTrimming.trim(input, from: 0.2, to: 0.5)
    XCTAssertEqual(trimmed.map(\.points), [[pt(80, 0), pt(100, 0)], [pt(0, 10), pt(100, 10)]])
    let second = PathTrimming.trim(input, from: 0.25, to: 1)
    XCTAssertEqual(second, [input[1]], "a subpath that only touches the start is left out")
  }

  func testTrimmingClosedPaths() {
    let square = Polyline(
      points: [pt(0, 0), pt(10, 0), pt(10, 10), pt(0, 10)], isClosed: true)
    let cut = PathTrimming.trim([square], from: 0.5, to: 1)
    XCTAssertEqual(cut, [Polyline(points: [pt(10, 10), pt(0, 10), pt(0, 0)], isClosed: false)])
    let whole = PathTrimming.trim([line(0, 0, 40, 0), square], from: 0.5, to: 1)
    XCTAssertEqual(whole, [square], "kept whole, it stays closed")
  }

  func testTrimmingEdgeCases() {
    let input = [line(0, 0, 100, 0)]
    XCTAssertEqual(PathTrimming.trim(input, from: 0, to: 1), input)
    XCTAssertEqual(PathTrimming.trim(input, from: -1, to: 2), input)
    XCTAssertEqual(PathTrimming.trim(input, from: 0.5, to: 0.5), [])
    XCTAssertEqual(PathTrimming.trim(input, from: 0.8, to: 0.2), [])
    XCTAssertEqual(spans(PathTrimming.trim(input, from: -3, to: 0.1)), [0...10])
  }

  // MARK: Helpers

  private func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

  private func line(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) -> Polyline {
    Polyline(points: [pt(x0, y0), pt(x1, y1)], isClosed: false)
  }

  private func stroke(
    _ polylines: [Polyline], width: CGFloat, cap: CGLineCap = .butt, join: CGLineJoin = .miter,
    miterLimit: CGFloat = 10
  ) -> [[CGPoint]] {
    PathStroker.outline(
      of: polylines, lineWidth: width, lineCap: cap, lineJoin: join, miterLimit: miterLimit,
      tolerance: 0.01)
  }

  /// The x extents of horizontal polylines, rounded to 1e-9.
  private func spans(_ polylines: [Polyline]) -> [ClosedRange<CGFloat>] {
    polylines.map { polyline in
      let xs = polyline.points.map { ($0.x * 1e9).rounded() / 1e9 }
      return (xs.min() ?? 0)...(xs.max() ?? 0)
    }
  }

  /// The shoelace area, positive for the orientation the stroker emits.
  private func area(_ polygon: [CGPoint]) -> CGFloat {
    var sum: CGFloat = 0
    for index in polygon.indices {
      let a = polygon[index]
      let b = polygon[(index + 1) % polygon.count]
      sum += a.x * b.y - b.x * a.y
    }
    return sum / 2
  }

  /// Whether the nonzero winding rule fills (x, y) with all the polygons together.
  private func covers(_ polygons: [[CGPoint]], _ x: CGFloat, _ y: CGFloat) -> Bool {
    polygons.map { Polyline(points: $0, isClosed: true).windingNumber(of: pt(x, y)) }
      .reduce(0, +) != 0
  }
}
