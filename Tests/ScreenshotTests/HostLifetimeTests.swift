import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host
import XCTest

/// A host that never runs (a test's, a snapshot strategy's) gives its window, back buffers
/// and X connection back when it goes: making and dropping hosts leaves no file descriptor
/// (each connection is one) and no window behind.
@MainActor
final class HostLifetimeTests: XCTestCase {
  private func openFileDescriptors() throws -> Int {
    try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").count
  }

  func testDroppedHostsCloseTheirConnections() async throws {
    // One first, so that what the first host loads once (fonts, caches) is counted out.
    for _ in 0..<2 { try drawOnce() }
    let before = try openFileDescriptors()
    for _ in 0..<10 { try drawOnce() }
    XCTAssertEqual(try openFileDescriptors(), before, "each dropped host closed its connection")
  }

  /// A host installs an environment that measures text with its fonts; once it has gone, text
  /// is measured without them, not through its closed connection (which crashed in libX11).
  func testTextIsMeasuredAfterTheHostGoes() async throws {
    try drawOnce()
    let label = UILabel()
    label.text = "Measured after the host"
    XCTAssertGreaterThan(label.sizeThatFits(.zero).width, 0)
  }

  private func drawOnce() throws {
    let host = try X11Host(
      displayName: nil, size: CGSize(width: 320, height: 480), title: "HostLifetimeTests",
      programName: "HostLifetimeTests", clock: AnimationClock(mode: .virtual))
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = UIViewController()
    window.makeKeyAndVisible()
    host.drawFrame()
    window.rootViewController = nil
  }
}
