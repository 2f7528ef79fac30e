import Foundation
@_spi(Host) import MiniUIKit

/// The options every app run by the host takes, whatever the app: the window's size and
/// scale, the display, the clock, and the recordings (a screenshot at a time, a filmstrip or
/// GIF of the first transition, every frame). The host takes them out of
/// `CommandLine.arguments` and leaves the rest to the app.
public struct HostOptions: Sendable, Equatable {
  /// The window's size in points.
  public var size = CGSize(width: 480, height: 800)
  /// Pixels per point, 1 to 4; nil: the display's own.
  public var scale: Int?
  /// The X display; nil: `$DISPLAY`.
  public var display: String?
  /// How fast media time runs (0.1: ten times slower).
  public var animationSpeed = 1.0
  /// Whether each frame advances exactly 1/60 s, whatever the wall time.
  public var virtualClock = false
  /// Write the frame at `screenshotTime` to this PNG, then exit.
  public var screenshot: String?
  /// The media time of the screenshot's frame, in seconds (`--at`, default 0).
  public var screenshotTime: TimeInterval = 0
  /// Film the first transition that begins into this PNG filmstrip, then exit.
  public var filmstrip: String?
  /// Film the first transition that begins into this animated GIF, then exit.
  public var gif: String?
  /// Write every frame drawn to this folder as numbered PNGs.
  public var record: String?
  /// Reduce motion whatever the desktop says.
  public var reduceMotion = false
  /// Light or dark whatever the desktop says (`--appearance`); nil: the desktop's.
  public var appearance: UIUserInterfaceStyle?
  /// The text size whatever the desktop says (`--content-size`); nil: the desktop's.
  public var contentSize: UIContentSizeCategory?
  /// Which way the app lays out whatever the locale says (`--layout-direction`); nil: the
  /// locale's.
  public var layoutDirection: UIUserInterfaceLayoutDirection?
  /// How frames reach the window (`--present copy`: XCopyArea on a timer, for comparison).
  public var present = PresentMethod.vblank

  /// The defaults: no option given.
  public init() {}

  /// The longest side `--size` takes; the shortest are the host's minimum size.
  public static let largestSide = 8192

  /// Whether the first transition is filmed (`--filmstrip` or `--gif`).
  public var filmsTransition: Bool { filmstrip != nil || gif != nil }

  /// The options as `--help` lists them, wrapped by hand within 80 columns (argument
  /// parsers that rewrap longer lines start them again at column 0).
  public static let help = """
    Host options (every app):
      --size WxH               window size in points (default 480x800)
      --scale N                pixels per point, 1 to 4 (default: $GDK_SCALE, else
                               Xft.dpi / 96)
      --display NAME           X display (default: $DISPLAY)
      --slow-animations        run animations ten times slower
      --animation-speed X      run time X times as fast
      --virtual-clock          advance exactly 1/60 s per frame
      --reduce-motion          reduce motion (default: the desktop's
                               Gtk/EnableAnimations)
      --appearance light|dark  light or dark mode (default: the desktop's theme)
      --content-size SIZE      Dynamic Type's text size: XS, S, M, L, XL, XXL, XXXL
                               or AX1 to AX5 (default: the desktop's text scale)
      --layout-direction ltr|rtl
                               left to right or right to left (default: the
                               language of LC_ALL, LC_MESSAGES or LANG)
      --present vblank|copy    frames on the vblank with the Present extension
                               (default), or copied at once on a timer (the
                               fallback without Present)
      --screenshot FILE        write the frame at --at seconds (default 0) to FILE,
                               then exit
      --at T                   the time of --screenshot's frame
      --filmstrip FILE         film the first transition into a PNG filmstrip,
                               then exit
      --gif FILE               film the first transition into an animated GIF,
                               then exit
      --record DIR             write every frame drawn to DIR as numbered PNGs
    """

  /// A bad value of a host option: one line naming it.
  public struct Problem: Error, CustomStringConvertible {
    public var description: String
  }

  /// Reads the host options out of `arguments` (which start with the program's path) and
  /// returns them with the arguments left for the app; from `--` on, every word is the app's
  /// (the `--` too).
  public static func parse(_ arguments: [String]) throws -> (HostOptions, rest: [String]) {
    var options = HostOptions()
    var rest = Array(arguments.prefix(1))
    var slow = false
    var speed: Double?
    var at: Double?
    var index = 1
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      // After `--`, every word is the app's.
      if argument == "--" {
        rest += arguments[(index - 1)...]
        break
      }
      let equals = argument.firstIndex(of: "=")
      let name = equals.map { String(argument[..<$0]) } ?? argument
      guard valueOptions.contains(name) || flagOptions.contains(name) else {
        rest.append(argument)
        continue
      }
      if flagOptions.contains(name) {
        switch name {
        case "--slow-animations": slow = true
        case "--reduce-motion": options.reduceMotion = true
        default: options.virtualClock = true
        }
        continue
      }
      // Values are the next word whatever it looks like, so that `--at -1` is reported as a
      // negative time rather than as a missing value.
      let value: String
      if let equals {
        value = String(argument[argument.index(after: equals)...])
      } else if index < arguments.count {
        value = arguments[index]
        index += 1
      } else {
        throw Problem(description: "\(name): needs a value")
      }
      try options.take(value, for: name, speed: &speed, at: &at)
    }
    if let at {
      guard options.screenshot != nil else {
        throw Problem(description: "--at: goes with --screenshot")
      }
      options.screenshotTime = at
    }
    options.animationSpeed = speed ?? (slow ? slowSpeed : 1)
    return (options, rest)
  }

  /// Takes the value of the option `name` (one that has a value), or says what is wrong with
  /// it; `--animation-speed` and `--at` are checked against the others once all are read.
  private mutating func take(
    _ value: String, for name: String, speed: inout Double?, at: inout Double?
  ) throws {
    switch name {
    case "--size":
      guard let size = Self.parsedSize(value) else {
        let least = X11Host.minimumSize
        throw Problem(
          description: "--size: must look like 480x800, at least "
            + "\(Int(least.width))x\(Int(least.height)) and at most \(Self.largestSide) points a "
            + "side (got '\(value)')")
      }
      self.size = size
    case "--scale":
      guard let scale = Int(value), (1...4).contains(scale) else {
        throw Problem(description: "--scale: must be 1, 2, 3 or 4 (got \(value))")
      }
      self.scale = scale
    case "--display":
      self.display = value
    case "--animation-speed":
      guard let number = Double(value), number > 0, number.isFinite else {
        throw Problem(description: "--animation-speed: must be a positive number")
      }
      speed = number
    case "--at":
      guard let time = Double(value), time >= 0, time.isFinite else {
        throw Problem(description: "--at: must be 0 or more seconds")
      }
      at = time
    case "--record":
      self.record = value
    case "--appearance":
      switch value {
      case "light": appearance = .light
      case "dark": appearance = .dark
      default: throw Problem(description: "--appearance: must be light or dark (got '\(value)')")
      }
    case "--content-size":
      guard let category = Self.contentSizes[value.uppercased()] else {
        throw Problem(
          description:
            "--content-size: must be XS, S, M, L, XL, XXL, XXXL or AX1 to AX5 (got '\(value)')")
      }
      contentSize = category
    case "--layout-direction":
      switch value {
      case "ltr": layoutDirection = .leftToRight
      case "rtl": layoutDirection = .rightToLeft
      default:
        throw Problem(description: "--layout-direction: must be ltr or rtl (got '\(value)')")
      }
    case "--present":
      guard let method = PresentMethod(rawValue: value) else {
        throw Problem(description: "--present: must be vblank or copy (got '\(value)')")
      }
      self.present = method
    default:
      if let problem = Self.problemWriting(value) {
        throw Problem(description: "\(name): cannot write '\(value)': \(problem)")
      }
      switch name {
      case "--screenshot": self.screenshot = value
      case "--filmstrip": self.filmstrip = value
      default: self.gif = value
      }
    }
  }

  /// Speed of slow animations (ten times slower), as the iOS Simulator's.
  public static let slowSpeed = 0.1

  private static let valueOptions: Set = [
    "--size", "--scale", "--display", "--animation-speed", "--at", "--screenshot", "--filmstrip",
    "--gif", "--record", "--present", "--appearance", "--content-size",
    "--layout-direction",
  ]

  /// The text sizes by the short names Xcode's environment overrides give them.
  private static let contentSizes: [String: UIContentSizeCategory] = [
    "XS": .extraSmall, "S": .small, "M": .medium, "L": .large, "XL": .extraLarge,
    "XXL": .extraExtraLarge, "XXXL": .extraExtraExtraLarge, "AX1": .accessibilityMedium,
    "AX2": .accessibilityLarge, "AX3": .accessibilityExtraLarge,
    "AX4": .accessibilityExtraExtraLarge, "AX5": .accessibilityExtraExtraExtraLarge,
  ]
  private static let flagOptions: Set = ["--slow-animations", "--virtual-clock", "--reduce-motion"]

  private static func parsedSize(_ text: String) -> CGSize? {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
      .map { Int($0) }
    let least = X11Host.minimumSize
    guard parts.count == 2, let width = parts[0], let height = parts[1],
      (Int(least.width)...largestSide).contains(width),
      (Int(least.height)...largestSide).contains(height)
    else { return nil }
    return CGSize(width: width, height: height)
  }

  /// Why a file cannot be written at `path` (nil when it can), checked before the window opens
  /// so that a long recording does not fail at its end.
  static func problemWriting(_ path: String) -> String? {
    let folder = (path as NSString).deletingLastPathComponent
    let directory = folder.isEmpty ? "." : folder
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      if isDirectory.boolValue { return "it is a folder" }
      return access(path, W_OK) == 0 ? nil : "the file is not writable"
    }
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
      return "no folder '\(directory)'"
    }
    guard isDirectory.boolValue else { return "'\(directory)' is not a folder" }
    return access(directory, W_OK) == 0 ? nil : "the folder '\(directory)' is not writable"
  }
}
