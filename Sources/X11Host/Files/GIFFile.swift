import Foundation

/// Animated GIF files (GIF89a, looping): frames quantised to one fixed palette (a 6 × 7 × 6
/// colour cube and 4 greys), compressed with GIF's LZW.
public enum GIFFile {
  /// `frames` (all the size of the first) shown `delay` hundredths of a second each.
  public static func encode(_ frames: [RGBAImage], delay: Int) -> Data {
    encode(frames, delays: Array(repeating: delay, count: frames.count))
  }

  /// `frames` (all the size of the first), each shown its own number of hundredths of a
  /// second (the last of `delays` for frames past its end).
  public static func encode(_ frames: [RGBAImage], delays: [Int]) -> Data {
    guard let first = frames.first else { return Data() }
    var data = Data("GIF89a".utf8)
    data.append(le16(first.width))
    data.append(le16(first.height))
    // A global colour table of 256 entries (2^(7+1)), 8 bits of colour resolution.
    data.append(contentsOf: [0xF7, 0, 0])
    for entry in palette { data.append(contentsOf: [entry.r, entry.g, entry.b]) }
    // Loop for ever (NETSCAPE2.0).
    data.append(contentsOf: [0x21, 0xFF, 0x0B])
    data.append(contentsOf: Array("NETSCAPE2.0".utf8))
    data.append(contentsOf: [0x03, 0x01, 0x00, 0x00, 0x00])
    for (index, frame) in frames.enumerated()
    where frame.width == first.width && frame.height == first.height {
      // Graphic control: the delay, no transparency.
      data.append(contentsOf: [0x21, 0xF9, 0x04, 0x00])
      let delay = delays.isEmpty ? 1 : delays[min(index, delays.count - 1)]
      data.append(le16(max(delay, 1)))
      data.append(contentsOf: [0x00, 0x00])
      data.append(0x2C)
      data.append(le16(0))
      data.append(le16(0))
      data.append(le16(frame.width))
      data.append(le16(frame.height))
      data.append(0x00)
      data.append(8)  // LZW minimum code size.
      let compressed = lzw(indices(of: frame))
      var offset = 0
      while offset < compressed.count {
        let length = min(255, compressed.count - offset)
        data.append(UInt8(length))
        data.append(contentsOf: compressed[offset..<offset + length])
        offset += length
      }
      data.append(0x00)
    }
    data.append(0x3B)
    return data
  }

  /// Writes `frames` (all the size of the first), shown `delay` hundredths of a second each,
  /// to the GIF file at `path`.
  public static func write(_ frames: [RGBAImage], delay: Int, to path: String) throws {
    try encode(frames, delay: delay).write(to: URL(fileURLWithPath: path))
  }

  /// 6 reds × 7 greens × 6 blues (252 colours), then 4 extra greys.
  static let palette: [(r: UInt8, g: UInt8, b: UInt8)] = {
    var colours: [(UInt8, UInt8, UInt8)] = []
    for r in 0..<6 {
      for g in 0..<7 {
        for b in 0..<6 {
          colours.append((UInt8(r * 51), UInt8(g * 255 / 6), UInt8(b * 51)))
        }
      }
    }
    for grey in [0x22, 0x5A, 0xC8, 0xF2] as [UInt8] { colours.append((grey, grey, grey)) }
    return colours
  }()

  /// The nearest palette index of each pixel (over white where transparent).
  static func indices(of frame: RGBAImage) -> [UInt8] {
    var result = [UInt8](repeating: 0, count: frame.width * frame.height)
    frame.bytes.withUnsafeBufferPointer { bytes in
      for index in result.indices {
        let alpha = Int(bytes[index * 4 + 3])
        func channel(_ offset: Int) -> Int {
          (Int(bytes[index * 4 + offset]) * alpha + 255 * (255 - alpha)) / 255
        }
        let (r, g, b) = (channel(0), channel(1), channel(2))
        let cube = ((r * 5 + 127) / 255) * 42 + ((g * 6 + 127) / 255) * 6 + (b * 5 + 127) / 255
        var best = cube
        // Near-greys: the extra greys may be closer than the cube's.
        if abs(r - g) < 12, abs(g - b) < 12 {
          var bestDistance = distance(palette[cube], r, g, b)
          for grey in 252..<256 where distance(palette[grey], r, g, b) < bestDistance {
            best = grey
            bestDistance = distance(palette[grey], r, g, b)
          }
        }
        result[index] = UInt8(best)
      }
    }
    return result
  }

  private static func distance(
    _ entry: (r: UInt8, g: UInt8, b: UInt8), _ r: Int, _ g: Int, _ b: Int
  )
    -> Int
  {
    let dr = Int(entry.r) - r
    let dg = Int(entry.g) - g
    let db = Int(entry.b) - b
    return dr * dr + dg * dg + db * db
  }

  /// GIF's variable-width LZW over 8-bit indices, codes packed least significant bit first.
  static func lzw(_ input: [UInt8]) -> [UInt8] {
    let clear = 256
    let end = 257
    var table: [Int: Int] = [:]
    var nextCode = 258
    var codeSize = 9
    var output: [UInt8] = []
    var buffer = 0
    var bits = 0
    func emit(_ code: Int) {
      buffer |= code << bits
      bits += codeSize
      while bits >= 8 {
        output.append(UInt8(buffer & 0xFF))
        buffer >>= 8
        bits -= 8
      }
    }
    emit(clear)
    guard var prefix = input.first.map(Int.init) else {
      emit(end)
      if bits > 0 { output.append(UInt8(buffer & 0xFF)) }
      return output
    }
    for byte in input.dropFirst() {
      let key = prefix << 8 | Int(byte)
      if let code = table[key] {
        prefix = code
        continue
      }
      emit(prefix)
      table[key] = nextCode
      nextCode += 1
      // The new code needs one more bit; a full table starts again.
      if nextCode - 1 >= 1 << codeSize { codeSize += 1 }
      if nextCode == 4096 {
        emit(clear)
        table.removeAll(keepingCapacity: true)
        nextCode = 258
        codeSize = 9
      }
      prefix = Int(byte)
    }
    emit(prefix)
    emit(end)
    if bits > 0 { output.append(UInt8(buffer & 0xFF)) }
    return output
  }

  private static func le16(_ value: Int) -> Data {
    Data([UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)])
  }
}
