import Foundation
import Logging
import XCTest

@_spi(Host) @testable import MiniUIKit

/// UIKit's console messages go to the environment's log, in UIKit's words: a test installs a
/// recording log and reads them.
@MainActor
final class ConsoleMessageTests: PresentationTestCase {
  private let messages = RecordingLogHandler.Messages()

  nonisolated override func setUp() {
    super.setUp()
    let messages = messages
    MainActor.assumeIsolated {
      UIApplication.shared.environment.logger = Logger(label: "test") { _ in
        RecordingLogHandler(messages: messages)
      }
    }
  }

  func testAPresentationDuringAnotherIsRefusedInUIKitsWords() async throws {
    let a = UIViewController()
    makeWindow(root: a)
    let b = UIViewController()
    let c = UIViewController()
    a.present(b, animated: true)
    a.present(c, animated: true)
    XCTAssertEqual(
      messages.warnings,
      [
        "Attempt to present \(objectName(c)) on \(objectName(a)) while a presentation of "
          + "\(objectName(b)) is in progress"
      ])
    advance(seconds: 0.6)
    a.present(c, animated: true)
    XCTAssertEqual(
      messages.warnings.last,
      "Attempt to present \(objectName(c)) on \(objectName(a)), which is already presenting "
        + "\(objectName(b))")
    XCTAssertEqual(messages.all.map(\.level), [.warning, .warning])
  }

  func testUnbalancedAppearanceCallsAreReported() async throws {
    let child = UIViewController()
    child.endAppearanceTransition()
    child.beginAppearanceTransition(true, animated: false)
    child.beginAppearanceTransition(true, animated: false)
    child.endAppearanceTransition()
    let unbalanced = "Unbalanced calls to begin/end appearance transitions for \(objectName(child))"
    XCTAssertEqual(messages.warnings, [unbalanced, unbalanced])
    XCTAssertTrue(child.isVisible, "the balanced pair still took effect")
  }

  /// One call puts back everything a host provides: the clock, the text measurer, the image
  /// decoder, the scale and the log.
  func testANewEnvironmentResetsWhatTheHostProvided() async throws {
    let clock = AnimationClock(mode: .virtual)
    UIApplication.shared.environment.clock = clock
    UIApplication.shared.environment.screenScale = 2
    XCTAssertTrue(UIApplication.shared.clock === clock)
    XCTAssertEqual(UIScreen.main.scale, 2)
    XCTAssertNil(UIImage(contentsOfFile: "/nonexistent.png"))
    XCTAssertNil(UIImage(contentsOfFile: "/nonexistent.png"))
    XCTAssertEqual(messages.all.count, 1, "reported once")
    UIApplication.shared.environment = HostEnvironment()
    XCTAssertFalse(UIApplication.shared.clock === clock)
    XCTAssertEqual(UIScreen.main.scale, 1)
    XCTAssertTrue(UIApplication.shared.environment.textMeasurer is ApproximateTextMeasurer)
    XCTAssertNil(UIApplication.shared.environment.imageDecoder)
  }
}
