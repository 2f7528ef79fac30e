import Foundation
import XCTest

@_spi(Host) @testable import MiniUIKit

final class GeometryTests: XCTestCase {
  // MARK: Basic transforms

  func testIdentityLeavesPointsAlone() {
    let t = CGAffineTransform.identity
    XCTAssertEqual(t, CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
    XCTAssertTrue(t.isIdentity)
    XCTAssertEqual(CGPoint(x: 3, y: -7).applying(t), CGPoint(x: 3, y: -7))
    XCTAssertFalse(CGAffineTransform(translationX: 1, y: 0).isIdentity)
  }

  func testTranslationMovesPointsButNotSizes() {
    let t = CGAffineTransform(translationX: 10, y: -4)
    XCTAssertEqual(CGPoint(x: 1, y: 2).applying(t), CGPoint(x: 11, y: -2))
    XCTAssertEqual(CGSize(width: 5, height: 6).applying(t), CGSize(width: 5, height: 6))
  }

  func testScaleMultipliesCoordinates() {
    let t = CGAffineTransform(scaleX: 2, y: 3)
    XCTAssertEqual(CGPoint(x: 4, y: 5).applying(t), CGPoint(x: 8, y: 15))
    XCTAssertEqual(CGSize(width: 4, height: 5).applying(t), CGSize(width: 8, height: 15))
    XCTAssertEqual(t.scale.x, 2, accuracy: accuracy)
    XCTAssertEqual(t.scale.y, 3, accuracy: accuracy)
  }

  func testPositiveRotationIsClockwiseOnYDownScreen() {
    let quarter = CGAffineTransform(rotationAngle: .pi / 2)
    // x axis → y axis (down), y axis (down) → −x axis (left): clockwise on screen.
    assertEqual(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1))
    assertEqual(CGPoint(x: 0, y: 1).applying(quarter), CGPoint(x: -1, y: 0))
    let eighth = CGAffineTransform(rotationAngle: .pi / 4)
    let h = (0.5 as CGFloat).squareRoot()
    assertEqual(CGPoint(x: 2, y: 0).applying(eighth), CGPoint(x: 2 * h, y: 2 * h))
    XCTAssertFalse(quarter.isAxisAligned)
    XCTAssertTrue(CGAffineTransform(scaleX: 2, y: 5).isAxisAligned)
  }

  func testRotationIsScaleFree() {
    let t = CGAffineTransform(rotationAngle: 0.7)
    XCTAssertEqual(t.scale.x, 1, accuracy: accuracy)
    XCTAssertEqual(t.scale.y, 1, accuracy: accuracy)
    XCTAssertEqual(t.determinant, 1, accuracy: accuracy)
  }

  // MARK: Composition

  func testConcatenatingAppliesReceiverFirst() {
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let move = CGAffineTransform(translationX: 10, y: 0)
    let p = CGPoint(x: 1, y: 1)
    // Scale then move: (2, 2) + (10, 0).
    XCTAssertEqual(p.applying(scale.concatenating(move)), CGPoint(x: 12, y: 2))
    // Move then scale: (11, 1) · 2.
    XCTAssertEqual(p.applying(move.concatenating(scale)), CGPoint(x: 22, y: 2))
  }

  func testConcatenationMatchesSequentialApplication() {
    let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let t2 = CGAffineTransform(a: -2, b: 0.5, c: 1.5, d: 3, tx: -7, ty: 8)
    let p = CGPoint(x: 0.25, y: -3)
    assertEqual(p.applying(t1.concatenating(t2)), p.applying(t1).applying(t2))
    assertEqual(p.applying(t2.concatenating(t1)), p.applying(t2).applying(t1))
  }

  func testRotationThenTranslation() {
    let t = CGAffineTransform(rotationAngle: .pi / 2)
      .concatenating(CGAffineTransform(translationX: 5, y: 0))
    // (1, 0) → rotated (0, 1) → moved (5, 1).
    assertEqual(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 5, y: 1))
  }

  func testTranslatedByAppliesBeforeReceiver() {
    let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 5)
    // CGAffineTransformTranslate: translate in the scaled space, i.e. first.
    XCTAssertEqual(CGPoint.zero.applying(t), CGPoint(x: 20, y: 10))
    XCTAssertEqual(t, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 10))
  }

  func testScaledByAppliesBeforeReceiver() {
    let t = CGAffineTransform(translationX: 10, y: 5).scaledBy(x: 3, y: 2)
    // Scale first, then the receiver's translation: (1, 1) → (3, 2) → (13, 7).
    XCTAssertEqual(CGPoint(x: 1, y: 1).applying(t), CGPoint(x: 13, y: 7))
    XCTAssertEqual(t, CGAffineTransform(a: 3, b: 0, c: 0, d: 2, tx: 10, ty: 5))
  }

  func testRotatedAppliesBeforeReceiver() {
    let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
    // Rotate first: (1, 0) → (0, 1) → (10, 1). The other order would give (0, 11).
    assertEqual(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 1))
    let s = CGAffineTransform(scaleX: 2, y: 1).rotated(by: .pi / 2)
    // Rotate then stretch x: (0, 1) → (−1, 0) → (−2, 0).
    assertEqual(CGPoint(x: 0, y: 1).applying(s), CGPoint(x: -2, y: 0))
  }

  // MARK: Inversion

  func testInverseUndoesTransform() {
    let t = CGAffineTransform(scaleX: 2, y: -0.5).rotated(by: 0.3).translatedBy(x: 4, y: -9)
    assertEqual(t.concatenating(t.inverted()), .identity)
    assertEqual(t.inverted().concatenating(t), .identity)
    let p = CGPoint(x: 12, y: -3)
    assertEqual(p.applying(t).applying(t.inverted()), p)
  }

  func testInverseOfSimpleTransforms() {
    assertEqual(
      CGAffineTransform(translationX: 3, y: -4).inverted(),
      CGAffineTransform(translationX: -3, y: 4))
    assertEqual(
      CGAffineTransform(scaleX: 4, y: 0.5).inverted(), CGAffineTransform(scaleX: 0.25, y: 2))
    assertEqual(
      CGAffineTransform(rotationAngle: 0.8).inverted(), CGAffineTransform(rotationAngle: -0.8))
    let general = CGAffineTransform(a: 2, b: 1, c: 1, d: 1, tx: 3, ty: 4)
    // det = 1; inverse matrix [[1, −1], [−1, 2]]; −t·M⁻¹ = (−(3·1 + 4·−1), −(3·−1 + 4·2)).
    assertEqual(general.inverted(), CGAffineTransform(a: 1, b: -1, c: -1, d: 2, tx: 1, ty: -5))
  }

  func testSingularInverseReturnsSelf() {
    let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
    XCTAssertEqual(singular.determinant, 0)
    XCTAssertEqual(singular.inverted(), singular)
    let zeroScale = CGAffineTransform(scaleX: 0, y: 1)
    XCTAssertEqual(zeroScale.inverted(), zeroScale)
  }

  // MARK: Applying

  func testSizeIgnoresTranslationAndMayBeNegative() {
    let t = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 100, y: 100)
    let size = CGSize(width: 10, height: 20).applying(t)
    // (w, h) → (−h, w) for a quarter turn.
    XCTAssertEqual(size.width, -20, accuracy: accuracy)
    XCTAssertEqual(size.height, 10, accuracy: accuracy)
  }

  func testRectAppliesAsBoundingBox() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
    assertEqual(
      rect.applying(CGAffineTransform(translationX: 5, y: 6)),
      CGRect(x: 5, y: 6, width: 10, height: 20))
    assertEqual(
      rect.applying(CGAffineTransform(scaleX: -2, y: 1)),
      CGRect(x: -20, y: 0, width: 20, height: 20))
    // Quarter turn: corners (0,0) (10,0) (10,20) (0,20) → (0,0) (0,10) (−20,10) (−20,0).
    assertEqual(
      rect.applying(CGAffineTransform(rotationAngle: .pi / 2)),
      CGRect(x: -20, y: 0, width: 20, height: 10))
    // 45°: a 10×10 square centred on the origin becomes a diamond of diagonal 10·√2.
    let square = CGRect(x: -5, y: -5, width: 10, height: 10)
    let diagonal = 10 * (2 as CGFloat).squareRoot()
    assertEqual(
      square.applying(CGAffineTransform(rotationAngle: .pi / 4)),
      CGRect(x: -diagonal / 2, y: -diagonal / 2, width: diagonal, height: diagonal))
  }

  func testNullRectStaysNull() {
    XCTAssertTrue(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
  }

  // MARK: Animatable decomposition

  func testAnimatableDataRoundTripsRotationScaleTranslation() {
    let cases: [CGAffineTransform] = [
      .identity,
      CGAffineTransform(scaleX: 2, y: 3).rotated(by: 0.6).translatedBy(x: 7, y: -4),
      CGAffineTransform(rotationAngle: 2.5).concatenating(CGAffineTransform(scaleX: 0.5, y: 0.5))
        .concatenating(CGAffineTransform(translationX: -30, y: 12)),
      CGAffineTransform(translationX: 100, y: 50).scaledBy(x: -1, y: 2).rotated(by: -1.2),
      CGAffineTransform(scaleX: 1.5, y: 0.25),
      // Rotation followed by a non-uniform scale has a shear component.
      CGAffineTransform(rotationAngle: 0.4).concatenating(CGAffineTransform(scaleX: 3, y: 1)),
    ]
    for t in cases {
      assertEqual(CGAffineTransform(animatableData: t.animatableData), t)
    }
  }

  func testAnimatableDataComponents() {
    let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(
      CGAffineTransform(rotationAngle: 0.5)
    ).concatenating(CGAffineTransform(translationX: 7, y: 8))
    let v = t.animatableData
    XCTAssertEqual(v.count, 6)
    // (tx, ty, scaleX, scaleY, rotation, shear)
    XCTAssertEqual(v[0], 7, accuracy: 1e-9)
    XCTAssertEqual(v[1], 8, accuracy: 1e-9)
    XCTAssertEqual(v[2], 2, accuracy: 1e-9)
    XCTAssertEqual(v[3], 3, accuracy: 1e-9)
    XCTAssertEqual(v[4], 0.5, accuracy: 1e-9)
    XCTAssertEqual(v[5], 0, accuracy: 1e-9)
  }

  // MARK: CGRect helpers

  func testRectCenterAndInitCenter() {
    let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
    XCTAssertEqual(rect.center, CGPoint(x: 25, y: 40))
    XCTAssertEqual(
      CGRect(center: CGPoint(x: 25, y: 40), size: CGSize(width: 30, height: 40)), rect)
    XCTAssertEqual(
      CGRect(center: .zero, size: CGSize(width: 4, height: 6)),
      CGRect(x: -2, y: -3, width: 4, height: 6))
  }

  func testRectCorners() {
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    XCTAssertEqual(
      rect.corners,
      [CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6)])
  }

  func testInsetByEdgeInsets() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    XCTAssertEqual(rect.inset(by: insets), CGRect(x: 2, y: 1, width: 94, height: 46))
    XCTAssertEqual(rect.inset(by: .zero), rect)
    let outset = UIEdgeInsets(top: -5, left: -5, bottom: -5, right: -5)
    XCTAssertEqual(rect.inset(by: outset), CGRect(x: -5, y: -5, width: 110, height: 60))
  }

  // MARK: Colours

  func testNamedGrays() {
    XCTAssertEqual(UIColor.lightGray, UIColor(red: 2.0 / 3.0, green: 2.0 / 3.0, blue: 2.0 / 3.0))
    XCTAssertEqual(UIColor.darkGray.red, 1.0 / 3.0, accuracy: accuracy)
    XCTAssertEqual(UIColor.gray.green, 0.5)
    XCTAssertEqual(UIColor.white, UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    XCTAssertEqual(UIColor.black, UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    XCTAssertEqual(UIColor.clear.alpha, 0)
  }

  func testNamedHues() {
    XCTAssertEqual(UIColor.red, UIColor(red: 1, green: 0, blue: 0))
    XCTAssertEqual(UIColor.yellow, UIColor(red: 1, green: 1, blue: 0))
    XCTAssertEqual(UIColor.orange, UIColor(red: 1, green: 0.5, blue: 0))
    XCTAssertEqual(UIColor.purple, UIColor(red: 0.5, green: 0, blue: 0.5))
    XCTAssertEqual(UIColor.brown, UIColor(red: 0.6, green: 0.4, blue: 0.2))
    XCTAssertEqual(UIColor.systemBlue.inLight, UIColor(red: 0, green: 122.0 / 255, blue: 1))
  }

  func testColorFromRGBAndAlpha() {
    let color = UIColor(rgb: 0xFF_8000, alpha: 0.5)
    XCTAssertEqual(color.red, 1)
    XCTAssertEqual(color.green, 128.0 / 255, accuracy: accuracy)
    XCTAssertEqual(color.blue, 0)
    XCTAssertEqual(color.alpha, 0.5)
    let faded = UIColor.red.withAlphaComponent(0.25)
    XCTAssertEqual(faded, UIColor(red: 1, green: 0, blue: 0, alpha: 0.25))
  }
}
