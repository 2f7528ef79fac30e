import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit
@_spi(Host) @testable import X11Host

/// Shapes drawn again through the same transform are tessellated once; the least recently
/// drawn are forgotten first.
@MainActor
final class TessellatedShapesTests: XCTestCase {
  private func triangle(_ size: CGFloat) -> ShapeDrawing {
    .filled(
      [
        .moveTo(.zero), .lineTo(CGPoint(x: size, y: 0)), .lineTo(CGPoint(x: 0, y: size)),
        .closeSubpath,
      ], color: .black)
  }

  func testAShapeIsTessellatedOnceForATransform() async {
    var cache = TessellatedShapes()
    var made = 0
    func trapezoids(_ shape: ShapeDrawing, _ transform: CGAffineTransform) -> [Trapezoid] {
      cache.trapezoids(of: shape, transform: transform) {
        made += 1
        return (XRenderPainter.fillTrapezoids(of: shape, transform: transform), [])
      }.fill
    }
    let first = trapezoids(triangle(10), .identity)
    XCTAssertFalse(first.isEmpty)
    XCTAssertEqual(trapezoids(triangle(10), .identity), first)
    XCTAssertEqual(made, 1, "kept")
    _ = trapezoids(triangle(10), CGAffineTransform(translationX: 1, y: 0))
    _ = trapezoids(triangle(11), .identity)
    XCTAssertEqual(made, 3, "another transform, another shape: made anew")
    // Filled past its capacity with others, the first is forgotten.
    for size in 0..<TessellatedShapes.capacity {
      _ = trapezoids(triangle(20 + CGFloat(size)), .identity)
    }
    _ = trapezoids(triangle(10), .identity)
    XCTAssertEqual(made, 3 + TessellatedShapes.capacity + 1)
  }
}
