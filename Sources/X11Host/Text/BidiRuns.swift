import CX11

/// A line's stretches of one direction, by FriBidi (the Unicode Bidirectional Algorithm,
/// UAX #9), in the order they are shown from left to right.
enum BidiRuns {
  /// A stretch of the line's scalars (`range`, in logical order) at one embedding level.
  struct Run: Equatable {
    var range: Range<Int>
    var level: UInt8
    var isRightToLeft: Bool { level & 1 == 1 }
  }

  /// Whether any of `scalars` is strongly right to left or could start an embedding: below
  /// Hebrew, and without the explicit formatting marks, a line is one left-to-right run.
  static func needsResolving(_ scalars: [UInt32]) -> Bool {
    scalars.contains { $0 >= 0x0590 }
  }

  /// The runs of `scalars`, shown left to right; the paragraph's direction is its first strong
  /// character's, as UAX #9's rules P2 and P3 say.
  static func visualRuns(of scalars: [UInt32]) -> [Run] {
    let count = scalars.count
    guard count > 0, needsResolving(scalars) else {
      return [Run(range: 0..<count, level: 0)]
    }
    var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
    fribidi_get_bidi_types(scalars, FriBidiStrIndex(count), &types)
    var brackets = [FriBidiBracketType](repeating: 0, count: count)
    fribidi_get_bracket_types(scalars, FriBidiStrIndex(count), types, &brackets)
    var direction = CX11_FRIBIDI_PAR_ON
    var levels = [FriBidiLevel](repeating: 0, count: count)
    guard
      fribidi_get_par_embedding_levels_ex(
        types, brackets, FriBidiStrIndex(count), &direction, &levels) > 0
    else { return [Run(range: 0..<count, level: 0)] }
    var runs: [Run] = []
    var start = 0
    for index in 1...count where index == count || levels[index] != levels[start] {
      runs.append(Run(range: start..<index, level: UInt8(bitPattern: levels[start])))
      start = index
    }
    return reordered(runs)
  }

  /// Runs in visual order, by rule L2: from the highest level down to the lowest odd one,
  /// every sequence of runs at that level or above is reversed.
  static func reordered(_ runs: [Run]) -> [Run] {
    guard let highest = runs.map(\.level).max(), highest > 0 else { return runs }
    let lowestOdd = runs.map(\.level).filter { $0 & 1 == 1 }.min() ?? highest
    var order = runs
    var level = highest
    while level >= lowestOdd {
      var index = 0
      while index < order.count {
        guard order[index].level >= level else {
          index += 1
          continue
        }
        var end = index
        while end < order.count, order[end].level >= level { end += 1 }
        order[index..<end].reverse()
        index = end
      }
      level -= 1
    }
    return order
  }
}
