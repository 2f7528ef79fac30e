import Foundation

/// The frames measured for one row of the table: each stage, the whole frame, and, with the
/// peers, cairo's paint of the same display list next to ours.
struct FrameSeries {
  var toolkit: [Double] = []
  var paint: [Double] = []
  var present: [Double] = []
  var total: [Double] = []
  /// Whole frames timed as the run loop draws them, up to one XSync at the end (every other
  /// round of a scenario; the others are timed by stage, each stage up to an XSync of its own).
  var syncedOnce: [Double] = []
  /// The share of the window each frame repainted and presented (what changed).
  var repainted: [Double] = []
  /// Cairo's paint of each frame's list, and ours of the same list (the pairs of the ratio).
  var cairoPaint: [Double] = []
  var oursPaint: [Double] = []
  /// Per sampled frame: the share of pixels on which the two paintings agree (every channel
  /// within 8 of 255), and the share that are identical.
  var agreement: [Double] = []
  var identical: [Double] = []

  /// Frames of each kind: the fewer.
  var count: Int { min(total.count, syncedOnce.count) }
}

/// One row of the JSON: a series' percentiles and ratios.
struct SeriesReport: Codable {
  var frames: Int
  var toolkit: Percentiles
  var paint: Percentiles
  var present: Percentiles
  var total: Percentiles
  /// This row's frame p99 over the bare present's p99, at the same size in the same run.
  var p99OverFloor: Double
  /// The frames timed to one XSync, and their p99 over the floor's.
  var syncedOnce: Percentiles
  var syncedOnceP99OverFloor: Double
  /// The mean share of the window a frame repainted and presented.
  var repaintedMean: Double
  var cairo: CairoReport?

  struct CairoReport: Codable {
    var cairoPaint: Percentiles
    var oursPaint: Percentiles
    /// cairo / ours, paint stage, at p50 and p99.
    var ratioP50: Double
    var ratioP99: Double
    /// Mean share of pixels in agreement (each channel within 8) over the sampled frames, and
    /// the lowest; the share of identical pixels.
    var agreementMean: Double
    var agreementMin: Double
    var identicalMean: Double
    var samples: Int
  }

  init(_ series: FrameSeries, floor: Percentiles) {
    frames = series.total.count
    toolkit = Percentiles(series.toolkit)
    paint = Percentiles(series.paint)
    present = Percentiles(series.present)
    total = Percentiles(series.total)
    p99OverFloor = floor.p99 > 0 ? total.p99 / floor.p99 : 0
    syncedOnce = Percentiles(series.syncedOnce)
    syncedOnceP99OverFloor = floor.p99 > 0 ? syncedOnce.p99 / floor.p99 : 0
    repaintedMean = series.repainted.reduce(0, +) / Double(max(series.repainted.count, 1))
    if !series.cairoPaint.isEmpty {
      let theirs = Percentiles(series.cairoPaint)
      let ours = Percentiles(series.oursPaint)
      cairo = CairoReport(
        cairoPaint: theirs, oursPaint: ours,
        ratioP50: ours.p50 > 0 ? theirs.p50 / ours.p50 : 0,
        ratioP99: ours.p99 > 0 ? theirs.p99 / ours.p99 : 0,
        agreementMean: series.agreement.isEmpty
          ? 0 : series.agreement.reduce(0, +) / Double(series.agreement.count),
        agreementMin: series.agreement.min() ?? 0,
        identicalMean: series.identical.isEmpty
          ? 0 : series.identical.reduce(0, +) / Double(series.identical.count),
        samples: series.agreement.count)
    }
  }
}
