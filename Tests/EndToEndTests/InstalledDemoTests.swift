import Foundation
import TestSupport
import XCTest

/// The demo as `make install` lays it out: it says its version, the one the documentation's
/// `.package` lines give, and an installed copy started by its bare name from any folder
/// finds its pictures in `<prefix>/share/transitions-demo/assets`.
final class InstalledDemoTests: DemoProcessTestCase {
  private let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardized

  func testTheVersionIsTheOneTheDocumentationGives() throws {
    let outcome = try runDemo(["--version"])
    XCTAssertEqual(outcome.status, 0)
    let version = outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    XCTAssertNotNil(version.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/), "semantic: \(version)")
    for document in ["README.md", "Sources/MiniUIKit/MiniUIKit.docc/GettingStarted.md"] {
      let text = try String(
        contentsOf: checkout.appendingPathComponent(document), encoding: .utf8)
      XCTAssertTrue(
        text.contains("from: \"\(version)\")"), "\(document)'s .package line gives \(version)")
    }
  }

  func testAnInstalledCopyFindsItsPicturesBesideItsBinFolder() throws {
    let prefix = FileManager.default.temporaryDirectory
      .appendingPathComponent("installed-demo-\(getpid())")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let bin = prefix.appendingPathComponent("bin")
    let assets = prefix.appendingPathComponent("share/transitions-demo")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: DemoExecutable.url(), to: bin.appendingPathComponent("transitions-demo"))
    try FileManager.default.copyItem(
      at: checkout.appendingPathComponent("assets"), to: assets.appendingPathComponent("assets"))
    let screenshot = prefix.appendingPathComponent("navigation.png")

    var environment = ProcessInfo.processInfo.environment
    environment["TRANSITIONS_ASSETS"] = nil
    environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    // From a folder with no pictures, by its bare name, as a desktop starts it.
    let outcome = try ChildProcess.run(
      URL(fileURLWithPath: "/bin/sh"),
      arguments: [
        "-c", "cd / && exec transitions-demo --scene navigation --screenshot \(screenshot.path)",
      ],
      environment: environment, seconds: 30)
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    XCTAssertFalse(
      outcome.standardError.contains("cannot read image"),
      "the pictures were found: \(outcome.standardError)")
    XCTAssertTrue(FileManager.default.fileExists(atPath: screenshot.path))
  }
}
