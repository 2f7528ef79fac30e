import MiniUIKit

/// The eleven monkey pictures of assets/ (our own drawings; see assets/LICENSE).
@MainActor
public enum Monkeys {
  public static let count = 11

  /// The pictures in order; a missing or unreadable file is nil (it is reported once, and
  /// its cell shows its black background).
  public static let images: [UIImage?] = (1...count).map {
    UIImage(named: "monkey-" + ($0 < 10 ? "0\($0)" : "\($0)"))
  }
}
