import Foundation
import XCTest

@testable import MiniUIKit

/// The page curl's model (see `PageCurl`), checked against values worked out by hand for a
/// page 400 points wide and a radius of at most 40.
final class PageCurlTests: XCTestCase {
  private let width: CGFloat = 400

  func testFlatAtRestAndTurnedRightOverAtTheEnd() {
    let rest = PageCurl(width: width, travel: 0)
    XCTAssertEqual(rest.radius, 0)
    XCTAssertEqual(rest.place(300).at, 300)
    XCTAssertFalse(rest.place(399).showsBack)
    let turned = PageCurl(width: width, travel: 2 * width)
    XCTAssertEqual(turned.progress, 1)
    XCTAssertEqual(turned.radius, 0)
    for u: CGFloat in [1, 100, 400] {
      XCTAssertEqual(turned.place(u).at, -u, accuracy: 1e-9, "mirrored beyond the spine")
      XCTAssertTrue(turned.place(u).showsBack)
    }
  }

  func testTheFreeEdgeStaysUnderThePointer() {
    for travel: CGFloat in [10, 60, 125.6, 200, 400, 700, 790] {
      let curl = PageCurl(width: width, travel: travel)
      XCTAssertEqual(curl.place(width).at, width - travel, accuracy: 1e-6, "travel \(travel)")
    }
  }

  func testHalfWayTheCylinderHasItsFullRadius() {
    let curl = PageCurl(width: width, travel: 400)
    XCTAssertEqual(curl.radius, 40)
    // a = 400 − (400 + 40π)/2 = 200 − 20π
    let axis = 200 - 20 * CGFloat.pi
    XCTAssertEqual(curl.axis, axis, accuracy: 1e-9)
    XCTAssertEqual(curl.place(axis - 1).at, axis - 1, "flat before the axis")
    // A quarter turn on: straight up, 40 past the axis and 40 high, edge-on.
    let quarter = curl.place(axis + 20 * .pi)
    XCTAssertEqual(quarter.at, axis + 40, accuracy: 1e-9)
    XCTAssertEqual(quarter.height, 40, accuracy: 1e-9)
    XCTAssertEqual(curl.shading(axis + 20 * .pi), 1, accuracy: 1e-9)
    // Half a turn on: back over the axis, 80 high, and flat on top beyond.
    let half = curl.place(axis + 40 * .pi + 50)
    XCTAssertEqual(half.at, axis - 50, accuracy: 1e-9)
    XCTAssertEqual(half.height, 80)
    XCTAssertTrue(half.showsBack)
    XCTAssertEqual(curl.outerEdge, axis + 40, accuracy: 1e-9)
  }

  func testTheRadiusShrinksNearBothEnds() {
    XCTAssertEqual(PageCurl(width: width, travel: 31.4).radius, 31.4 / .pi, accuracy: 1e-9)
    XCTAssertEqual(PageCurl(width: width, travel: 780).radius, 20 / .pi, accuracy: 1e-9)
    XCTAssertEqual(PageCurl(width: width, travel: -5).travel, 0, "held within the turn")
  }
}
