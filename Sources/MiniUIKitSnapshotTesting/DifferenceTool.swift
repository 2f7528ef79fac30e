import Foundation
@preconcurrency @_spi(Internals) import SnapshotTesting

/// The failure message's last lines on Linux: where the reference and the failed snapshot
/// are, and a picture of where they differ, written beside the failed snapshot and named
/// after it (`<test>.<name>.difference.png`). swift-snapshot-testing's own default suggests a
/// macOS diff tool.
enum DifferenceTool {
  /// The picture of the last mismatch, handed from the comparison to the message.
  static let pending = PendingPicture()

  static let tool = SnapshotTestingConfiguration.DiffTool { reference, failed in
    var lines = ["Reference: \(reference)", "Failed: \(failed)"]
    if let picture = pending.take() {
      let path = (failed as NSString).deletingPathExtension + ".difference.png"
      if (try? picture.write(to: URL(fileURLWithPath: path))) != nil {
        lines.append("Difference: \(path)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Makes `tool` the default unless a test set a diff tool of its own.
  static func installUnlessConfigured() {
    let probe = ("a", "b")
    let isLibraryDefault =
      __diffTool(currentFilePath: probe.0, failedFilePath: probe.1)
      == SnapshotTestingConfiguration.DiffTool.default(
        currentFilePath: probe.0, failedFilePath: probe.1)
    if isLibraryDefault { __diffTool = tool }
  }
}

/// One picture's PNG data, set by a comparison and taken by the message that follows it.
final class PendingPicture: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?

  func set(_ data: Data?) { lock.withLock { self.data = data } }

  func take() -> Data? {
    lock.withLock {
      defer { data = nil }
      return data
    }
  }
}
