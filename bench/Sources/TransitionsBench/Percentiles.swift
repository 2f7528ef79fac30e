import Foundation

/// p50 / p95 / p99 / max of a series of milliseconds (nearest rank), as the bench reports them.
struct Percentiles: Codable, Sendable {
  var count: Int
  var p50: Double
  var p95: Double
  var p99: Double
  var max: Double
  var mean: Double

  init(_ samples: [Double]) {
    let sorted = samples.sorted()
    func rank(_ p: Double) -> Double {
      guard !sorted.isEmpty else { return 0 }
      return sorted[Swift.min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }
    count = sorted.count
    p50 = rank(0.5)
    p95 = rank(0.95)
    p99 = rank(0.99)
    max = sorted.last ?? 0
    mean = sorted.isEmpty ? 0 : sorted.reduce(0, +) / Double(sorted.count)
  }

  /// "p50 / p95 / p99 / max" with two decimals.
  var summary: String {
    String(format: "%.2f / %.2f / %.2f / %.2f", p50, p95, p99, max)
  }
}

/// How long `work` takes, in milliseconds of the monotonic clock.
func milliseconds(_ work: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  work()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}
