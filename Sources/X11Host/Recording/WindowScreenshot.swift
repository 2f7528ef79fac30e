import Foundation
@_spi(Host) import MiniUIKit

/// F12: the window as a PNG in the user's pictures folder, named by the time.
@MainActor
enum WindowScreenshot {
  /// Writes the frame on show and returns the file's path.
  static func save(from host: X11Host, date: Date = Date()) throws -> String {
    guard let image = host.captureFrame() else { throw Failure.cannotReadTheWindow }
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH.mm.ss"
    let name = "Transitions \(formatter.string(from: date)).png"
    let path = (folder() as NSString).appendingPathComponent(name)
    try PNGFile.write(image, to: path)
    return path
  }

  enum Failure: Error, CustomStringConvertible {
    case cannotReadTheWindow
    var description: String { "cannot read the window back from the X server" }
  }

  /// The folder screenshots go to, as a user would type it (the home folder as `~`).
  static func displayedFolder(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    let path = folder(environment: environment)
    let home = environment["HOME"] ?? NSHomeDirectory()
    guard !home.isEmpty, path == home || path.hasPrefix(home + "/") else { return path }
    return "~" + path.dropFirst(home.count)
  }

  /// `$XDG_PICTURES_DIR`, or the XDG user-dirs pictures folder, or `~/Pictures` if it
  /// exists; else the working directory.
  static func folder(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    let home = environment["HOME"] ?? NSHomeDirectory()
    var candidates: [String] = []
    if let pictures = environment["XDG_PICTURES_DIR"] { candidates.append(pictures) }
    let config = environment["XDG_CONFIG_HOME"] ?? "\(home)/.config"
    if let dirs = try? String(contentsOfFile: "\(config)/user-dirs.dirs", encoding: .utf8),
      let line = dirs.split(separator: "\n").first(where: { $0.hasPrefix("XDG_PICTURES_DIR=") })
    {
      let value = line.dropFirst("XDG_PICTURES_DIR=".count).trimmingCharacters(
        in: CharacterSet(charactersIn: "\""))
      candidates.append(value.replacingOccurrences(of: "$HOME", with: home))
    }
    candidates.append("\(home)/Pictures")
    var isDirectory: ObjCBool = false
    return candidates.first {
      FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && isDirectory.boolValue
    } ?? FileManager.default.currentDirectoryPath
  }
}
