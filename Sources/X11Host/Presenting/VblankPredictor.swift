import Foundation

/// Predicts the display's vertical blanks from the ones the X server reported (the MSC, a
/// count of vblanks, and the UST, the time each happened): when the next ones come, and
/// which count each will have.
struct VblankPredictor {
  /// The last vblank reported.
  private(set) var last: (msc: UInt64, time: TimeInterval)?
  /// An earlier vblank the interval is measured from: the longer the baseline, the closer
  /// the estimate.
  private var anchor: (msc: UInt64, time: TimeInterval)?
  /// Seconds between vblanks: measured once two are reported, `nominalInterval` until then.
  private(set) var interval: TimeInterval

  /// A predictor for a display refreshing every `nominalInterval` seconds (its RandR mode's).
  init(nominalInterval: TimeInterval) {
    interval = nominalInterval
  }

  /// Takes a reported vblank: count `msc` at `time` (seconds on the host's monotonic clock).
  /// An interval more than 5 % off the estimate (a new mode, another output) starts the
  /// measurement afresh.
  mutating func observe(msc: UInt64, time: TimeInterval) {
    defer { last = (msc, time) }
    guard let anchor, msc > anchor.msc, time > anchor.time else {
      anchor = (msc, time)
      return
    }
    if let last, msc > last.msc {
      let recent = (time - last.time) / Double(msc - last.msc)
      if abs(recent - interval) > interval * 0.05 {
        self.anchor = last
        interval = recent
        return
      }
    }
    interval = (time - anchor.time) / Double(msc - anchor.msc)
  }

  /// The first vblank at or after `time`, with its count; nil before any is reported.
  func vblank(notBefore time: TimeInterval) -> (msc: UInt64, time: TimeInterval)? {
    guard let last else { return nil }
    // (Before the last one too: for a frame copied just before it was reported.)
    let ahead = max(((time - last.time) / interval).rounded(.up), -Double(last.msc))
    return (UInt64(Int64(last.msc) + Int64(ahead)), last.time + ahead * interval)
  }
}
