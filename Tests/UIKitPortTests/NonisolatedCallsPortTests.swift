import MiniUIKit
import XCTest

/// UIKit calls that UIKit code makes outside the main actor, in Swift 5 mode as most UIKit
/// code is written: this file compiling is the test.

struct Theme {
  var logo = UIImage(named: "monkey-01")
}

func fadeAnimation() -> CABasicAnimation {
  let fade = CABasicAnimation(keyPath: "opacity")
  fade.duration = 0.3
  fade.fromValue = 0
  fade.toValue = 1
  return fade
}

func makeListLayout() -> UICollectionViewLayout {
  let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
  return UICollectionViewCompositionalLayout.list(using: configuration)
}

final class NonisolatedCallsPortTests: XCTestCase {
  /// Called from a test method, which is not isolated to the main actor.
  func testTheCallsRunOutsideTheMainActor() {
    XCTAssertEqual(fadeAnimation().duration, 0.3)
    XCTAssertEqual(fadeAnimation().keyPath, "opacity")
    XCTAssertTrue(makeListLayout() is UICollectionViewCompositionalLayout)
    XCTAssertNil(Theme(logo: UIImage(named: "no such picture")).logo)
  }
}
