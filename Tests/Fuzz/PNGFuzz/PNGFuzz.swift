import Foundation
@_spi(Host) import MiniUIKit
@_spi(Host) import X11Host

#if FUZZING
  import CLibFuzzer
#endif

/// The PNG loader's fuzz harness. Built by `make fuzz` (with `-sanitize=fuzzer,address` and
/// `-DFUZZING`) it is a libFuzzer binary: `PNGFuzz CORPUS… [-max_total_time=N]`. Built
/// normally it replays files: `PNGFuzz FILE|FOLDER…` runs each as one fuzz input and prints
/// the outcome.
///
/// Each input is decoded as it is, then with its chunks' CRCs made right: most mutations
/// break a CRC, and libpng would stop there without looking further into the data.
@main
enum PNGFuzz {
  /// One fuzz input: the outcomes of decoding it as it is and with its CRCs repaired.
  static func run(_ data: Data) -> String {
    let repaired = withRepairedCRCs(data)
    let outcome = decode(data)
    return repaired == data ? outcome : outcome + " | CRCs repaired: " + decode(repaired)
  }

  /// Decodes `data` as the demo decodes an asset: PNG to RGBA pixels to a toolkit image.
  static func decode(_ data: Data) -> String {
    do {
      let rgba = try PNGFile.decode(data)
      guard let image = rgba.uiImage else { return "no image" }
      return "\(image.width)×\(image.height)"
    } catch let failure as PNGFile.Failure {
      return failure.reason
    } catch {
      return "\(error)"
    }
  }

  static func main() {
    #if FUZZING
      var argc = CommandLine.argc
      var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    #else
      replay(Array(CommandLine.arguments.dropFirst()))
    #endif
  }

  /// `data` with the CRC of every whole chunk after the signature recomputed.
  static func withRepairedCRCs(_ data: Data) -> Data {
    var bytes = [UInt8](data)
    var offset = 8
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      guard length <= bytes.count - offset - 12 else { break }
      let crc = crc32(bytes[offset + 4..<offset + 8 + length])
      for index in 0..<4 {
        bytes[offset + 8 + length + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index))
      }
      offset += 12 + length
    }
    return Data(bytes)
  }

  /// The CRC-32 of PNG chunks (ISO 3309, as zlib's).
  static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
    }
    return crc ^ 0xFFFF_FFFF
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// Decodes every file named, and every file in every folder named.
  static func replay(_ paths: [String]) {
    let files = paths.flatMap { path -> [String] in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { return [path] }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      return names.sorted().map { (path as NSString).appendingPathComponent($0) }
    }
    for file in files {
      guard let data = PNGFile.contents(ofFile: file) else {
        print("\(file): cannot read the file")
        continue
      }
      print("\(file): \(run(data))")
    }
  }
}

#if FUZZING
  /// libFuzzer's entry point: one input, decoded; a crash or a sanitizer report is a find.
  @_cdecl("LLVMFuzzerTestOneInput")
  func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    _ = PNGFuzz.run(Data(bytes: bytes, count: count))
    return 0
  }
#endif
