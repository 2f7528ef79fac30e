import Foundation

/// A value any thread may read and write, one at a time behind a lock: for the few settings
/// UIKit lets code read off the main thread.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Runs `body` on the value while holding the lock.
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&value) }
  }
}
