import Foundation
@_spi(Host) import MiniUIKit

/// Recent frame durations, and the overlay that shows them (the F key).
struct FrameTimes {
  private var samples: [TimeInterval] = []
  private let capacity = 120

  mutating func record(_ duration: TimeInterval) {
    samples.append(duration)
    if samples.count > capacity { samples.removeFirst(samples.count - capacity) }
  }

  /// The p-th percentile (0…1) of the recorded durations, in milliseconds.
  func percentile(_ p: Double) -> Double {
    Self.percentile(p, of: samples) * 1000
  }

  /// The p-th percentile (0…1) of `values` (nearest rank), or 0 when there are none.
  static func percentile(_ p: Double, of values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
  }

  /// Drawing commands for a small panel in a corner of `bounds` clear of the app's controls
  /// and of `taken` (the top-right one first), with `detail` on a second line when given.
  @MainActor
  func overlay(in bounds: CGRect, avoiding taken: [CGRect] = [], detail: String? = nil)
    -> [DrawCommand]
  {
    let summary = String(
      format: "frame p50 %.2f ms · p95 %.2f ms (%d)", percentile(0.5), percentile(0.95),
      samples.count)
    let lines = [summary] + (detail.map { [$0] } ?? [])
    let size = CGSize(width: 280, height: 6 + 18 * CGFloat(lines.count))
    let panel = OverlayPlacement.firstClear(
      of: OverlayPlacement.cornerCandidates(for: size, in: bounds, margin: 8), avoiding: taken)
    var commands = [
      DrawCommand(
        kind: .fill(rect: panel, color: UIColor(white: 0, alpha: 0.7), cornerRadius: 6),
        transform: .identity, alpha: 1, clip: nil)
    ]
    for (index, line) in lines.enumerated() {
      let rect = CGRect(
        x: panel.minX, y: panel.minY + 3 + 18 * CGFloat(index), width: 280, height: 18)
      commands.append(
        DrawCommand(
          kind: .text(
            line, rect: rect, font: .systemFont(ofSize: 12), color: .white, alignment: .center),
          transform: .identity, alpha: 1, clip: nil))
    }
    return commands
  }
}
