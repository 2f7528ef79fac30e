import Foundation
import XCTest

@testable import X11Host

/// URLs go to the desktop through `xdg-open`, found on the search path: here a stand-in that
/// writes down what it was given.
@MainActor
final class DesktopURLOpenerTests: XCTestCase {
  func testAURLGoesToXdgOpen() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("xdg-open-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let received = folder.appendingPathComponent("received")
    let script = folder.appendingPathComponent("xdg-open")
    try "#!/bin/sh\nprintf '%s' \"$1\" > '\(received.path)'\n".write(
      to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)

    let opener = DesktopURLOpener(searchPath: "/nonexistent:\(folder.path)")
    let url = URL(string: "https://swift.org/documentation?lang=en")!
    XCTAssertTrue(opener.canOpen(url))
    XCTAssertFalse(opener.canOpen(URL(string: "relative/path")!), "no scheme")
    var opened: Bool?
    opener.open(url) { opened = $0 }
    XCTAssertEqual(opened, true)
    var text: String?
    for _ in 0..<200 where text == nil {
      text = try? String(contentsOf: received, encoding: .utf8)
      if text == nil { try await Task.sleep(nanoseconds: 10_000_000) }
    }
    XCTAssertEqual(text, url.absoluteString)
  }

  func testWithoutXdgOpenNothingOpens() async {
    let opener = DesktopURLOpener(searchPath: "/nonexistent")
    let url = URL(string: "https://swift.org")!
    XCTAssertFalse(opener.canOpen(url))
    var opened: Bool?
    opener.open(url) { opened = $0 }
    XCTAssertEqual(opened, false)
  }
}
