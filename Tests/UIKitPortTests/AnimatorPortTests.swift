import MiniUIKit
import XCTest

// UIKit code as tutorials write it, compiled in Swift 5 language mode with only the import
// changed.

/// A helper outside any actor, as Swift 5 code has many.
func makeCard(color: UIColor) -> UIView {
  let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
  card.backgroundColor = color
  card.layer.cornerRadius = 8
  return card
}

final class AnimatorPortTests: XCTestCase {
  func testNonisolatedHelperBuildsAView() {
    let card = makeCard(color: .red)
    XCTAssertEqual(card.frame.width, 100)
  }
}
