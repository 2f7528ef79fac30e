// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

// Darwin's time constants, which UIKit code uses with `DispatchTime` and `DispatchQueue`
// (`.now() + Double(NSEC_PER_SEC) * 0.25`). Glibc has none of them.

/// Nanoseconds per second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
