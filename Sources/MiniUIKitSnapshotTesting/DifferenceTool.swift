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
    let written = FileManager.default.contents(atPath: failed)
    if let picture = pending.take(for: written) {
      let path = (failed as NSString).deletingPathExtension + ".difference.png"
      if (try? picture.write(to: URL(fileURLWithPath: path))) != nil {
        lines.append("Difference: \(path)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Makes `tool` the default, once, unless a test set a diff tool of its own first.
  static func installUnlessConfigured() { _ = installation }

  private static let installation: Void = {
    let probe = ("a", "b")
    let isLibraryDefault =
      __diffTool(currentFilePath: probe.0, failedFilePath: probe.1)
      == SnapshotTestingConfiguration.DiffTool.default(
        currentFilePath: probe.0, failedFilePath: probe.1)
    if isLibraryDefault { __diffTool = tool }
  }()
}

/// The picture of a mismatch, with the snapshot it was made for, set by a comparison and
/// taken by the message about that snapshot (a picture left by a failure reported by another
/// diff tool is not taken for the next one).
final class PendingPicture: @unchecked Sendable {
  private let lock = NSLock()
  private var pending: (picture: Data, snapshot: Data)?

  func set(_ picture: Data?, for snapshot: Data) {
    lock.withLock { pending = picture.map { ($0, snapshot) } }
  }

  /// The picture made for `snapshot` (as written to the failed snapshot's file), if any.
  func take(for snapshot: Data?) -> Data? {
    lock.withLock {
      defer { pending = nil }
      guard let pending, pending.snapshot == snapshot else { return nil }
      return pending.picture
    }
  }
}
