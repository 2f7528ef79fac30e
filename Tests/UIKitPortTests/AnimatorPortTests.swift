@_spi(Host) import MiniUIKit
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
  /// The helper compiles outside any actor, and what it builds draws as it says: a red
  /// rounded card.
  func testNonisolatedHelperBuildsAView() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let card = makeCard(color: .red)
    card.center = CGPoint(x: 100, y: 100)
    window.addSubview(card)
    let fills = window.displayList().commands.compactMap { command -> (CGRect, UIColor, CGFloat)? in
      guard case .fill(let rect, let color, let radius) = command.kind else { return nil }
      return (rect.applying(command.transform), color, radius)
    }
    let drawn = fills.last
    XCTAssertEqual(drawn?.0, CGRect(x: 50, y: 70, width: 100, height: 60))
    XCTAssertEqual(drawn?.1, .red)
    XCTAssertEqual(drawn?.2, 8)
  }
}
