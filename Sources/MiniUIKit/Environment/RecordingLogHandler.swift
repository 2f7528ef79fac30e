import Foundation
import Logging

/// Keeps the toolkit's messages in memory, for tests that assert them:
///
/// ```swift
/// let log = RecordingLogHandler.Messages()
/// UIApplication.shared.environment.logger = Logger(label: "test") { _ in
///   RecordingLogHandler(messages: log)
/// }
/// a.present(b, animated: true)
/// a.present(c, animated: true)
/// XCTAssertEqual(log.warnings.count, 1)
/// ```
public struct RecordingLogHandler: LogHandler {
  /// The messages logged so far, shared by every copy of the handler.
  public final class Messages: Sendable {
    private let recorded = LockedValue<[(level: Logger.Level, message: String)]>([])

    /// An empty record.
    public init() {}

    /// Every message, oldest first.
    public var all: [(level: Logger.Level, message: String)] {
      recorded.withLock { $0 }
    }

    /// The warnings' texts, oldest first.
    public var warnings: [String] { all.filter { $0.level == .warning }.map(\.message) }

    /// Forgets the messages so far.
    public func removeAll() { recorded.withLock { $0.removeAll() } }

    fileprivate func append(_ level: Logger.Level, _ message: String) {
      recorded.withLock { $0.append((level, message)) }
    }
  }

  /// Where the handler records what is logged.
  public let messages: Messages
  public var metadata: Logger.Metadata = [:]
  public var logLevel: Logger.Level = .trace

  /// A handler that records into `messages`.
  public init(messages: Messages) {
    self.messages = messages
  }

  public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  public func log(event: LogEvent) {
    messages.append(event.level, "\(event.message)")
  }
}
