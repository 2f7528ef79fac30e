import Foundation
import TestSupport
import XCTest

/// The demo as `make install` lays it out: it says its version, the one the documentation's
/// `.package` lines give, and an installed copy finds its pictures.
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

  /// scripts/install.sh (what `make install` runs) lays the demo out under a prefix; the
  /// installed copy, started by its bare name from any folder, finds its pictures there; and
  /// uninstalling removes every file it put there.
  func testInstallLaysOutTheDemoAndUninstallRemovesIt() throws {
    let work = FileManager.default.temporaryDirectory
      .appendingPathComponent("installed-demo-\(getpid())")
    defer { try? FileManager.default.removeItem(at: work) }
    // What `make dist` stages, from the debug build: the binary, its completions, and a
    // stand-in for the man page the generate-manual plugin writes.
    let stage = work.appendingPathComponent("stage")
    let staged = stage.appendingPathComponent("bin/transitions-demo")
    try FileManager.default.createDirectory(
      at: staged.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: DemoExecutable.url(), to: staged)
    let completions = [
      "bash": "share/bash-completion/completions/transitions-demo",
      "zsh": "share/zsh/site-functions/_transitions-demo",
      "fish": "share/fish/vendor_completions.d/transitions-demo.fish",
      "man": "share/man/man1/transitions-demo.1",
    ]
    for (shell, path) in completions {
      let file = stage.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      let text =
        shell == "man"
        ? ".TH TRANSITIONS-DEMO 1\n"
        : try ChildProcess.run(
          staged, arguments: ["--generate-completion-script", shell], seconds: 10
        ).standardOutput
      XCTAssertTrue(text.contains("transitions-demo") || shell == "man", "\(shell) completions")
      try text.write(to: file, atomically: true, encoding: .utf8)
    }

    let prefix = work.appendingPathComponent("destdir/usr")
    let install = checkout.appendingPathComponent("scripts/install.sh")
    let installed = try ChildProcess.run(
      install, arguments: [prefix.path, stage.path], seconds: 30)
    XCTAssertEqual(installed.status, 0, installed.standardError)
    let expected =
      ["bin/transitions-demo", "share/applications/transitions-demo.desktop"]
      + completions.values
      + [16, 24, 32, 48, 64, 128, 256].map {
        "share/icons/hicolor/\($0)x\($0)/apps/transitions-demo.png"
      }
      + (try FileManager.default.contentsOfDirectory(
        atPath: checkout.appendingPathComponent("assets").path)).map {
        "share/transitions-demo/assets/\($0)"
      }
    XCTAssertEqual(Set(files(under: prefix)), Set(expected))

    let screenshot = work.appendingPathComponent("navigation.png")
    var environment = ProcessInfo.processInfo.environment
    environment["TRANSITIONS_ASSETS"] = nil
    environment["PATH"] =
      prefix.appendingPathComponent("bin").path + ":"
      + (environment["PATH"] ?? "/usr/bin:/bin")
    // From a folder with no pictures, by its bare name, as a desktop starts it.
    let shown = try ChildProcess.run(
      URL(fileURLWithPath: "/bin/sh"),
      arguments: [
        "-c", "cd / && exec transitions-demo --scene navigation --screenshot \(screenshot.path)",
      ],
      environment: environment, seconds: 30)
    XCTAssertEqual(shown.status, 0, shown.standardError)
    XCTAssertFalse(
      shown.standardError.contains("cannot read image"),
      "the pictures were found: \(shown.standardError)")
    XCTAssertTrue(FileManager.default.fileExists(atPath: screenshot.path))

    let removed = try ChildProcess.run(
      install, arguments: ["--uninstall", prefix.path], seconds: 30)
    XCTAssertEqual(removed.status, 0, removed.standardError)
    XCTAssertEqual(files(under: prefix), [], "uninstall leaves none of its files")
  }

  /// The paths of the files under `folder`, relative to it.
  private func files(under folder: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var found: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(
        atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        found.append(path)
      }
    }
    return found
  }
}
