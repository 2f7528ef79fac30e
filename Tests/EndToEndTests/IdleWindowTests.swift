import Foundation
import XCTest

/// Once its transition is over, the demo sleeps: frames on the vblank leave no timer and no
/// pending wait behind (the last frame's completion is the last thing it hears).
final class IdleWindowTests: DemoProcessTestCase {
  func testAfterATransitionOnTheVblankTheDemoWakesUpNoMore() throws {
    let screen = try TestDisplay()
    _ = try launchDemo(on: screen, arguments: ["--scene", "bouncy", "--autoplay"])
    let answer = try settle("bouncy presented")
    XCTAssertTrue(answer.isOK, answer.line)
    // The self-check's answer written and the last completion heard (however slow a loaded
    // machine is): the count stands still for half a second.
    XCTAssertEqual(try wakeUpsWhenIdle(for: 2), 0, "no wake-up in 2 s of idle")
  }
}
