import Foundation

/// The kind of device an interface is laid out for, as UIKit's.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// No particular kind of device.
  case unspecified = -1
  /// An iPhone.
  case phone = 0
  /// An iPad; also the Linux desktop's idiom here.
  case pad = 1
  /// An Apple TV.
  case tv = 2
  /// A CarPlay screen in a car.
  case carPlay = 3
  /// A Mac, for a Mac Catalyst app that uses the Mac idiom.
  case mac = 5
  /// An Apple Vision Pro.
  case vision = 6
}

/// The device the app runs on, as UIKit's UIDevice: here, the Linux desktop.
///
/// Its idiom is `.pad`, as an iPad app's on a Mac: a large, resizable window that takes a
/// pointer and a keyboard, so code that lays out for an iPad lays out for it. Its
/// orientation is the key window's shape, as a desktop window does not rotate.
@preconcurrency @MainActor
public final class UIDevice {
  /// The device the app runs on.
  public static let current = UIDevice()

  /// How a device is held, as UIKit's; a window here is portrait when it is at least as tall
  /// as wide, landscape otherwise.
  public enum Orientation: Int, Sendable {
    /// Not known: here, when the key window has no area.
    case unknown = 0
    /// Upright, the home button at the bottom; here, a window at least as tall as wide.
    case portrait = 1
    /// Upside down, the home button at the top.
    case portraitUpsideDown = 2
    /// On its side, the home button on the right; here, a window wider than tall.
    case landscapeLeft = 3
    /// On its side, the home button on the left.
    case landscapeRight = 4
    /// Flat, face up.
    case faceUp = 5
    /// Flat, face down.
    case faceDown = 6

    /// Whether the device is upright, either way up.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is on its side, either way round.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device lies flat, face up or down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface can take the orientation: portrait or landscape.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
  }

  private init() {}

  /// The kind of device the interface is for: always `.pad`, as an iPad app's on a Mac.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }

  /// The key window's shape (the screen's before there is a window).
  public var orientation: Orientation {
    let size = UIApplication.shared.keyWindow?.bounds.size ?? UIScreen.main.bounds.size
    guard size.width > 0, size.height > 0 else { return .unknown }
    return size.height >= size.width ? .portrait : .landscapeLeft
  }

  /// The machine's host name.
  public var name: String { ProcessInfo.processInfo.hostName }
  /// The operating system's name: "Linux".
  public var systemName: String { "Linux" }
  /// The kernel's version (major.minor.patch).
  public var systemVersion: String {
    let version = ProcessInfo.processInfo.operatingSystemVersion
    return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
  }
  /// The kind of device: "Linux desktop".
  public var model: String { "Linux desktop" }
  /// The kind of device in the user's language: here, the same as `model`.
  public var localizedModel: String { model }
  /// Whether the device runs more than one app at a time: always true.
  public var isMultitaskingSupported: Bool { true }
}
