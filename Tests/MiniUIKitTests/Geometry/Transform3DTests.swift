import XCTest

@_spi(Host) @testable import MiniUIKit

final class Transform3DTests: XCTestCase {
  private func assertClose(
    _ a: CATransform3D, _ b: CATransform3D, accuracy: CGFloat = 1e-9,
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    // Homogeneous: a matrix and its multiples are the same transform.
    let rowsA = a.rows.map { $0.map { $0 / a.m44 } }
    let rowsB = b.rows.map { $0.map { $0 / b.m44 } }
    for (rowA, rowB) in zip(rowsA, rowsB) {
      for (x, y) in zip(rowA, rowB) {
        XCTAssertEqual(x, y, accuracy: accuracy, file: file, line: line)
      }
    }
  }

  func testDecompositionRoundTrips() {
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    let samples = [
      CATransform3DIdentity,
      CATransform3DMakeTranslation(10, -20, 30),
      CATransform3DMakeScale(2, 0.5, 1),
      CATransform3DMakeRotation(.pi / 3, 0, 1, 0),
      CATransform3DRotate(perspective, .pi / 4, 0, 1, 0),
      CATransform3DTranslate(CATransform3DRotate(perspective, -.pi / 5, 1, 0.3, 0), 40, 0, -12),
      CATransform3DScale(CATransform3DMakeRotation(2, 0.2, 0.4, 1), 1.5, 1.5, 1),
      CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 3, ty: 4)),
    ]
    for transform in samples {
      assertClose(CATransform3D(animatableData: transform.animatableData), transform)
    }
  }

  func testRotationAboutZMatchesTheAffineRotation() {
    let affine = CGAffineTransform(rotationAngle: 0.7)
    assertClose(CATransform3DMakeRotation(0.7, 0, 0, 1), CATransform3DMakeAffineTransform(affine))
    XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeRotation(0.7, 0, 0, 1)))
    XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeRotation(0.7, 0, 1, 0)))
  }

  func testConcatAppliesTheLeftTransformFirst() {
    let moveThenScale = CATransform3DConcat(
      CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
    XCTAssertEqual(moveThenScale.m41, 20)
    XCTAssertEqual(CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0).m41, 20)
  }

  func testInvertUndoesTheTransform() {
    var t = CATransform3DRotate(CATransform3DMakeTranslation(5, 6, 7), 0.5, 1, 1, 0)
    t.m34 = -0.002
    assertClose(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity)
  }

  func testPerspectiveProjectionShrinksTheFarSide() {
    var t = CATransform3DIdentity
    t.m34 = -1 / 500
    t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
    let projection = t.planeProjection
    // Rotating about y by +45°: the right edge goes away from the viewer, the left one comes
    // closer; the far side draws shorter.
    let right = projection.apply(CGPoint(x: 100, y: 100))
    let left = projection.apply(CGPoint(x: -100, y: 100))
    XCTAssertLessThan(right.y, left.y)
    XCTAssertEqual(right.x, -left.x * right.y / left.y, accuracy: 1e-9)
    let inverse = projection.inverted()!
    let back = inverse.apply(right)
    XCTAssertEqual(back.x, 100, accuracy: 1e-9)
    XCTAssertEqual(back.y, 100, accuracy: 1e-9)
  }
}
