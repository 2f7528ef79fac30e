import Foundation

/// The image files decoded so far, each read once, and the files already reported as
/// unreadable, each reported once. A new environment starts a new store.
@MainActor
final class ImageFileStore {
  private var decoded: [String: UIImage] = [:]
  private var reported: Set<String> = []
  /// The asset catalogs found in each folder searched.
  private var catalogsByFolder: [String: [AssetCatalog]] = [:]

  /// The asset catalogs in `directory`, found once.
  func catalogs(in directory: URL) -> [AssetCatalog] {
    if let known = catalogsByFolder[directory.path] { return known }
    let found = AssetCatalog.catalogs(in: directory)
    catalogsByFolder[directory.path] = found
    return found
  }

  /// The image in the file at `path`, decoded by the environment's decoder; nil (reported
  /// once) when it cannot be read.
  func image(atPath path: String) -> UIImage? {
    if let image = decoded[path] { return image }
    guard let decoder = UIApplication.shared.environment.imageDecoder else {
      reportOnce(path, "cannot read image '\(path)': no image decoder is installed")
      return nil
    }
    do {
      let image = try decoder.decodeImage(atPath: path)
      decoded[path] = image
      return image
    } catch {
      reportOnce(path, "\(error)")
      return nil
    }
  }

  /// Logs `message` as an error unless a message with `key` was logged before.
  func reportOnce(_ key: String, _ message: String) {
    guard reported.insert(key).inserted else { return }
    UIApplication.shared.environment.logger.error("\(message)")
  }
}
