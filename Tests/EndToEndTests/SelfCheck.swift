import Foundation
import XCTest

/// A self-check's answer: "self-check: ok — controllers …; transitions …" or
/// "self-check: FAILED — problems — controllers …".
struct SelfCheckAnswer {
  let line: String

  var isOK: Bool { line.hasPrefix("self-check: ok") }

  /// The controllers on show, without their addresses: "<ControllerOne> > <ControllerTwo>".
  var controllers: String {
    let tail = line.components(separatedBy: "controllers ").last ?? line
    return (tail.components(separatedBy: ";").first ?? tail)
      .replacingOccurrences(of: #": [0-9a-f]+>"#, with: ">", options: .regularExpression)
  }
}

extension DemoProcessTestCase {
  /// Asks the running demo for a self-check (SIGUSR1) and waits for its answer, at most
  /// 30 s for everything to settle; `context` goes into the failures.
  func selfCheck(_ lines: LineCollector, context: String) throws -> SelfCheckAnswer {
    let process = try XCTUnwrap(self.process)
    guard process.isRunning else {
      throw TestDisplay.Failure(
        description:
          "the demo died (\(process.terminationReason) \(process.terminationStatus)), \(context)")
    }
    let start = lines.count
    kill(process.processIdentifier, SIGUSR1)
    let deadline = Date().addingTimeInterval(30)
    while true {
      if let answer = lines.lines(from: start).first(where: {
        !$0.hasPrefix("self-check: waiting")
      }) {
        return SelfCheckAnswer(line: answer)
      }
      guard Date() < deadline else {
        // Why it is still busy, from a fresh "waiting" line.
        kill(process.processIdentifier, SIGUSR1)
        Thread.sleep(forTimeInterval: 0.5)
        let waiting = lines.lines(from: start).joined(separator: " / ")
        throw TestDisplay.Failure(description: "never settled: \(waiting) (\(context))")
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }
}

/// The lines a process writes to a pipe, collected as they come.
final class LineCollector: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [String] = []
  private var partial = Data()

  init(_ handle: FileHandle) {
    handle.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      if data.isEmpty { handle.readabilityHandler = nil }
      self?.append(data)
    }
  }

  private func append(_ data: Data) {
    lock.lock()
    defer { lock.unlock() }
    partial.append(data)
    while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
      collected.append(String(decoding: partial[partial.startIndex..<newline], as: UTF8.self))
      partial.removeSubrange(partial.startIndex...newline)
    }
  }

  var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return collected.count
  }

  func lines(from index: Int) -> [String] {
    lock.lock()
    defer { lock.unlock() }
    return Array(collected.dropFirst(index))
  }
}
