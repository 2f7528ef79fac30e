import Foundation
import Logging

/// Prints the toolkit's messages on standard error as UIKit's console shows them: a warning
/// as "Warning: … .", anything else as it is.
@_spi(Host) public struct ConsoleLogHandler: LogHandler {
  public var metadata: Logger.Metadata = [:]
  public var logLevel: Logger.Level = .info

  public init() {}

  public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  public func log(event: LogEvent) {
    let line = event.level == .warning ? "Warning: \(event.message)." : "\(event.message)"
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}
