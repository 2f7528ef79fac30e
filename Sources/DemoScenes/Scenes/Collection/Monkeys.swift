import MiniUIKit

/// The eleven monkey pictures of assets/ (our own drawings; see assets/LICENSE).
@MainActor
public enum Monkeys {
  public static let count = 11

  /// The pictures loaded so far (one object each, so a host uploads each once).
  private static var loaded: [Int: UIImage] = [:]

  /// Picture `index` (0 to 10); nil when its file is missing or unreadable (reported once;
  /// its cell shows its black background), and asked for again next time.
  public static func image(_ index: Int) -> UIImage? {
    if let image = loaded[index] { return image }
    let number = index % count + 1
    let image = UIImage(named: "monkey-" + (number < 10 ? "0\(number)" : "\(number)"))
    loaded[index] = image
    return image
  }
}
