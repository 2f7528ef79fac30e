import Foundation
@_spi(Host) import MiniUIKit

/// Opens URLs as the desktop does, with `xdg-open` (freedesktop's xdg-utils), which hands a
/// web page to the browser, a `mailto:` to the mail client, and a file to its application.
@MainActor
struct DesktopURLOpener: URLOpening {
  /// Where `xdg-open` is looked for: `$PATH`.
  var searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"

  /// `xdg-open` on the search path, if it is there.
  var opener: URL? {
    searchPath.split(separator: ":").lazy
      .map { URL(fileURLWithPath: String($0)).appendingPathComponent("xdg-open") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// A URL with a scheme, on a desktop with `xdg-open`.
  func canOpen(_ url: URL) -> Bool {
    url.scheme?.isEmpty == false && opener != nil
  }

  /// Starts `xdg-open` on `url`: opened once it has started (it hands the URL on and exits;
  /// Foundation reaps it). The run loop sleeps on the X connection, so its exit is not
  /// waited for.
  func open(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
    guard let opener else { return completion(false) }
    let process = Process()
    process.executableURL = opener
    process.arguments = [url.absoluteString]
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
      completion(true)
    } catch {
      completion(false)
    }
  }
}
