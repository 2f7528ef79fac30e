import Foundation

/// The display the app draws on, as UIKit's UIScreen. On a desktop the app's "screen" is its
/// window: `bounds` is the key window's size in points (what UIKit code sizes full-screen
/// views by), and `scale` is the pixels per point the host draws with.
@preconcurrency @MainActor
public final class UIScreen {
  /// The screen the host's window is on.
  public static let main = UIScreen(ownScale: nil)

  /// The pixels per point of a screen of its own; nil: the environment's.
  private let ownScale: CGFloat?

  private init(ownScale: CGFloat?) { self.ownScale = ownScale }

  /// Another screen, at `scale` pixels per point: a display of a host's other than the main
  /// one, whose windows lay out and round to its own pixels.
  @_spi(Host) public convenience init(scale: CGFloat) { self.init(ownScale: max(scale, 1)) }

  /// The key window's bounds; before there is one, the host window's size (a phone's
  /// without a host).
  public var bounds: CGRect {
    UIApplication.shared.keyWindow?.bounds
      ?? CGRect(origin: .zero, size: UIApplication.shared.hostWindowSize)
  }

  /// Device pixels per point: the environment's (1 unless the host draws at a higher density,
  /// as `--scale 2` does).
  public var scale: CGFloat { ownScale ?? UIApplication.shared.environment.screenScale }

  /// The desktop's traits: its appearance, the scale, `.large` text, and size classes from
  /// the key window's size.
  public var traitCollection: UITraitCollection { UITraitCollection.window(size: bounds.size) }

  /// The same as `scale`: the host draws at its native density.
  public var nativeScale: CGFloat { scale }

  /// The most frames a second the screen shows: the refresh rate of the display under the
  /// host's window (60 where the host cannot tell).
  public private(set) var maximumFramesPerSecond = 60

  /// The host's window is on a display refreshing `rate` times a second (it moved to another
  /// output, or the output's mode changed).
  public func hostRefreshRateDidChange(to rate: Double) {
    maximumFramesPerSecond = max(Int(rate.rounded()), 1)
  }
}
