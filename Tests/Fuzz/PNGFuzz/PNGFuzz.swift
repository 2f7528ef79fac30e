import Foundation
import MiniUIKit
import X11Host

#if FUZZING
  import CLibFuzzer
#endif

/// The PNG loader's fuzz harness. Built by `make fuzz` (with `-sanitize=fuzzer,address` and
/// `-DFUZZING`) it is a libFuzzer binary: `PNGFuzz CORPUS… [-max_total_time=N]`. Built
/// normally it replays files: `PNGFuzz FILE|FOLDER…` decodes each and prints the outcome.
@main
enum PNGFuzz {
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
      guard let data = FileManager.default.contents(atPath: file) else {
        print("\(file): cannot read the file")
        continue
      }
      print("\(file): \(decode(data))")
    }
  }
}

#if FUZZING
  /// libFuzzer's entry point: one input, decoded; a crash or a sanitizer report is a find.
  @_cdecl("LLVMFuzzerTestOneInput")
  func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    _ = PNGFuzz.decode(Data(bytes: bytes, count: count))
    return 0
  }
#endif
