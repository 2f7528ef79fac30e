import Foundation

/// Turns POSIX signals into run-loop work: the handler only writes the signal's number to a
/// pipe, which the run loop polls along with the X connection.
enum SignalPipe {
  /// The pipe's ends (-1 until a signal is watched).
  nonisolated(unsafe) private(set) static var readEnd: Int32 = -1
  nonisolated(unsafe) private static var writeEnd: Int32 = -1

  /// Starts turning signal `number` into bytes on the pipe; false when no pipe can be made.
  static func watch(_ number: Int32) -> Bool {
    if readEnd < 0 {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { return false }
      for end in ends {
        _ = fcntl(end, F_SETFL, O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
      (readEnd, writeEnd) = (ends[0], ends[1])
    }
    _ = signal(number) { received in
      var byte = UInt8(truncatingIfNeeded: received)
      _ = write(SignalPipe.writeEnd, &byte, 1)
    }
    return true
  }

  /// The signals received since the last call, in order.
  static func drain() -> [Int32] {
    guard readEnd >= 0 else { return [] }
    var received: [Int32] = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = read(readEnd, &buffer, buffer.count)
      guard count > 0 else { return received }
      received += buffer.prefix(count).map(Int32.init)
    }
  }
}
