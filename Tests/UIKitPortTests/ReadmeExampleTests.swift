import Foundation
import MiniUIKit
import XCTest

/// The README's "Write your own transition" example: ReadmeExample.swift is that code block,
/// compiled as it stands, and run here.
final class ReadmeExampleTests: PortTestCase {
  func testTheExampleFadesTheSecondControllerIn() {
    let first = FirstViewController()
    show(first)
    first.showSecond()
    let second = try! XCTUnwrap(first.presentedViewController)
    advance(seconds: 0.2)
    XCTAssertEqual(second.view.layer.presentation()!.opacity, 0.5, accuracy: 0.15)
    advance(seconds: 0.3)
    XCTAssertEqual(second.view.layer.presentation()!.opacity, 1)
    XCTAssertNil(second.transitionCoordinator, "the transition completed")
  }

  func testTheExampleIsTheREADMEsCodeBlock() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let readme = try String(
      contentsOf: here.appendingPathComponent("../../README.md").standardized, encoding: .utf8)
    let example = try String(
      contentsOf: here.appendingPathComponent("ReadmeExample.swift"), encoding: .utf8)
    XCTAssertTrue(
      readme.contains("```swift\n" + example + "```"),
      "README.md's example and Tests/UIKitPortTests/ReadmeExample.swift must be the same")
  }
}
