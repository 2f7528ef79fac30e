import Foundation
@_spi(Host) import MiniUIKit
import XCTest

/// The documentation's examples are code that compiles and runs: each Swift block of an
/// article that starts with `import MiniUIKit` (and is not an app's `@main` file) is a file of
/// this target, and the port tests an article names exist.
final class DocumentationExampleTests: PortTestCase {
  private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized

  private func articles() throws -> [URL] {
    let sources = root.appendingPathComponent("Sources")
    let catalogs = try FileManager.default.contentsOfDirectory(
      at: sources, includingPropertiesForKeys: nil
    ).flatMap { target in
      (try? FileManager.default.contentsOfDirectory(at: target, includingPropertiesForKeys: nil))?
        .filter { $0.pathExtension == "docc" } ?? []
    }
    return try catalogs.flatMap { catalog in
      try FileManager.default.contentsOfDirectory(at: catalog, includingPropertiesForKeys: nil)
        .filter { $0.pathExtension == "md" }
    }
  }

  func testEveryCompilableBlockIsAFileOfTheTests() throws {
    let here = root.appendingPathComponent("Tests/UIKitPortTests")
    let files =
      try [here.appendingPathComponent("ReadmeExample.swift")]
      + FileManager.default.contentsOfDirectory(
        at: here.appendingPathComponent("DocumentationExamples"), includingPropertiesForKeys: nil)
    let compiled = try Set(files.map { try String(contentsOf: $0, encoding: .utf8) })
    var checked = 0
    for article in try articles() {
      let text = try String(contentsOf: article, encoding: .utf8)
      for block in text.components(separatedBy: "```swift\n").dropFirst() {
        let code = String(block.prefix(upTo: block.range(of: "```")!.lowerBound))
        guard code.hasPrefix("import MiniUIKit\n\n"), !code.contains("@main") else { continue }
        XCTAssertTrue(
          compiled.contains(code),
          "\(article.lastPathComponent): a block is not a file of Tests/UIKitPortTests:\n\(code)")
        checked += 1
      }
    }
    XCTAssertGreaterThanOrEqual(checked, 3)
  }

  func testTheDifferencesNamePortTestsThatExist() throws {
    let article = root.appendingPathComponent(
      "Sources/MiniUIKit/MiniUIKit.docc/WhatDiffersFromUIKit.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    let tests = try FileManager.default.contentsOfDirectory(
      at: root.appendingPathComponent("Tests/UIKitPortTests"), includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "swift" }.map { try String(contentsOf: $0, encoding: .utf8) }
      .joined()
    // Names in code voice: every other piece between backticks.
    let named = text.components(separatedBy: "`").enumerated()
      .filter { $0.offset % 2 == 1 && $0.element.hasSuffix("PortTests") }.map(\.element)
    XCTAssertGreaterThanOrEqual(Set(named).count, 15)
    for name in Set(named) {
      XCTAssertTrue(tests.contains("class \(name):"), "\(name) is named but not there")
    }
  }

  /// A shown controller presenting another, `.custom`, with `delegate`; `attachBefore` runs
  /// on the second before the presentation, `attachAfter` once it is presented.
  private func present(
    with delegate: UIViewControllerTransitioningDelegate, animated: Bool = false,
    attachingBefore attachBefore: (UIViewController) -> Void = { _ in },
    after attachAfter: (UIViewController) -> Void = { _ in }
  ) -> (first: UIViewController, second: UIViewController) {
    let first = UIViewController()
    show(first)
    let second = UIViewController()
    second.modalPresentationStyle = .custom
    second.transitioningDelegate = delegate
    attachBefore(second)
    first.present(second, animated: animated)
    frame()
    attachAfter(second)
    return (first, second)
  }

  func testTheSwipeDownInteractionFollowsTheFinger() {
    let transitioning = SwipeDownTransitioningDelegate()
    let (first, second) = present(
      with: transitioning, attachingBefore: transitioning.interaction.attach(to:))
    drag(CGPoint(x: 240, y: 200), CGPoint(x: 240, y: 400), pause: 12)
    XCTAssertEqual(
      second.view.layer.presentation()!.frame.minY, 200, accuracy: 20,
      "the view follows the finger")
    advance(seconds: 1)
    XCTAssertNotNil(first.presentedViewController, "let go slowly before half way: it goes back")
    XCTAssertEqual(second.view.frame.minY, 0, accuracy: 0.5)
    drag(CGPoint(x: 240, y: 200), CGPoint(x: 240, y: 700), pause: 2)
    advance(seconds: 1)
    XCTAssertNil(first.presentedViewController, "past half way: dismissed")
  }

  /// Attached after the presentation, the app's pan still drives the dismissal, not the
  /// toolkit's drag-to-dismiss (UIKit has none for a custom presentation).
  func testTheInteractionAttachedLaterDrivesTheDismissal() {
    let transitioning = SwipeDownTransitioningDelegate()
    let (first, _) = present(with: transitioning, after: transitioning.interaction.attach(to:))
    pointer(.down, 240, 200)
    for step in 1...6 {
      frame()
      pointer(.moved, 240, 200 + CGFloat(step) * 50)
    }
    XCTAssertTrue(transitioning.interaction.isInteracting)
    XCTAssertEqual(transitioning.interaction.percentComplete, 300.0 / 800, accuracy: 0.01)
    pointer(.up, 240, 500)
    advance(seconds: 1)
    XCTAssertNil(first.presentedViewController, "flung: dismissed")
  }

  func testTheHalfSheetDimsAndATapOnTheDimDismisses() {
    let transitioning = HalfSheetTransitioningDelegate()
    let (first, second) = present(with: transitioning, animated: true)
    advance(seconds: 1)
    XCTAssertEqual(second.view.frame, CGRect(x: 0, y: 400, width: 480, height: 400))
    let dim = second.view.superview?.subviews.first
    XCTAssertEqual(dim?.alpha, 1)
    pointer(.down, 240, 100)
    pointer(.up, 240, 100)
    advance(seconds: 1)
    XCTAssertNil(first.presentedViewController)
  }
}
