import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

/// What a gradient layer hands the painter: its stops (spread, clamped and in order), its
/// kind and ends, and its rounded rectangle.
@MainActor
final class GradientDrawingTests: XCTestCase {
  private func drawing(_ configure: (CAGradientLayer) -> Void) throws -> GradientDrawing {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
    configure(gradient)
    window.layer.addSublayer(gradient)
    let drawings = window.displayList().commands.compactMap { command -> GradientDrawing? in
      if case .gradient(let drawing) = command.kind { return drawing }
      return nil
    }
    XCTAssertEqual(drawings.count, 1)
    return try XCTUnwrap(drawings.first)
  }

  func testColoursWithoutLocationsSpreadEvenly() async throws {
    let gradient = try drawing {
      $0.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
    }
    XCTAssertEqual(gradient.stops.map(\.location), [0, 0.5, 1])
    XCTAssertEqual(gradient.stops.map(\.color), [.red, .green, .blue])
    XCTAssertEqual(gradient.kind, .axial)
    XCTAssertEqual(gradient.start, CGPoint(x: 0.5, y: 0), "Core Animation's default start")
    XCTAssertEqual(gradient.end, CGPoint(x: 0.5, y: 1), "and end")
    XCTAssertEqual(gradient.rect, CGRect(x: 0, y: 0, width: 100, height: 50))
  }

  func testLocationsAreClampedAndKeptInOrder() async throws {
    let gradient = try drawing {
      $0.colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
      $0.locations = [-0.5, 0.8, 0.3]
    }
    XCTAssertEqual(gradient.stops.map(\.location), [0, 0.8, 0.8], "never back")
  }

  func testLocationsOfAnotherCountAreIgnored() async throws {
    let gradient = try drawing {
      $0.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
      $0.locations = [0.2]
    }
    XCTAssertEqual(gradient.stops.map(\.location), [0, 1], "as Core Animation: spread evenly")
  }

  func testRadialAndConicGradientsKeepTheirEnds() async throws {
    let radial = try drawing {
      $0.type = .radial
      $0.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
      $0.startPoint = CGPoint(x: 0.5, y: 0.5)
      $0.endPoint = CGPoint(x: 1, y: 1)
      $0.cornerRadius = 8
    }
    XCTAssertEqual(radial.kind, .radial)
    XCTAssertEqual(radial.end, CGPoint(x: 1, y: 1))
    XCTAssertEqual(radial.cornerRadius, 8)
    let conic = try drawing {
      $0.type = .conic
      $0.colors = [UIColor.white.cgColor]
    }
    XCTAssertEqual(conic.kind, .conic)
    XCTAssertEqual(conic.stops.map(\.location), [0], "one colour, one stop")
  }

  func testColoursThatAreNotColoursDrawNothingAndSaySo() async throws {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    gradient.colors = ["red", "blue"]
    window.layer.addSublayer(gradient)
    XCTAssertNil(gradient.colors)
    XCTAssertFalse(
      window.displayList().commands.contains {
        if case .gradient = $0.kind { return true }
        return false
      })
  }
}
