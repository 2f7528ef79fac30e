import CX11
import Foundation

/// What the X server holds for one client, by resource type, as the X-Resource extension
/// counts it: a leak of pixmaps, pictures, glyph sets or GCs shows here.
public struct ServerResources: Equatable, Sendable, CustomStringConvertible {
  /// Count by type name ("PIXMAP", "PICTURE", "GLYPHSET", "GC", "WINDOW", …).
  public var counts: [String: Int]

  /// The count of resources of `type`, 0 for none.
  public subscript(type: String) -> Int { counts[type, default: 0] }

  /// "GC 3, GLYPHSET 2, PICTURE 14, PIXMAP 12, WINDOW 1", sorted by name.
  public var description: String {
    counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
  }

  /// The resources of the client that owns `resource` (any of its ids); nil without the
  /// X-Resource extension.
  static func query(display: OpaquePointer, ownerOf resource: XID) -> ServerResources? {
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    guard XResQueryExtension(display, &eventBase, &errorBase) != 0 else { return nil }
    var count: Int32 = 0
    var types: UnsafeMutablePointer<XResType>?
    guard XResQueryClientResources(display, resource, &count, &types) != 0, let types
    else { return nil }
    defer { XFree(types) }
    var counts: [String: Int] = [:]
    for index in 0..<Int(count) {
      let type = types[index]
      guard let name = XGetAtomName(display, type.resource_type) else { continue }
      counts[String(cString: name)] = Int(type.count)
      XFree(name)
    }
    return ServerResources(counts: counts)
  }
}
