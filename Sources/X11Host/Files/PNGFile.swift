import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// Reads and writes PNG files with libpng's simplified API, which reports errors as values
/// (its classic API uses longjmp, which Swift must never cross).
public enum PNGFile {
  /// Why a PNG file or its data could not be read or written.
  public struct Failure: Error, CustomStringConvertible {
    /// The file's path; empty for data decoded or encoded in memory.
    public let path: String
    /// What went wrong, in words.
    public let reason: String
    public var description: String { "cannot read image '\(path)': \(reason)" }
  }

  /// The longest side an image may have: larger ones are refused before decoding.
  public static let maximumSide = 8192

  /// Decodes a PNG file into RGBA pixels.
  public static func read(_ path: String) throws -> RGBAImage {
    guard let data = contents(ofFile: path) else {
      throw Failure(path: path, reason: "no such file or not readable")
    }
    do {
      return try decode(data)
    } catch let failure as Failure {
      throw Failure(path: path, reason: failure.reason)
    }
  }

  /// The bytes of the file at `path`, nil when it cannot be read. An empty file is not read:
  /// Foundation's reader keeps (leaks) its 4 KiB buffer for one.
  @_spi(Host) public static func contents(ofFile path: String) -> Data? {
    let isEmpty =
      (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) == 0
    return isEmpty ? Data() : FileManager.default.contents(atPath: path)
  }

  /// More than deflate's best ratio (1032 : 1: a 258-byte match in two bits).
  static let maximumDeflateRatio = 1100

  /// The eight bytes every PNG file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Decodes PNG data into RGBA pixels. Refuses, with the reason, data that is empty, not a
  /// PNG, corrupt or truncated. Pictures larger than `maximumSide` on a side, and pictures
  /// larger than their data could hold, are refused from their header before any pixel
  /// memory is allocated.
  public static func decode(_ data: Data) throws -> RGBAImage {
    guard !data.isEmpty else { throw Failure(path: "", reason: "empty file (0 bytes)") }
    guard data.starts(with: signature) else {
      throw Failure(
        path: "",
        reason: data.count < signature.count && signature.starts(with: data)
          ? "truncated PNG file (\(data.count) bytes)" : "not a PNG file (no PNG signature)")
    }
    // libpng keeps the pointer given to begin_read until finish_read: both run inside one
    // withUnsafeBytes.
    return try data.withUnsafeBytes { raw in
      try checkChunkLengths(raw)
      var image = png_image()
      image.version = UInt32(PNG_IMAGE_VERSION)
      defer { png_image_free(&image) }
      guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
        throw Failure(path: "", reason: reason(of: &image))
      }
      image.format = CX11_PNG_FORMAT_RGBA
      let width = Int(image.width)
      let height = Int(image.height)
      guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
        throw Failure(
          path: "",
          reason: "unsupported size \(width)×\(height) (at most \(maximumSide) on a side)")
      }
      // Deflate packs at most 1032 bytes into one, and every pixel takes at least a bit:
      // data too short to hold the picture is refused before its pixels are allocated.
      guard width * height / 8 <= raw.count * maximumDeflateRatio + 4096 else {
        throw Failure(
          path: "",
          reason: "truncated PNG data (\(raw.count) bytes cannot hold \(width)×\(height) pixels)")
      }
      var bytes = [UInt8](repeating: 0, count: width * height * 4)
      let finished = bytes.withUnsafeMutableBytes { buffer in
        png_image_finish_read(&image, nil, buffer.baseAddress, 0, nil)
      }
      guard finished != 0 else { throw Failure(path: "", reason: reason(of: &image)) }
      return RGBAImage(width: width, height: height, bytes: bytes)
    }
  }

  /// Refuses data with a chunk longer than the bytes left: libpng allocates a chunk's
  /// declared length before it finds the data short (a 2 GB sPLT in an 80-byte file, found by
  /// `make fuzz`: Tests/Fuzz/corpus/crash-oom-chunk-length.png).
  private static func checkChunkLengths(_ raw: UnsafeRawBufferPointer) throws {
    var offset = signature.count
    while raw.count - offset >= 8 {
      let length = (0..<4).reduce(0) { $0 << 8 | Int(raw[offset + $1]) }
      let type = raw[offset + 4..<offset + 8]
      let left = raw.count - offset - 12
      guard length <= left else {
        let name =
          type.allSatisfy { (0x41...0x5A).contains($0 & 0xDF) }
          ? "chunk '\(String(decoding: type, as: UTF8.self))'" : "a chunk"
        throw Failure(
          path: "",
          reason: "truncated PNG data (\(name) claims \(length) bytes, \(max(left, 0)) are left)")
      }
      if type.elementsEqual("IEND".utf8) { return }
      offset += 12 + length
    }
  }

  /// Encodes RGBA pixels as PNG data.
  public static func encode(_ rgba: RGBAImage) throws -> Data {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    image.width = UInt32(rgba.width)
    image.height = UInt32(rgba.height)
    image.format = CX11_PNG_FORMAT_RGBA
    var size = 0
    let sized = rgba.bytes.withUnsafeBytes { pixels in
      png_image_write_to_memory(&image, nil, &size, 0, pixels.baseAddress, 0, nil)
    }
    guard sized != 0, size > 0 else { throw Failure(path: "", reason: message(of: &image)) }
    var output = [UInt8](repeating: 0, count: size)
    let written = rgba.bytes.withUnsafeBytes { pixels in
      output.withUnsafeMutableBytes { buffer in
        png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, pixels.baseAddress, 0, nil)
      }
    }
    guard written != 0 else { throw Failure(path: "", reason: message(of: &image)) }
    return Data(output.prefix(size))
  }

  /// Writes RGBA pixels to a PNG file.
  public static func write(_ rgba: RGBAImage, to path: String) throws {
    let data = try encode(rgba)
    guard FileManager.default.createFile(atPath: path, contents: data) else {
      throw Failure(path: path, reason: "cannot write the file")
    }
  }

  /// Reads a PNG file as a toolkit image (premultiplied ARGB).
  public static func readImage(_ path: String) throws -> UIImage {
    guard let image = try read(path).uiImage else {
      throw Failure(path: path, reason: "empty image")
    }
    return image
  }

  /// Decodes PNG files for the toolkit's `UIImage(named:)` and `UIImage(contentsOfFile:)`.
  @_spi(Host) public struct Decoder: ImageDecoding {
    public init() {}

    public func decodeImage(atPath path: String) throws -> UIImage { try readImage(path) }
  }

  private static func message(of image: inout png_image) -> String {
    withUnsafeBytes(of: &image.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  /// Why libpng could not read a PNG stream, in words, with libpng's own message.
  private static func reason(of image: inout png_image) -> String {
    let message = message(of: &image)
    let lowercased = message.lowercased()
    if lowercased.contains("end of") || lowercased.contains("not enough") {
      return "truncated PNG data (libpng: \(message))"
    }
    return "corrupt PNG data (libpng: \(message))"
  }
}
