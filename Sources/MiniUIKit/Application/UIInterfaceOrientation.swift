import Foundation

/// How an interface is turned, as UIKit's (see `UIDevice.Orientation`).
public enum UIInterfaceOrientation: Int, Sendable {
  /// Not known.
  case unknown = 0
  /// Upright, the home button at the bottom.
  case portrait = 1
  /// Upside down, the home button at the top.
  case portraitUpsideDown = 2
  /// On its side, the home button on the left.
  case landscapeLeft = 4
  /// On its side, the home button on the right.
  case landscapeRight = 3

  /// Whether the interface is upright, either way up.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the interface is on its side, either way round.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations, as UIKit's.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Portrait.
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  /// Portrait, upside down.
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  /// Landscape, the home button on the right.
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  /// Landscape, the home button on the left.
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  /// Both landscape orientations.
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
  /// Every orientation but portrait upside down.
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}
