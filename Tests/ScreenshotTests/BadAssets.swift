import Foundation

/// An asset folder with one monkey of each bad kind (missing, truncated, corrupt, zero-byte,
/// not a PNG, 20000 × 20000), the other five monkeys and the icon as they are: for the tests
/// of bad assets, in process and end to end.
enum BadAssets {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// A bad monkey: its file, and the words its error must say.
  struct Kind {
    let index: Int
    let file: String
    let reason: String
  }

  /// Monkeys 1 to 6 (items 0 to 5) are bad; 7 to 11 are good.
  static let kinds = [
    Kind(index: 0, file: "monkey-01.png", reason: "not found in"),
    Kind(index: 1, file: "monkey-02.png", reason: "truncated PNG data"),
    Kind(index: 2, file: "monkey-03.png", reason: "corrupt PNG data (libpng: "),
    Kind(index: 3, file: "monkey-04.png", reason: "empty file (0 bytes)"),
    Kind(index: 4, file: "monkey-05.png", reason: "not a PNG file"),
    Kind(index: 5, file: "monkey-06.png", reason: "unsupported size 20000×20000"),
  ]
  static let goodIndices = 6..<11

  /// The checkout this file is in.
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let assets = repository.appendingPathComponent("assets")
  /// A complete blank 20000 × 20000 PNG of about 50 kB (scripts/make-png-fixtures.py).
  static let hugePicture = repository.appendingPathComponent(
    "Tests/Fixtures/huge-20000x20000.png")

  /// Makes the folder in the temporary directory; the caller removes it.
  static func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("transitions-bad-assets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    func monkey(_ number: Int) throws -> Data {
      try Data(contentsOf: assets.appendingPathComponent(String(format: "monkey-%02d.png", number)))
    }
    func write(_ data: Data, _ name: String) throws {
      try data.write(to: folder.appendingPathComponent(name))
    }
    // monkey-01.png: missing.
    let second = try monkey(2)
    try write(second.prefix(second.count / 2), "monkey-02.png")
    try write(try flippedInTheMiddleOfIDAT(try monkey(3)), "monkey-03.png")
    try write(Data(), "monkey-04.png")
    try write(Data("This is a monkey, honestly.\n".utf8), "monkey-05.png")
    try write(try Data(contentsOf: hugePicture), "monkey-06.png")
    for number in 7...11 {
      try write(try monkey(number), String(format: "monkey-%02d.png", number))
    }
    try write(try Data(contentsOf: assets.appendingPathComponent("icon.png")), "icon.png")
    return folder
  }

  /// `png` with 16 bytes inverted in the middle of its first IDAT chunk's data (its CRC no
  /// longer matches).
  static func flippedInTheMiddleOfIDAT(_ png: Data) throws -> Data {
    var bytes = [UInt8](png)
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      if bytes[offset + 4..<offset + 8].elementsEqual("IDAT".utf8) {
        let middle = offset + 8 + length / 2
        for index in middle - 8..<middle + 8 { bytes[index] ^= 0xFF }
        return Data(bytes)
      }
      offset += 12 + length
    }
    throw Failure(description: "no IDAT chunk in the monkey")
  }
}
