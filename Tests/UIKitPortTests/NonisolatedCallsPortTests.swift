@_spi(Host) import MiniUIKit
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

/// How long a fade should take: none when the user asked for less motion.
func fadeDuration() -> TimeInterval {
  UIAccessibility.isReduceMotionEnabled ? 0 : 0.3
}

final class NonisolatedCallsPortTests: XCTestCase {
  /// Called from a test method, which is not isolated to the main actor.
  func testTheCallsRunOutsideTheMainActor() {
    XCTAssertEqual(fadeAnimation().duration, 0.3)
    XCTAssertEqual(fadeAnimation().keyPath, "opacity")
    XCTAssertTrue(makeListLayout() is UICollectionViewCompositionalLayout)
    XCTAssertNil(Theme(logo: UIImage(named: "no such picture")).logo)
  }

  /// The reduce-motion setting reads the application's, from a thread of its own too.
  func testReduceMotionIsReadableOffTheMainThread() {
    XCTAssertEqual(fadeDuration(), 0.3)
    MainActor.assumeIsolated { UIApplication.shared.hostReduceMotionDidChange(isEnabled: true) }
    defer {
      MainActor.assumeIsolated { UIApplication.shared.hostReduceMotionDidChange(isEnabled: false) }
    }
    let read = expectation(description: "read on another thread")
    Thread.detachNewThread {
      XCTAssertEqual(fadeDuration(), 0)
      read.fulfill()
    }
    wait(for: [read], timeout: 5)
  }
}
