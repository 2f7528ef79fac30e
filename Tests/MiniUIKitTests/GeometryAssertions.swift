import Foundation
@_spi(Host) import MiniUIKit
import XCTest

/// Tolerance of the geometry assertions unless a test says otherwise.
let accuracy: CGFloat = 1e-9

/// Asserts each of the six components of a transform.
func assertEqual(
  _ t: CGAffineTransform, _ expected: CGAffineTransform, accuracy: CGFloat = accuracy,
  file: StaticString = #filePath, line: UInt = #line
) {
  let pairs: [(String, CGFloat, CGFloat)] = [
    ("a", t.a, expected.a), ("b", t.b, expected.b), ("c", t.c, expected.c),
    ("d", t.d, expected.d), ("tx", t.tx, expected.tx), ("ty", t.ty, expected.ty),
  ]
  for (name, actual, wanted) in pairs {
    XCTAssertEqual(actual, wanted, accuracy: accuracy, "\(name) of \(t)", file: file, line: line)
  }
}

func assertEqual(
  _ p: CGPoint, _ expected: CGPoint, accuracy: CGFloat = accuracy,
  file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(p.x, expected.x, accuracy: accuracy, "x of \(p)", file: file, line: line)
  XCTAssertEqual(p.y, expected.y, accuracy: accuracy, "y of \(p)", file: file, line: line)
}

/// Asserts origin and size; a nil rect fails.
func assertEqual(
  _ r: CGRect?, _ expected: CGRect, accuracy: CGFloat = accuracy, _ message: String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  guard let r else { return XCTFail("no rect, expected \(expected)", file: file, line: line) }
  for (name, actual, wanted) in [
    ("minX", r.minX, expected.minX), ("minY", r.minY, expected.minY),
    ("width", r.width, expected.width), ("height", r.height, expected.height),
  ] {
    XCTAssertEqual(
      actual, wanted, accuracy: accuracy, "\(name) of \(r) \(message)", file: file, line: line)
  }
}

extension UIColor {
  /// The colour as drawn in light mode: what a display list holds of a dynamic colour.
  var inLight: UIColor { resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) }
}
