import Foundation

/// Where a text view's caret stands, and which character boundary a click lands on.
extension AttributedTextLayout {
  /// The line `index` is on: a boundary where a line wraps belongs to the line it starts.
  func lineIndex(of index: String.Index) -> Int {
    lines.lastIndex { $0.range.lowerBound <= index } ?? 0
  }

  /// Where the caret before `index` stands, in a `width` wide area from the text's top left:
  /// its x, and the line's top and height.
  func caretRect(of index: String.Index, width: CGFloat) -> CGRect {
    guard !lines.isEmpty else { return .zero }
    let line = lines[lineIndex(of: index)]
    var x = line.runs.last.map { $0.x + $0.width } ?? 0
    if let run = line.runs.first(where: { $0.range.contains(index) }) {
      x = run.x + self.width(of: String(string[run.range.lowerBound..<index]), style: run.style)
    }
    return CGRect(
      x: origin(of: line, width: width) + x, y: line.top, width: 0, height: line.height)
  }

  /// The character boundary nearest `point` (from the text's top left, in a `width` wide
  /// area): on the line at its height, the nearest boundary across.
  func index(at point: CGPoint, width: CGFloat) -> String.Index {
    guard let line = lines.last(where: { $0.top <= point.y }) ?? lines.first else {
      return string.startIndex
    }
    let x = point.x - origin(of: line, width: width)
    for run in line.runs where x < run.x + run.width && !run.range.isEmpty {
      var best = run.range.lowerBound
      var bestDistance = abs(x - run.x)
      var index = run.range.lowerBound
      while index < run.range.upperBound {
        index = string.index(after: index)
        let boundary =
          run.x + self.width(of: String(string[run.range.lowerBound..<index]), style: run.style)
        if abs(x - boundary) < bestDistance { (best, bestDistance) = (index, abs(x - boundary)) }
        if boundary > x { break }
      }
      return best
    }
    // Past the end: the line's end; where it wraps, before the character it wraps after, so
    // that the caret stays on it.
    var end = line.range.upperBound
    if end > line.range.lowerBound, lineIndex(of: end) != lineIndex(of: line.range.lowerBound) {
      end = string.index(before: end)
    }
    return end
  }
}
