import Foundation
@_spi(Host) import MiniUIKit
import XCTest

@_spi(Host) @testable import X11Host

/// A small seeded generator (SplitMix64) so random shapes and probes repeat run to run.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

final class PathTessellatorTests: XCTestCase {
  // MARK: Tessellation

  func testSquareIsOneTrapezoidOfItsArea() {
    let square = [
      CGPoint(x: 10, y: 10), CGPoint(x: 30, y: 10), CGPoint(x: 30, y: 30), CGPoint(x: 10, y: 30),
    ]
    let traps = PathTessellator.trapezoids(of: [square], rule: .winding)
    XCTAssertEqual(traps.count, 1)
    XCTAssertEqual(totalArea(traps), 400, accuracy: 1e-9)
    XCTAssertEqual(traps.first?.top, 10)
    XCTAssertEqual(traps.first?.bottom, 30)
  }

  func testAreaMatchesShoelaceForSimplePolygons() {
    let shapes: [[CGPoint]] = [
      circle(center: CGPoint(x: 50, y: 50), radius: 40, count: 100),
      [CGPoint(x: 0, y: 0), CGPoint(x: 50, y: 10), CGPoint(x: 40, y: 60), CGPoint(x: 5, y: 45)],
      // An L shape and a comb: concave.
      [
        CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 20),
        CGPoint(x: 30, y: 30), CGPoint(x: 0, y: 30),
      ],
      [
        CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 20), CGPoint(x: 10, y: 3), CGPoint(x: 15, y: 25),
        CGPoint(x: 20, y: 1), CGPoint(x: 25, y: 30), CGPoint(x: 0, y: 40),
      ],
      star(points: 7, inner: 10, outer: 30, center: CGPoint(x: 40, y: 40)),
    ]
    for shape in shapes {
      for rule in [CGPathFillRule.winding, .evenOdd] {
        let traps = PathTessellator.trapezoids(of: [shape], rule: rule)
        XCTAssertEqual(totalArea(traps), abs(shoelace(shape)), accuracy: 1e-6)
      }
    }
  }

  func testCircleNeedsFewTrapezoids() {
    let traps = PathTessellator.trapezoids(
      of: [circle(center: CGPoint(x: 50, y: 50), radius: 40, count: 100)], rule: .winding)
    XCTAssertLessThanOrEqual(traps.count, 100)
  }

  func testInsidenessMatchesWindingNumber() {
    let square = { (x: CGFloat, y: CGFloat, size: CGFloat, clockwise: Bool) -> [CGPoint] in
      let ring = [
        CGPoint(x: x, y: y), CGPoint(x: x + size, y: y), CGPoint(x: x + size, y: y + size),
        CGPoint(x: x, y: y + size),
      ]
      return clockwise ? ring : ring.reversed()
    }
    let pentagram = (0..<5).map { i -> CGPoint in
      let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
      return CGPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
    }
    var cases: [(String, [[CGPoint]])] = [
      ("pentagram", [pentagram]),
      ("same orientation", [square(10, 10, 40, true), square(30, 25, 40, true)]),
      ("opposite orientation", [square(10, 10, 40, true), square(30, 25, 40, false)]),
      ("hole", [square(10, 10, 60, true), square(30, 30, 20, false)]),
      ("hole, same orientation", [square(10, 10, 60, true), square(30, 30, 20, true)]),
    ]
    var generator = SeededGenerator(state: 42)
    for n in 0..<7 {
      let ring = (0..<(n < 5 ? 8 : 30)).map { _ in
        CGPoint(
          x: CGFloat.random(in: 0...100, using: &generator),
          y: CGFloat.random(in: 0...100, using: &generator))
      }
      cases.append(("random \(n)", [ring]))
    }
    for (name, polygons) in cases {
      for rule in [CGPathFillRule.winding, .evenOdd] {
        let traps = PathTessellator.trapezoids(of: polygons, rule: rule)
        var checked = 0
        for _ in 0..<3000 {
          let p = CGPoint(
            x: CGFloat.random(in: -5...105, using: &generator),
            y: CGFloat.random(in: -5...105, using: &generator))
          guard distance(from: p, to: polygons) > 1e-6 else { continue }
          let hits = traps.filter { contains($0, p) }.count
          XCTAssertLessThanOrEqual(hits, 1, "\(name) \(rule): overlap at \(p)")
          let winding = windingNumber(of: p, in: polygons)
          let expected = rule == .winding ? winding != 0 : winding & 1 != 0
          XCTAssertEqual(hits == 1, expected, "\(name) \(rule) at \(p)")
          checked += 1
        }
        XCTAssertGreaterThan(checked, 2900)
      }
    }
  }

  func testPentagramCentreDependsOnRule() {
    let pentagram = (0..<5).map { i -> CGPoint in
      let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
      return CGPoint(x: 50 + 40 * cos(angle), y: 50 + 40 * sin(angle))
    }
    let centre = CGPoint(x: 50, y: 50)
    let winding = PathTessellator.trapezoids(of: [pentagram], rule: .winding)
    let evenOdd = PathTessellator.trapezoids(of: [pentagram], rule: .evenOdd)
    XCTAssertEqual(winding.filter { contains($0, centre) }.count, 1)
    XCTAssertEqual(evenOdd.filter { contains($0, centre) }.count, 0)
  }

  func testNonFiniteAndDegenerateInputGiveNothing() {
    let bad = [CGPoint(x: 0, y: 0), CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 10, y: 10)]
    XCTAssertEqual(PathTessellator.trapezoids(of: [bad], rule: .winding), [])
    let flat = [CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5), CGPoint(x: 20, y: 5)]
    XCTAssertEqual(PathTessellator.trapezoids(of: [flat], rule: .winding), [])
    XCTAssertEqual(PathTessellator.trapezoids(of: [], rule: .evenOdd), [])
  }

  func testThousandPointStarTiming() {
    var generator = SeededGenerator(state: 7)
    let ring = (0..<1000).map { i -> CGPoint in
      let angle = Double(i) * 2 * Double.pi / 1000
      let radius = Double.random(in: 100...400, using: &generator)
      return CGPoint(x: 500 + radius * cos(angle), y: 500 + radius * sin(angle))
    }
    let start = Date()
    var traps: [Trapezoid] = []
    for _ in 0..<10 {
      traps = PathTessellator.trapezoids(of: [ring], rule: .winding)
    }
    let elapsed = Date().timeIntervalSince(start) / 10
    print(
      "PathTessellator: 1,000-point star, \(traps.count) trapezoids, "
        + String(format: "%.2f ms", elapsed * 1000))
    XCTAssertEqual(totalArea(traps), abs(shoelace(ring)), accuracy: 1e-3)
  }

  // MARK: Blur

  func testBlurPreservesSumAwayFromEdges() {
    let size = 100
    var mask = [UInt8](repeating: 0, count: size * size)
    for y in 0..<size {
      for x in 0..<size where hypot(Double(x - 50), Double(y - 50)) < 20 {
        mask[y * size + x] = 200
      }
    }
    let out = GaussianBlur.blurred(mask, width: size, height: size, sigma: 4)
    let before = mask.reduce(0) { $0 + Int($1) }
    let after = out.reduce(0) { $0 + Int($1) }
    XCTAssertEqual(Double(after), Double(before), accuracy: Double(before) * 0.01)
  }

  func testBlurOfSymmetricInputIsSymmetric() {
    let size = 41
    var mask = [UInt8](repeating: 0, count: size * size)
    for y in 15...25 {
      for x in 12...28 { mask[y * size + x] = 255 }
    }
    let out = GaussianBlur.blurred(mask, width: size, height: size, sigma: 3)
    for y in 0..<size {
      for x in 0..<size {
        XCTAssertEqual(out[y * size + x], out[y * size + (size - 1 - x)])
        XCTAssertEqual(out[y * size + x], out[(size - 1 - y) * size + x])
      }
    }
  }

  /// The blur is the Gaussian convolution as defined, pixel by pixel (outside the mask counts
  /// as zero), to the bit: masks narrower and shorter than the kernel too.
  func testBlurIsTheConvolutionPixelByPixel() {
    var seed: UInt32 = 7
    func next() -> UInt32 {
      seed = seed &* 1_664_525 &+ 1_013_904_223
      return seed >> 8
    }
    for (width, height, sigma) in [(37, 23, 2.5), (5, 40, 4.0), (60, 3, 1.2), (1, 1, 8.0)] {
      let mask = (0..<width * height).map { _ in UInt8(truncatingIfNeeded: next()) }
      let radius = GaussianBlur.padding(forSigma: sigma)
      let raw = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
      let kernel = raw.map { Float($0 / raw.reduce(0, +)) }
      func tap(_ values: [Float], _ index: (Int) -> Int, at i: Int, count: Int) -> Float {
        var sum: Float = 0
        for j in max(0, i - radius)...min(count - 1, i + radius) {
          sum += values[index(j)] * kernel[j - i + radius]
        }
        return sum
      }
      let floats = mask.map(Float.init)
      var rows = [Float](repeating: 0, count: width * height)
      for y in 0..<height {
        for x in 0..<width {
          rows[y * width + x] = tap(floats, { y * width + $0 }, at: x, count: width)
        }
      }
      var expected = [UInt8](repeating: 0, count: width * height)
      for y in 0..<height {
        for x in 0..<width {
          let value = tap(rows, { $0 * width + x }, at: y, count: height)
          expected[y * width + x] = UInt8(min(255, max(0, value + 0.5)))
        }
      }
      XCTAssertEqual(
        GaussianBlur.blurred(mask, width: width, height: height, sigma: sigma), expected,
        "\(width) × \(height), σ \(sigma)")
    }
  }

  func testZeroSigmaIsIdentity() {
    let mask: [UInt8] = [0, 10, 20, 255, 7, 9]
    XCTAssertEqual(GaussianBlur.blurred(mask, width: 3, height: 2, sigma: 0), mask)
    XCTAssertEqual(GaussianBlur.padding(forSigma: 0), 0)
    XCTAssertEqual(GaussianBlur.padding(forSigma: 2.1), 7)
  }

  func testPointSpreadsToGaussianKernel() {
    let sigma = 1.0
    let size = 21
    var mask = [UInt8](repeating: 0, count: size * size)
    mask[10 * size + 10] = 255
    let out = GaussianBlur.blurred(mask, width: size, height: size, sigma: sigma)
    let centre = Double(out[10 * size + 10])
    let neighbour = Double(out[10 * size + 11])
    XCTAssertGreaterThan(neighbour, 0)
    XCTAssertEqual(centre / neighbour, exp(1 / (2 * sigma * sigma)), accuracy: 0.05)
    XCTAssertEqual(out[10 * size + 9], out[10 * size + 11])
    XCTAssertEqual(out[9 * size + 10], out[11 * size + 10])
  }

  func testBlurTiming() {
    let size = 600
    var mask = [UInt8](repeating: 0, count: size * size)
    for y in 100..<500 {
      for x in 100..<500 { mask[y * size + x] = 255 }
    }
    let start = Date()
    let out = GaussianBlur.blurred(mask, width: size, height: size, sigma: 10)
    print(
      "GaussianBlur: 600x600 at sigma 10, "
        + String(format: "%.1f ms", Date().timeIntervalSince(start) * 1000))
    XCTAssertEqual(out.count, mask.count)
  }

  // MARK: Helpers

  private func circle(center: CGPoint, radius: CGFloat, count: Int) -> [CGPoint] {
    (0..<count).map { i in
      let angle = CGFloat(i) * 2 * .pi / CGFloat(count)
      return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
  }

  private func star(points: Int, inner: CGFloat, outer: CGFloat, center: CGPoint) -> [CGPoint] {
    (0..<(2 * points)).map { i in
      let angle = CGFloat(i) * .pi / CGFloat(points)
      let radius = i.isMultiple(of: 2) ? outer : inner
      return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
  }

  private func shoelace(_ ring: [CGPoint]) -> CGFloat {
    var sum: CGFloat = 0
    for i in ring.indices {
      let a = ring[i]
      let b = ring[(i + 1) % ring.count]
      sum += a.x * b.y - b.x * a.y
    }
    return sum / 2
  }

  private func totalArea(_ traps: [Trapezoid]) -> CGFloat {
    traps.reduce(0) { sum, t in
      let topWidth = t.right.x(atY: t.top) - t.left.x(atY: t.top)
      let bottomWidth = t.right.x(atY: t.bottom) - t.left.x(atY: t.bottom)
      return sum + (t.bottom - t.top) * (topWidth + bottomWidth) / 2
    }
  }

  /// Whether `p` is in the trapezoid, counting top and left edges in and bottom and right out.
  private func contains(_ t: Trapezoid, _ p: CGPoint) -> Bool {
    guard p.y >= t.top, p.y < t.bottom else { return false }
    return p.x >= t.left.x(atY: p.y) && p.x < t.right.x(atY: p.y)
  }

  private func windingNumber(of p: CGPoint, in polygons: [[CGPoint]]) -> Int {
    polygons.reduce(0) { $0 + Polyline(points: $1, isClosed: true).windingNumber(of: p) }
  }

  private func distance(from p: CGPoint, to polygons: [[CGPoint]]) -> CGFloat {
    var best = CGFloat.infinity
    for ring in polygons {
      for i in ring.indices {
        let a = ring[i]
        let b = ring[(i + 1) % ring.count]
        let dx = b.x - a.x
        let dy = b.y - a.y
        let lengthSquared = dx * dx + dy * dy
        let t =
          lengthSquared > 0
          ? max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared)) : 0
        best = min(best, hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)))
      }
    }
    return best
  }
}
