import Foundation

/// Decodes image files for the toolkit, which decodes none itself: a host installs one
/// (X11Host reads PNG files with libpng).
@_spi(Host) public protocol ImageDecoding {
  /// The image in the file at `path`; throws an error that names the file and the reason.
  func decodeImage(atPath path: String) throws -> UIImage
}

/// Images from files, as UIKit's `UIImage(named:)` and `UIImage(contentsOfFile:)`, decoded by
/// the environment's `imageDecoder`.
extension UIImage {
  /// The image named `name`: an image set of that name in an asset catalog
  /// (`Assets.xcassets`, at the screen's scale) or a file of that name (`.png` added when it
  /// has no extension), in the asset folders and the main bundle's resources. The asset
  /// folders are only `$TRANSITIONS_ASSETS` when it is set, otherwise an `assets` folder
  /// beside the executable or above it, then `./assets`. A missing or unreadable image is nil,
  /// as in UIKit, and reported once in the environment's log with the file and the reason.
  @preconcurrency @MainActor
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, with: nil)
  }

  /// The image named `name` in `bundle`'s resources (a package's `Bundle.module`), or where
  /// `UIImage(named:)` looks when `bundle` is nil; a symbol configuration is applied to
  /// nothing (these are bitmaps).
  @preconcurrency @MainActor
  public convenience init?(
    named name: String, in bundle: Bundle?, with configuration: Configuration?
  ) {
    let directories = Self.resourceDirectories(bundle)
    let scale = UIApplication.shared.environment.screenScale
    let store = UIApplication.shared.imageFiles
    for catalog in directories.flatMap(store.catalogs(in:)) {
      guard let (path, fileScale) = catalog.imageFile(named: name, scale: scale) else { continue }
      guard let image = store.image(atPath: path) else { return nil }
      self.init(
        width: image.width, height: image.height, premultipliedARGB: image.pixels,
        scale: fileScale)
      return
    }
    let file = name.contains(".") ? name : name + ".png"
    guard
      let path = directories.map({ $0.appendingPathComponent(file).path })
        .first(where: { FileManager.default.fileExists(atPath: $0) })
    else {
      // Keyed by the whole message: once per file and set of folders searched.
      let message =
        "cannot read image '\(file)': not found in "
        + directories.map(\.path).joined(separator: ", ")
      store.reportOnce(message, message)
      return nil
    }
    self.init(contentsOfFile: path)
  }

  /// The image in the file at `path`; nil (reported once) when it cannot be read.
  @preconcurrency @MainActor
  public convenience init?(contentsOfFile path: String) {
    guard let image = UIApplication.shared.imageFiles.image(atPath: path) else { return nil }
    // The pixels are shared, not copied (arrays are copy-on-write).
    self.init(width: image.width, height: image.height, premultipliedARGB: image.pixels)
  }

  /// Where named images and colours are looked for: `bundle`'s resources, or the asset
  /// folders and the main bundle's resources.
  static func resourceDirectories(_ bundle: Bundle?) -> [URL] {
    var directories = bundle == nil ? assetDirectories : []
    for url in [(bundle ?? .main).resourceURL, bundle?.bundleURL].compactMap({ $0 })
    where !directories.contains(where: { $0.standardizedFileURL == url.standardizedFileURL }) {
      directories.append(url)
    }
    return directories
  }

  /// Where `UIImage(named:)` looks, in order: only `$TRANSITIONS_ASSETS` when it is set (so
  /// that a file missing there is missing, not found elsewhere), else an installed app's
  /// `<prefix>/share/<its name>/assets` (beside `<prefix>/bin`), else the checkout's folders.
  public static var assetDirectories: [URL] {
    if let override = ProcessInfo.processInfo.environment["TRANSITIONS_ASSETS"],
      !override.isEmpty
    {
      return [URL(fileURLWithPath: override)]
    }
    // The running executable wherever it was started from (the first argument may be a bare
    // name found on $PATH).
    let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
      .resolvingSymlinksInPath()
    let installed = executable.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("share").appendingPathComponent(executable.lastPathComponent)
      .appendingPathComponent("assets")
    // Beside the executable or in a folder above it (.build/debug/ sits inside the checkout).
    let folders = sequence(first: executable.deletingLastPathComponent()) { folder in
      folder.pathComponents.count > 2 ? folder.deletingLastPathComponent() : nil
    }
    var directories: [URL] = []
    for candidate in [installed] + folders.map({ $0.appendingPathComponent("assets") }) {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        directories.append(candidate)
        break
      }
    }
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      .appendingPathComponent("assets")
    if !directories.contains(where: { $0.standardizedFileURL == current.standardizedFileURL }) {
      directories.append(current)
    }
    return directories
  }
}
