import Foundation

/// Cuts flattened subpaths into dashes, as Core Graphics and Core Animation dash a stroke.
@_spi(Host) public enum PathDasher {
  /// The "on" pieces of `polylines` under a dash `pattern` started `phase` into the pattern.
  ///
  /// The pattern alternates on and off lengths and restarts at each subpath; an odd-count
  /// pattern repeats itself ([a, b, c] reads as [a, b, c, a, b, c]). The phase wraps, negative
  /// or longer than the pattern. A closed subpath is walked round its closing segment too.
  /// Dashes are open; a zero-length one is two equal points, which a round or square cap
  /// draws as a dot. An empty pattern, a negative or non-finite entry, or a non-positive sum
  /// leaves the input unchanged.
  public static func dash(_ polylines: [Polyline], pattern: [CGFloat], phase: CGFloat)
    -> [Polyline]
  {
    guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
      return polylines
    }
    let lengths = pattern.count.isMultiple(of: 2) ? pattern : pattern + pattern
    let period = lengths.reduce(0, +)
    guard period > 0, period.isFinite else { return polylines }
    // A pattern so fine that the path would need more than 100,000 dashes draws it solid.
    let total = polylines.reduce(CGFloat(0)) { sum, line in
      let points = line.isClosed ? line.points + line.points.prefix(1) : line.points
      return sum
        + zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
    guard total / period <= 100_000 else { return polylines }
    let start = startState(lengths: lengths, period: period, phase: phase.isFinite ? phase : 0)
    var dashes: [Polyline] = []
    for polyline in polylines {
      dash(polyline, lengths: lengths, start: start, into: &dashes)
    }
    return dashes
  }

  /// Where in the pattern a walk is: which entry, and how much of it is left.
  private struct State {
    var index: Int
    var remaining: CGFloat

    var isOn: Bool { index.isMultiple(of: 2) }
  }

  /// The state `phase` into the pattern, the phase wrapped into one period.
  private static func startState(lengths: [CGFloat], period: CGFloat, phase: CGFloat) -> State {
    var offset = phase.truncatingRemainder(dividingBy: period)
    if offset < 0 { offset += period }
    for (index, length) in lengths.enumerated() {
      // At offset 0 a zero-length entry counts: a leading zero-length dash is a dot.
      if offset < length || offset == 0 { return State(index: index, remaining: length - offset) }
      offset -= length
    }
    // Rounding left the offset at the very end of the period: start it afresh.
    return State(index: 0, remaining: lengths[0])
  }

  /// Adds the dashes of one subpath, the pattern restarted at `start`.
  private static func dash(
    _ polyline: Polyline, lengths: [CGFloat], start: State, into dashes: inout [Polyline]
  ) {
    var points = polyline.points
    guard let first = points.first else { return }
    if polyline.isClosed, points.count > 1 { points.append(first) }
    var state = start
    var current: [CGPoint]? = state.isOn ? [first] : nil
    for index in points.indices.dropFirst() {
      let a = points[index - 1]
      let b = points[index]
      let length = hypot(b.x - a.x, b.y - a.y)
      var travelled: CGFloat = 0
      while length - travelled > state.remaining {
        travelled += state.remaining
        let t = travelled / length
        let point = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        if var dash = current {
          dash.append(point)
          dashes.append(Polyline(points: dash, isClosed: false))
          current = nil
        } else {
          current = [point]
        }
        state.index = (state.index + 1) % lengths.count
        state.remaining = lengths[state.index]
      }
      state.remaining -= length - travelled
      if var dash = current, dash.last != b {
        dash.append(b)
        current = dash
      }
    }
    if let dash = current {
      dashes.append(Polyline(points: dash, isClosed: false))
    }
  }
}
