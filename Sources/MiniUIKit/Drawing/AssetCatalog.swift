import Foundation

/// An Xcode asset catalog (`Assets.xcassets`), read as Xcode writes it: image sets
/// (`name.imageset/Contents.json` naming a file for each scale) and colour sets
/// (`name.colorset/Contents.json` with sRGB components, a variant for each appearance), in
/// folders that may group them (a namespaced one is named in the path: "Icons/star").
struct AssetCatalog {
  let root: URL

  /// The catalogs directly in `directory`.
  static func catalogs(in directory: URL) -> [AssetCatalog] {
    let entries =
      (try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])) ?? []
    return entries.filter { $0.pathExtension == "xcassets" }
      .sorted { $0.path < $1.path }.map(AssetCatalog.init)
  }

  /// The folder of the set named `name` with `extension` (`imageset`, `colorset`).
  private func set(named name: String, extension suffix: String) -> URL? {
    let parts = name.split(separator: "/").map(String.init)
    guard let last = parts.last else { return nil }
    // A namespaced name goes through its folders; a plain one may lie in any group.
    if parts.count > 1 {
      let url = parts.dropLast().reduce(root) { $0.appendingPathComponent($1) }
        .appendingPathComponent(last + "." + suffix)
      return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
    else { return nil }
    for case let url as URL in walker where url.lastPathComponent == last + "." + suffix {
      return url
    }
    return nil
  }

  private func contents(of set: URL) -> [String: Any]? {
    guard let data = try? Data(contentsOf: set.appendingPathComponent("Contents.json")) else {
      return nil
    }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  /// Whether an entry is for the light (or any) appearance, not a dark or high-contrast one.
  private static func isForAnyAppearance(_ entry: [String: Any]) -> Bool {
    (entry["appearances"] as? [[String: Any]] ?? []).isEmpty
  }

  /// The file of the image set `name` at the scale nearest `scale` (at or above it first),
  /// and that scale; nil when there is no such set or no file in it.
  func imageFile(named name: String, scale: CGFloat) -> (path: String, scale: CGFloat)? {
    guard let set = set(named: name, extension: "imageset"),
      let images = contents(of: set)?["images"] as? [[String: Any]]
    else { return nil }
    let files = images.filter(Self.isForAnyAppearance).compactMap {
      entry -> (String, CGFloat)? in
      guard let file = entry["filename"] as? String else { return nil }
      let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) } ?? 1
      return (set.appendingPathComponent(file).path, CGFloat(scale))
    }
    let best =
      files.filter { $0.1 >= scale }.min { $0.1 < $1.1 } ?? files.max { $0.1 < $1.1 }
    return best.map { (path: $0.0, scale: $0.1) }
  }

  /// The colour of the colour set `name`: its light (or any) appearance's, dynamic when the
  /// set has a dark appearance too.
  func color(named name: String) -> UIColor? {
    guard let set = set(named: name, extension: "colorset"),
      let colors = contents(of: set)?["colors"] as? [[String: Any]]
    else { return nil }
    let dark = colors.first { Self.luminosity(of: $0) == "dark" }.flatMap(Self.color(of:))
    guard
      let light =
        (colors.first(where: Self.isForAnyAppearance)
        ?? colors.first { Self.luminosity(of: $0) == "light" } ?? colors.first)
        .flatMap(Self.color(of:))
    else { return nil }
    return dark.map { UIColor.dynamic(light: light, dark: $0) } ?? light
  }

  /// The `luminosity` appearance an entry is for (`light`, `dark`), if it says.
  private static func luminosity(of entry: [String: Any]) -> String? {
    let appearances = entry["appearances"] as? [[String: Any]] ?? []
    return appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
  }

  /// The colour an entry of a colour set gives.
  private static func color(of entry: [String: Any]) -> UIColor? {
    guard let color = entry["color"] as? [String: Any],
      let components = color["components"] as? [String: Any]
    else { return nil }
    func component(_ key: String) -> CGFloat? {
      guard let value = components[key] else { return nil }
      let text = "\(value)"
      // Xcode writes "0.500", "128" or "0x80".
      if text.hasPrefix("0x"), let hex = Int(text.dropFirst(2), radix: 16) {
        return CGFloat(hex) / 255
      }
      guard let number = Double(text) else { return nil }
      return text.contains(".") || key == "alpha" ? CGFloat(number) : CGFloat(number) / 255
    }
    if let white = component("white") {
      return UIColor(white: white, alpha: component("alpha") ?? 1)
    }
    guard let red = component("red"), let green = component("green"),
      let blue = component("blue")
    else { return nil }
    return UIColor(red: red, green: green, blue: blue, alpha: component("alpha") ?? 1)
  }
}

extension UIColor {
  /// The colour set named `name` in an asset catalog (`Assets.xcassets`) in the asset folders
  /// or the main bundle's resources (dynamic when the set has a dark appearance); nil when
  /// there is none.
  @preconcurrency @MainActor
  public init?(named name: String) {
    let store = UIApplication.shared.imageFiles
    guard
      let color = UIImage.resourceDirectories(nil).lazy.flatMap(store.catalogs(in:))
        .compactMap({ $0.color(named: name) }).first
    else { return nil }
    self = color
  }
}
