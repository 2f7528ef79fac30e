import Foundation

/// The kind of device an interface is laid out for, as UIKit's.
public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1
  case phone = 0
  case pad = 1
  case tv = 2
  case carPlay = 3
  case mac = 5
  case vision = 6
}

/// The device the app runs on, as UIKit's UIDevice: here, the Linux desktop.
///
/// Its idiom is `.pad`, as an iPad app's on a Mac: a large, resizable window that takes a
/// pointer and a keyboard, so code that lays out for an iPad lays out for it. Its
/// orientation is the key window's shape, as a desktop window does not rotate.
@preconcurrency @MainActor
public final class UIDevice {
  public static let current = UIDevice()

  /// How a device is held, as UIKit's; a window here is portrait when it is taller than
  /// wide, landscape otherwise.
  public enum Orientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
  }

  private init() {}

  public var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }

  /// The key window's shape (the screen's before there is a window).
  public var orientation: Orientation {
    let size = UIApplication.shared.keyWindow?.bounds.size ?? UIScreen.main.bounds.size
    guard size.width > 0, size.height > 0 else { return .unknown }
    return size.height >= size.width ? .portrait : .landscapeLeft
  }

  /// The machine's host name.
  public var name: String { ProcessInfo.processInfo.hostName }
  public var systemName: String { "Linux" }
  /// The kernel's version (major.minor.patch).
  public var systemVersion: String {
    let version = ProcessInfo.processInfo.operatingSystemVersion
    return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
  }
  public var model: String { "Linux desktop" }
  public var localizedModel: String { model }
  public var isMultitaskingSupported: Bool { true }
}
