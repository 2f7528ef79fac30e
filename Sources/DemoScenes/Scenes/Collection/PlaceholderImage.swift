import MiniUIKit

/// The tile the demo shows in place of a picture it cannot load: a light grey square with a
/// grey "broken picture" mark (a framed landscape torn in two), drawn in code so that it
/// needs no file. It is the size of a monkey, so it sits where the monkey would.
public enum PlaceholderImage {
  /// The tile's side in pixels.
  public static let side = 256
  /// The tile's background, an opaque neutral grey (0xE0E0E0).
  public static let backgroundRGB: UInt32 = 0xE0_E0E0
  /// The mark's colour, a darker neutral grey (0x8A8A8A).
  public static let markRGB: UInt32 = 0x8A_8A8A

  /// The tile (one object, so a host uploads it once).
  public static let tile: UIImage = {
    var pixels = [UInt32](repeating: 0xFF00_0000 | backgroundRGB, count: side * side)
    for y in 0..<side {
      for x in 0..<side where isMark(x: Double(x) + 0.5, y: Double(y) + 0.5) {
        pixels[y * side + x] = 0xFF00_0000 | markRGB
      }
    }
    guard let image = UIImage(width: side, height: side, premultipliedARGB: pixels) else {
      preconditionFailure("side × side pixels always make an image")
    }
    return image
  }()

  /// The tear: a zigzag from above the frame to below it.
  private static let tear: [(x: Double, y: Double)] = [
    (138, 56), (120, 90), (142, 120), (118, 152), (136, 200),
  ]

  /// Whether (x, y) is on the mark: the frame, the sun and the hills, less the tear.
  private static func isMark(x: Double, y: Double) -> Bool {
    let onTear = zip(tear, tear.dropFirst()).contains { start, end in
      distance(x, y, start, end) < 8
    }
    guard !onTear else { return false }
    // The frame: 136 × 112, 7 wide.
    let outside = x >= 60 && x < 196 && y >= 68 && y < 180
    let inside = x >= 67 && x < 189 && y >= 75 && y < 173
    if outside && !inside { return true }
    // The sun.
    if (x - 98) * (x - 98) + (y - 102) * (y - 102) < 13 * 13 { return true }
    // Two hills on the frame's bottom edge.
    guard y < 173 else { return false }
    let big = abs(x - 112) < (y - 112) * 0.9
    let small = abs(x - 160) < (y - 130) * 0.9
    return big || small
  }

  /// The distance from (x, y) to the segment from `start` to `end`.
  private static func distance(
    _ x: Double, _ y: Double, _ start: (x: Double, y: Double), _ end: (x: Double, y: Double)
  ) -> Double {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let t = max(0, min(1, ((x - start.x) * dx + (y - start.y) * dy) / (dx * dx + dy * dy)))
    let px = start.x + t * dx - x
    let py = start.y + t * dy - y
    return (px * px + py * py).squareRoot()
  }
}
