import MiniUIKit

/// The eleven monkey pictures of assets/ (our own drawings; see assets/LICENSE).
@MainActor
public enum Monkeys {
  public static let count = 11

  /// The pictures loaded so far (one object each, so a host uploads each once).
  private static var loaded: [Int: UIImage] = [:]

  /// The file name of picture `index` (0 to 10), without its extension: `monkey-01`, ….
  public static func name(_ index: Int) -> String {
    let number = index % count + 1
    return "monkey-" + (number < 10 ? "0\(number)" : "\(number)")
  }

  /// What a screen reader calls picture `index`: "Monkey 1" to "Monkey 11".
  public static func spokenName(_ index: Int) -> String { "Monkey \(index % count + 1)" }

  /// Picture `index` (0 to 10). When its file is missing or unreadable, `UIImage(named:)`
  /// says so once on standard error (naming the file and the reason) and this returns
  /// `PlaceholderImage.tile` in its place; the file is tried again next time.
  public static func image(_ index: Int) -> UIImage {
    if let image = loaded[index] { return image }
    guard let image = UIImage(named: name(index)) else { return PlaceholderImage.tile }
    loaded[index] = image
    return image
  }
}
