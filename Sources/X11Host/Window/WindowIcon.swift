import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// The window's icon (`_NET_WM_ICON`): the app's assets/icon.png, for task bars and window
/// switchers.
enum WindowIcon {
  /// Sets the icon of `window` when the app's asset folders have an icon.png (a broken one is
  /// reported by `UIImage(named:)`); an app without one has no icon, and no message.
  @MainActor
  static func set(on window: XWindowID, connection: X11Connection) {
    let hasIcon = UIImage.assetDirectories.contains {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("icon.png").path)
    }
    guard hasIcon, let image = UIImage(named: "icon") else { return }
    // Width, height, then one CARDINAL per pixel: non-premultiplied ARGB, which Xlib passes
    // as C longs for format 32.
    var data = [Int](repeating: 0, count: 2 + image.pixels.count)
    data[0] = image.width
    data[1] = image.height
    for (index, pixel) in image.pixels.enumerated() {
      data[2 + index] = Int(unpremultiplied(pixel))
    }
    data.withUnsafeBytes { bytes in
      _ = XChangeProperty(
        connection.display, window.raw, connection.atom("_NET_WM_ICON"),
        connection.atom("CARDINAL"), 32, PropModeReplace,
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(data.count))
    }
  }

  private static func unpremultiplied(_ pixel: UInt32) -> UInt32 {
    let alpha = pixel >> 24
    guard alpha > 0, alpha < 255 else { return alpha == 0 ? 0 : pixel }
    func channel(_ shift: UInt32) -> UInt32 {
      min(((pixel >> shift) & 0xFF) * 255 / alpha, 255) << shift
    }
    return alpha << 24 | channel(16) | channel(8) | channel(0)
  }
}
