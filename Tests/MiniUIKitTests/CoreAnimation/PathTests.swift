import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

@MainActor
final class PathTests: XCTestCase {
  // MARK: Helpers

  private func assertPoint(
    _ actual: CGPoint?, _ expected: CGPoint, accuracy: CGFloat = 1e-9,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let actual else {
      XCTFail("no point, expected \(expected)", file: file, line: line)
      return
    }
    XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x", file: file, line: line)
    XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y", file: file, line: line)
  }

  private func assertRect(
    _ actual: CGRect, _ expected: CGRect, accuracy: CGFloat = 1e-9,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(actual.minX, expected.minX, accuracy: accuracy, "minX", file: file, line: line)
    XCTAssertEqual(actual.minY, expected.minY, accuracy: accuracy, "minY", file: file, line: line)
    XCTAssertEqual(actual.maxX, expected.maxX, accuracy: accuracy, "maxX", file: file, line: line)
    XCTAssertEqual(actual.maxY, expected.maxY, accuracy: accuracy, "maxY", file: file, line: line)
  }

  /// The element kinds, one letter each: M, L, Q, C, Z.
  private func kinds(_ elements: [PathElement]) -> String {
    String(
      elements.map { element -> Character in
        switch element {
        case .moveTo: return "M"
        case .lineTo: return "L"
        case .quadCurveTo: return "Q"
        case .curveTo: return "C"
        case .closeSubpath: return "Z"
        }
      })
  }

  private func distance(_ p: CGPoint, toSegmentFrom a: CGPoint, to b: CGPoint) -> CGFloat {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let lengthSquared = dx * dx + dy * dy
    var t: CGFloat = 0
    if lengthSquared > 0 {
      t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared))
    }
    let x = a.x + t * dx - p.x
    let y = a.y + t * dy - p.y
    return (x * x + y * y).squareRoot()
  }

  private func distance(_ p: CGPoint, to polyline: Polyline) -> CGFloat {
    let points = polyline.points
    var best = CGFloat.infinity
    let segmentCount = polyline.isClosed ? points.count : points.count - 1
    for index in 0..<segmentCount {
      best = min(
        best, distance(p, toSegmentFrom: points[index], to: points[(index + 1) % points.count]))
    }
    return best
  }

  private func radiusOfPoints(_ elements: [PathElement]) -> [CGFloat] {
    elements.compactMap(\.endPoint).map { ($0.x * $0.x + $0.y * $0.y).squareRoot() }
  }

  // MARK: Constructors

  func testRectIsMoveThreeLinesAndClose() async {
    let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
    XCTAssertEqual(
      path.elements,
      [
        .moveTo(CGPoint(x: 10, y: 20)), .lineTo(CGPoint(x: 40, y: 20)),
        .lineTo(CGPoint(x: 40, y: 60)), .lineTo(CGPoint(x: 10, y: 60)), .closeSubpath,
      ])
    XCTAssertFalse(path.isEmpty)
    XCTAssertEqual(path.currentPoint, CGPoint(x: 10, y: 20))
    XCTAssertTrue(CGMutablePath().isEmpty)
    XCTAssertEqual(CGMutablePath().currentPoint, .zero)
    XCTAssertTrue(CGMutablePath().boundingBox.isNull)
  }

  func testTransformParameterMovesThePoints() async {
    let moved = CGPath(
      rect: CGRect(x: 0, y: 0, width: 1, height: 1),
      transform: CGAffineTransform(translationX: 5, y: 7))
    XCTAssertEqual(moved.boundingBox, CGRect(x: 5, y: 7, width: 1, height: 1))
    let path = CGMutablePath()
    path.move(to: .zero, transform: CGAffineTransform(scaleX: 2, y: 2))
    path.addLine(to: CGPoint(x: 3, y: 4), transform: CGAffineTransform(scaleX: 2, y: 2))
    XCTAssertEqual(path.elements, [.moveTo(.zero), .lineTo(CGPoint(x: 6, y: 8))])
    XCTAssertEqual(
      path.copy(using: CGAffineTransform(translationX: 1, y: 0))?.elements,
      [.moveTo(CGPoint(x: 1, y: 0)), .lineTo(CGPoint(x: 7, y: 8))])
  }

  func testEllipseStartsAtMaxXAndTurnsTowardsMaxYFirst() async {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
    let path = CGPath(ellipseIn: rect)
    XCTAssertEqual(kinds(path.elements), "MCCCCZ")
    assertPoint(path.elements[0].endPoint, CGPoint(x: 40, y: 10))
    assertPoint(path.elements[1].endPoint, CGPoint(x: 20, y: 20))
    assertPoint(path.elements[2].endPoint, CGPoint(x: 0, y: 10))
    assertPoint(path.elements[3].endPoint, CGPoint(x: 20, y: 0))
    assertPoint(path.elements[4].endPoint, CGPoint(x: 40, y: 10))
    assertRect(path.boundingBoxOfPath, rect)
    assertRect(path.boundingBox, rect)
  }

  func testFullCirclesHaveTheSameStructureWhateverTheRadius() async {
    for radius: CGFloat in [0.5, 10, 1000] {
      let arc = UIBezierPath(
        arcCenter: .zero, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
      XCTAssertEqual(kinds(arc.cgPath.elements), "MCCCC", "radius \(radius)")
      let ellipse = CGPath(
        ellipseIn: CGRect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius))
      XCTAssertEqual(kinds(ellipse.elements), "MCCCCZ")
      for (a, b) in zip(arc.cgPath.elements, ellipse.elements) {
        for (p, q) in zip(a.points, b.points) {
          assertPoint(p, q, accuracy: 1e-9 * radius)
        }
      }
    }
  }

  func testRoundedRectClampsTheRadiusToHalfTheShorterSide() async {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    let path = UIBezierPath(roundedRect: rect, cornerRadius: 50)
    XCTAssertEqual(kinds(path.cgPath.elements), "MLCLCLCLCZ")
    assertRect(path.cgPath.boundingBoxOfPath, rect)
    // With radius 20 the ends are half discs: the right end's middle is on the edge.
    XCTAssertTrue(path.contains(CGPoint(x: 99, y: 20)))
    XCTAssertFalse(path.contains(CGPoint(x: 2, y: 2)))
    XCTAssertTrue(path.contains(CGPoint(x: 50, y: 1)))
  }

  func testRoundingSomeCornersLeavesTheOthersSquare() async {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let path = UIBezierPath(
      roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight],
      cornerRadii: CGSize(width: 30, height: 30))
    XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)))
    XCTAssertTrue(path.contains(CGPoint(x: 99, y: 1)))
    XCTAssertFalse(path.contains(CGPoint(x: 99, y: 99)))
    XCTAssertTrue(path.contains(CGPoint(x: 1, y: 99)))
    XCTAssertEqual(
      UIBezierPath(roundedRect: rect, byRoundingCorners: [], cornerRadii: .zero).cgPath,
      CGPath(rect: rect))
    XCTAssertEqual(UIRectCorner.allCorners.rawValue, 15)
  }

  // MARK: Arcs

  func testClockwiseArcOnScreenGoesFromThreeToSixOClock() async {
    let path = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    XCTAssertEqual(kinds(path.cgPath.elements), "MC")
    assertPoint(path.cgPath.elements[0].endPoint, CGPoint(x: 10, y: 0))
    assertPoint(path.currentPoint, CGPoint(x: 0, y: 10))
    assertRect(path.cgPath.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 10))
  }

  func testCounterclockwiseArcOnScreenGoesTheLongWayRound() async {
    let path = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    XCTAssertEqual(kinds(path.cgPath.elements), "MCCC")
    assertPoint(path.cgPath.elements[1].endPoint, CGPoint(x: 0, y: -10))
    assertPoint(path.currentPoint, CGPoint(x: 0, y: 10))
    assertRect(path.cgPath.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20))
  }

  func testCoreGraphicsClockwiseIsTheOppositeOfUIKits() async {
    let path = CGMutablePath()
    path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    XCTAssertEqual(kinds(path.elements), "MCCC")
    let flipped = CGMutablePath()
    flipped.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    XCTAssertEqual(
      flipped,
      UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        .cgPath)
  }

  func testArcCurvesStayOnTheCircle() async {
    let path = UIBezierPath(
      arcCenter: CGPoint(x: 5, y: -3), radius: 50, startAngle: 0.3, endAngle: 4, clockwise: true)
    XCTAssertEqual(kinds(path.cgPath.elements), "MCCC")
    for polyline in PathFlattening.polylines(of: path.cgPath.elements, tolerance: 0.01) {
      for point in polyline.points {
        let r = ((point.x - 5) * (point.x - 5) + (point.y + 3) * (point.y + 3)).squareRoot()
        XCTAssertEqual(r, 50, accuracy: 50 * 3e-4)
      }
    }
    let four: CGFloat = 4
    assertPoint(path.currentPoint, CGPoint(x: 5 + 50 * cos(four), y: -3 + 50 * sin(four)))
  }

  func testArcJoinsTheCurrentPointWithALine() async {
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addArc(withCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    path.close()
    XCTAssertEqual(kinds(path.cgPath.elements), "MLCCZ")
    assertPoint(path.cgPath.elements[1].endPoint, CGPoint(x: 10, y: 0))
    XCTAssertTrue(path.contains(CGPoint(x: 0, y: 5)))
    XCTAssertFalse(path.contains(CGPoint(x: 0, y: -5)))
  }

  func testRelativeArcAndTangentArc() async {
    let relative = CGMutablePath()
    relative.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: -.pi / 2)
    XCTAssertEqual(kinds(relative.elements), "MC")
    assertPoint(relative.currentPoint, CGPoint(x: 0, y: -10))

    let path = CGMutablePath()
    path.move(to: .zero)
    path.addArc(
      tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
    XCTAssertEqual(kinds(path.elements), "MLC")
    assertPoint(path.elements[1].endPoint, CGPoint(x: 80, y: 0))
    assertPoint(path.currentPoint, CGPoint(x: 100, y: 20))
  }

  // MARK: Bounds and containment

  func testBoundingBoxIncludesControlPointsButBoundingBoxOfPathDoesNot() async {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addCurve(
      to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100),
      control2: CGPoint(x: 100, y: 100))
    assertRect(path.boundingBox, CGRect(x: 0, y: 0, width: 100, height: 100))
    assertRect(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 75))

    let quad = CGMutablePath()
    quad.move(to: .zero)
    quad.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: -100))
    assertRect(quad.boundingBox, CGRect(x: 0, y: -100, width: 100, height: 100))
    assertRect(quad.boundingBoxOfPath, CGRect(x: 0, y: -50, width: 100, height: 50))
  }

  func testRingHasAHoleByEvenOddAndByWindingWhenTheInnerCircleIsReversed() async {
    let outer = UIBezierPath(ovalIn: CGRect(x: -100, y: -100, width: 200, height: 200))
    let inner = UIBezierPath(ovalIn: CGRect(x: -50, y: -50, width: 100, height: 100))
    let ring = outer.copy() as? UIBezierPath ?? UIBezierPath()
    ring.append(inner)
    let centre = CGPoint.zero
    let band = CGPoint(x: 75, y: 0)
    let outside = CGPoint(x: 150, y: 0)

    XCTAssertTrue(ring.contains(centre), "same direction: winding 2")
    ring.usesEvenOddFillRule = true
    XCTAssertFalse(ring.contains(centre))
    XCTAssertTrue(ring.contains(band))
    XCTAssertFalse(ring.contains(outside))

    let reversedRing = outer.copy() as? UIBezierPath ?? UIBezierPath()
    reversedRing.append(inner.reversing())
    XCTAssertFalse(reversedRing.usesEvenOddFillRule)
    XCTAssertFalse(reversedRing.contains(centre))
    XCTAssertTrue(reversedRing.contains(band))
    XCTAssertFalse(reversedRing.contains(outside))
    XCTAssertTrue(reversedRing.cgPath.contains(centre, using: .winding) == false)
    XCTAssertTrue(
      reversedRing.cgPath.contains(
        CGPoint(x: -150, y: 0), transform: CGAffineTransform(translationX: 225, y: 0)))
  }

  // MARK: Flattening

  func testFlatteningStaysWithinTolerance() async {
    let p0 = CGPoint(x: 0, y: 0)
    let p1 = CGPoint(x: 30, y: 200)
    let p2 = CGPoint(x: 170, y: -120)
    let p3 = CGPoint(x: 200, y: 40)
    for tolerance: CGFloat in [0.05, 0.25, 1, 5] {
      let cubic = PathFlattening.polylines(
        of: [.moveTo(p0), .curveTo(p3, control1: p1, control2: p2)], tolerance: tolerance)
      let quad = PathFlattening.polylines(
        of: [.moveTo(p0), .quadCurveTo(p3, control: p1)], tolerance: tolerance)
      XCTAssertEqual(cubic.count, 1)
      XCTAssertEqual(quad.count, 1)
      for step in 0...2000 {
        let t = CGFloat(step) / 2000
        XCTAssertLessThanOrEqual(
          distance(CGPath.cubicPoint(p0, p1, p2, p3, t), to: cubic[0]), tolerance + 1e-9)
        XCTAssertLessThanOrEqual(
          distance(CGPath.quadPoint(p0, p1, p3, t), to: quad[0]), tolerance + 1e-9)
      }
    }
  }

  func testFlatteningACircleUsesFewPointsAndTransformsFirst() async {
    let circle = CGPath(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200))
    let polylines = PathFlattening.polylines(of: circle.elements, tolerance: 0.25)
    XCTAssertEqual(polylines.count, 1)
    XCTAssertTrue(polylines[0].isClosed)
    XCTAssertLessThan(polylines[0].points.count, 100)
    XCTAssertGreaterThan(polylines[0].points.count, 16)
    XCTAssertNotEqual(polylines[0].points.first, polylines[0].points.last)

    // Scaled up 10 times the same circle needs more points for the same tolerance.
    let scaled = PathFlattening.polylines(
      of: circle.elements, transform: CGAffineTransform(scaleX: 10, y: 10), tolerance: 0.25)
    XCTAssertGreaterThan(scaled[0].points.count, polylines[0].points.count)
    for point in scaled[0].points {
      XCTAssertEqual((point.x * point.x + point.y * point.y).squareRoot(), 1000, accuracy: 0.6)
    }
  }

  func testFlatteningSplitsSubpathsAndDropsLonePoints() async {
    let elements: [PathElement] = [
      .moveTo(.zero), .lineTo(CGPoint(x: 10, y: 0)), .lineTo(CGPoint(x: 10, y: 10)),
      .lineTo(.zero), .closeSubpath,
      .moveTo(CGPoint(x: 50, y: 50)),
      .moveTo(CGPoint(x: 20, y: 0)), .lineTo(CGPoint(x: 30, y: 0)),
    ]
    let polylines = PathFlattening.polylines(of: elements, tolerance: 0.25)
    XCTAssertEqual(
      polylines,
      [
        Polyline(points: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)], isClosed: true),
        Polyline(points: [CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 0)], isClosed: false),
      ])
  }

  func testDrawingAfterACloseStartsFromTheClosedSubpathsStart() async {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    XCTAssertEqual(path.currentPoint, .zero)
    path.addLine(to: CGPoint(x: -5, y: -5))
    let polylines = PathFlattening.polylines(of: path.elements, tolerance: 0.25)
    XCTAssertEqual(polylines.count, 2)
    XCTAssertEqual(polylines[1], Polyline(points: [.zero, CGPoint(x: -5, y: -5)], isClosed: false))
  }

  func testNonFinitePointsFlattenToNothing() async {
    for bad in [CGFloat.nan, .infinity] {
      let elements: [PathElement] = [
        .moveTo(.zero), .lineTo(CGPoint(x: 10, y: 0)), .moveTo(.zero),
        .curveTo(CGPoint(x: 1, y: 1), control1: CGPoint(x: bad, y: 0), control2: .zero),
      ]
      XCTAssertEqual(PathFlattening.polylines(of: elements, tolerance: 0.25), [])
    }
    XCTAssertEqual(
      PathFlattening.polylines(
        of: [.moveTo(.zero), .lineTo(CGPoint(x: 1, y: 1))],
        transform: CGAffineTransform(scaleX: .nan, y: 1), tolerance: 0.25), [])
  }

  // MARK: Interpolation

  func testInterpolatingCirclesGivesTheCircleOfTheMeanRadius() async throws {
    func circle(_ r: CGFloat) -> CGPath {
      CGPath(ellipseIn: CGRect(x: -r, y: -r, width: 2 * r, height: 2 * r))
    }
    let middle = try XCTUnwrap(CGPath.interpolate(circle(10), circle(30), fraction: 0.5))
    XCTAssertEqual(kinds(middle.elements), "MCCCCZ")
    for (a, b) in zip(middle.elements, circle(20).elements) {
      for (p, q) in zip(a.points, b.points) {
        assertPoint(p, q, accuracy: 1e-9)
      }
    }
    XCTAssertEqual(CGPath.interpolate(circle(10), circle(30), fraction: 0), circle(10))
    XCTAssertEqual(CGPath.interpolate(circle(10), circle(30), fraction: 1), circle(30))
    XCTAssertNil(
      CGPath.interpolate(
        circle(10), CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)),
        fraction: 0.5))
    let arc = UIBezierPath(
      arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    XCTAssertNil(CGPath.interpolate(circle(10), arc.cgPath, fraction: 0.5), "no close")
  }

  // MARK: UIBezierPath

  func testApplyTransformsEveryPoint() async {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
    path.apply(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2))
    XCTAssertEqual(path.bounds, CGRect(x: 5, y: 5, width: 20, height: 40))
    XCTAssertEqual(path.currentPoint, CGPoint(x: 5, y: 5))
  }

  func testAppendAddsTheOtherPathsElements() async {
    let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    let other = UIBezierPath()
    other.move(to: CGPoint(x: 20, y: 20))
    other.addQuadCurve(to: CGPoint(x: 40, y: 20), controlPoint: CGPoint(x: 30, y: 30))
    other.addCurve(
      to: CGPoint(x: 50, y: 0), controlPoint1: CGPoint(x: 45, y: 20),
      controlPoint2: CGPoint(x: 50, y: 10))
    path.append(other)
    XCTAssertEqual(kinds(path.cgPath.elements), "MLLLZMQC")
    XCTAssertEqual(path.currentPoint, CGPoint(x: 50, y: 0))
    XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 50, height: 30))
    path.removeAllPoints()
    XCTAssertTrue(path.isEmpty)
    XCTAssertTrue(path.bounds.isNull)
  }

  func testReversingTracesEachSubpathBackwards() async {
    let path = UIBezierPath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 0))
    path.addCurve(
      to: CGPoint(x: 20, y: 10), controlPoint1: CGPoint(x: 15, y: 0),
      controlPoint2: CGPoint(x: 20, y: 5))
    path.close()
    path.move(to: CGPoint(x: 50, y: 50))
    path.addQuadCurve(to: CGPoint(x: 60, y: 50), controlPoint: CGPoint(x: 55, y: 40))
    path.lineWidth = 3
    let reversed = path.reversing()
    XCTAssertEqual(
      reversed.cgPath.elements,
      [
        .moveTo(CGPoint(x: 20, y: 10)),
        .curveTo(
          CGPoint(x: 10, y: 0), control1: CGPoint(x: 20, y: 5), control2: CGPoint(x: 15, y: 0)),
        .lineTo(.zero), .closeSubpath,
        .moveTo(CGPoint(x: 60, y: 50)),
        .quadCurveTo(CGPoint(x: 50, y: 50), control: CGPoint(x: 55, y: 40)),
      ])
    XCTAssertEqual(reversed.lineWidth, 3)
    XCTAssertEqual(reversed.reversing().cgPath, path.cgPath)
  }

  func testDrawingAttributesDefaultsDashAndCopy() async {
    let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    XCTAssertEqual(path.lineWidth, 1)
    XCTAssertEqual(path.miterLimit, 10)
    XCTAssertEqual(path.flatness, 0.6)
    XCTAssertEqual(path.lineCapStyle, .butt)
    XCTAssertEqual(path.lineJoinStyle, .miter)
    XCTAssertFalse(path.usesEvenOddFillRule)

    let pattern: [CGFloat] = [4, 2, 1]
    path.setLineDash(pattern, count: pattern.count, phase: 1.5)
    var count = 0
    var phase: CGFloat = 0
    path.getLineDash(nil, count: &count, phase: &phase)
    XCTAssertEqual(count, 3)
    XCTAssertEqual(phase, 1.5)
    var readBack = [CGFloat](repeating: 0, count: count)
    readBack.withUnsafeMutableBufferPointer {
      path.getLineDash($0.baseAddress, count: nil, phase: nil)
    }
    XCTAssertEqual(readBack, pattern)

    path.lineWidth = 4
    let copy = path.copy() as? UIBezierPath
    XCTAssertEqual(copy?.cgPath, path.cgPath)
    XCTAssertEqual(copy?.lineWidth, 4)
    XCTAssertEqual(copy?.lineDashPattern, pattern)
    copy?.apply(CGAffineTransform(translationX: 1, y: 0))
    XCTAssertNotEqual(copy?.cgPath, path.cgPath, "the copy is independent")

    let fromCG = UIBezierPath(cgPath: CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)))
    XCTAssertEqual(fromCG.cgPath, CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)))
    let mutable = fromCG.cgPath.mutableCopy()
    mutable?.addLine(to: CGPoint(x: 5, y: 5))
    XCTAssertEqual(fromCG.cgPath.elements.count, 5, "cgPath hands out a copy")
  }
}
