import Foundation

extension GIFFile {
  /// Why `decode` rejected its data.
  public enum DecodingError: Error, CustomStringConvertible, Equatable {
    /// The data has no GIF87a or GIF89a header.
    case notGIF
    /// The data ends early.
    case truncated
    /// The logical screen is empty or over 16384 pixels a side.
    case badScreenSize(width: Int, height: Int)
    /// The frames add up to more than 2^28 pixels.
    case tooManyPixels
    /// A block starts with an unknown introducer byte.
    case unknownBlock(UInt8)
    /// A frame reaches outside the logical screen.
    case frameOutsideScreen(x: Int, y: Int, width: Int, height: Int)
    /// A frame has no colour table, local or global.
    case noColourTable
    /// An LZW minimum code size is not 2 to 8.
    case badCodeSize(Int)
    /// An LZW code is beyond the code table.
    case badLZWCode(Int)
    /// A frame's image data ends before its last pixel.
    case missingPixels
    /// A colour index is beyond the colour table.
    case badColourIndex(Int)

    public var description: String {
      switch self {
      case .notGIF: "not a GIF file (no GIF87a or GIF89a header)"
      case .truncated: "the GIF data ends early"
      case .badScreenSize(let width, let height):
        "the logical screen \(width)×\(height) is empty or over 16384 pixels a side"
      case .tooManyPixels: "the frames add up to more than 2^28 pixels"
      case .unknownBlock(let byte): "unknown block introducer 0x\(String(byte, radix: 16))"
      case .frameOutsideScreen(let x, let y, let width, let height):
        "the \(width)×\(height) frame at (\(x), \(y)) is outside the logical screen"
      case .noColourTable: "a frame has no colour table, local or global"
      case .badCodeSize(let size): "LZW minimum code size \(size) is not 2 to 8"
      case .badLZWCode(let code): "LZW code \(code) is beyond the code table"
      case .missingPixels: "a frame's image data ends before its last pixel"
      case .badColourIndex(let index): "colour index \(index) is beyond the colour table"
      }
    }
  }

  /// The frames of a GIF89a/GIF87a file, each composed onto the logical screen as a viewer shows
  /// it (transparent where nothing was drawn), with its delay in hundredths of a second.
  public static func decode(_ data: Data) throws -> [(image: RGBAImage, delay: Int)] {
    let bytes = [UInt8](data)
    guard bytes.count >= 6,
      ["GIF87a", "GIF89a"].contains(String(decoding: bytes[..<6], as: UTF8.self))
    else { throw DecodingError.notGIF }
    var reader = GIFReader(bytes: bytes, position: 6)

    let width = try reader.word()
    let height = try reader.word()
    guard (1...16384).contains(width), (1...16384).contains(height) else {
      throw DecodingError.badScreenSize(width: width, height: height)
    }
    let screenFlags = try reader.byte()
    // The background colour and aspect ratio: the background is transparent.
    _ = try reader.read(2)
    let globalTable = try reader.colourTable(screenFlags)
    var canvas = [UInt8](repeating: 0, count: width * height * 4)
    var frames: [(image: RGBAImage, delay: Int)] = []
    var control: (disposal: Int, delay: Int, transparent: Int?) = (0, 0, nil)
    while true {
      switch try UInt8(reader.byte()) {
      case 0x3B:
        return frames
      case 0x21:
        let label = try reader.byte()
        let body = try reader.subBlocks()
        if label == 0xF9, body.count >= 4 {
          let transparent = body[0] & 1 == 1 ? Int(body[3]) : nil
          control = (Int(body[0] >> 2 & 7), Int(body[1]) | Int(body[2]) << 8, transparent)
        }
      case 0x2C:
        let (left, top, frameWidth, frameHeight) = try (
          reader.word(), reader.word(), reader.word(), reader.word()
        )
        guard left + frameWidth <= width, top + frameHeight <= height else {
          throw DecodingError.frameOutsideScreen(
            x: left, y: top, width: frameWidth, height: frameHeight)
        }
        let flags = try reader.byte()
        let localTable = try reader.colourTable(flags)
        let table = localTable.isEmpty ? globalTable : localTable
        guard !table.isEmpty else { throw DecodingError.noColourTable }
        let indices = try lzw(
          minimumCodeSize: reader.byte(), data: reader.subBlocks(), count: frameWidth * frameHeight)
        guard (frames.count + 1) * width * height <= 1 << 28 else {
          throw DecodingError.tooManyPixels
        }
        // Interlaced rows come in four passes: every 8th from 0, every 8th from 4, every 4th
        // from 2, every 2nd from 1.
        let rows =
          flags & 0x40 == 0
          ? Array(0..<frameHeight)
          : [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { stride(from: $0, to: frameHeight, by: $1) }
        let saved = control.disposal == 3 ? canvas : nil
        let place = (left: left, top: top, width: frameWidth, height: frameHeight)
        try draw(
          indices, rows: rows, at: place, table: table, transparent: control.transparent,
          onto: &canvas, screenWidth: width)
        frames.append((RGBAImage(width: width, height: height, bytes: canvas), control.delay))
        if control.disposal == 2 {
          clear(place, of: &canvas, screenWidth: width)
        } else if let saved {
          canvas = saved
        }
        control = (0, 0, nil)
      case let introducer:
        throw DecodingError.unknownBlock(introducer)
      }
    }
  }

  /// Draws a frame's colour indices (its `rows` in the order they came) onto `canvas`, the
  /// logical screen in RGBA, at `place`; the transparent index leaves what is there.
  private static func draw(
    _ indices: [UInt8], rows: [Int], at place: (left: Int, top: Int, width: Int, height: Int),
    table: [UInt8], transparent: Int?, onto canvas: inout [UInt8], screenWidth: Int
  ) throws {
    for (row, y) in rows.enumerated() {
      for column in 0..<place.width {
        let index = Int(indices[row * place.width + column])
        guard index != transparent else { continue }
        guard index * 3 < table.count else { throw DecodingError.badColourIndex(index) }
        let offset = ((place.top + y) * screenWidth + place.left + column) * 4
        canvas[offset] = table[index * 3]
        canvas[offset + 1] = table[index * 3 + 1]
        canvas[offset + 2] = table[index * 3 + 2]
        canvas[offset + 3] = 255
      }
    }
  }

  /// Makes `place` on the logical screen transparent again (disposal method 2).
  private static func clear(
    _ place: (left: Int, top: Int, width: Int, height: Int), of canvas: inout [UInt8],
    screenWidth: Int
  ) {
    for y in place.top..<place.top + place.height {
      let start = (y * screenWidth + place.left) * 4
      canvas.replaceSubrange(
        start..<start + place.width * 4, with: repeatElement(0, count: place.width * 4))
    }
  }

  /// GIF's LZW: at least `count` indices from codes packed least significant bit first, their
  /// width growing from `minimumCodeSize + 1` bits up to 12.
  private static func lzw(minimumCodeSize: Int, data: [UInt8], count: Int) throws -> [UInt8] {
    guard (2...8).contains(minimumCodeSize) else {
      throw DecodingError.badCodeSize(minimumCodeSize)
    }
    let clear = 1 << minimumCodeSize
    // Entry `code` is entry `prefix[code]` followed by `suffix[code]`, `length[code]` long.
    var prefix = [Int](repeating: 0, count: 4096)
    var suffix = (0..<4096).map { UInt8(truncatingIfNeeded: $0) }
    var length = [Int](repeating: 1, count: 4096)
    var next = clear + 2
    var codeSize = minimumCodeSize + 1
    var previous: Int?
    var (buffer, bits, position) = (0, 0, 0)
    var output: [UInt8] = []
    output.reserveCapacity(count)
    while output.count < count {
      while bits < codeSize {
        guard position < data.count else { throw DecodingError.missingPixels }
        buffer |= Int(data[position]) << bits
        bits += 8
        position += 1
      }
      let code = buffer & (1 << codeSize - 1)
      buffer >>= codeSize
      bits -= codeSize
      if code == clear {
        (next, codeSize, previous) = (clear + 2, minimumCodeSize + 1, nil)
        continue
      }
      guard code != clear + 1 else { throw DecodingError.missingPixels }
      guard let last = previous else {
        guard code < clear else { throw DecodingError.badLZWCode(code) }
        output.append(UInt8(code))
        previous = code
        continue
      }
      // A code not yet in the table can only be the next one: the last entry plus its own first.
      guard code <= next else { throw DecodingError.badLZWCode(code) }
      let entry = code < next ? code : last
      let start = output.count
      output += repeatElement(0, count: length[entry])
      var link = entry
      for index in (start..<output.count).reversed() {
        output[index] = suffix[link]
        link = prefix[link]
      }
      if code == next { output.append(output[start]) }
      // Once the table is full the codes stay 12 bits until a clear code.
      if next < 4096 {
        (prefix[next], suffix[next], length[next]) = (last, output[start], length[last] + 1)
        next += 1
        if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
      }
      previous = code
    }
    return output
  }
}

/// Reads a GIF file's bytes in order: bytes, little-endian words, colour tables, data
/// sub-blocks.
private struct GIFReader {
  let bytes: [UInt8]
  var position: Int

  mutating func read(_ count: Int) throws -> ArraySlice<UInt8> {
    guard count <= bytes.count - position else { throw GIFFile.DecodingError.truncated }
    defer { position += count }
    return bytes[position..<position + count]
  }

  mutating func byte() throws -> Int { try Int(read(1).first!) }

  mutating func word() throws -> Int {
    let pair = try read(2)
    return Int(pair.first!) | Int(pair.last!) << 8
  }

  /// The colour table that `flags` announces, RGB triples, or none.
  mutating func colourTable(_ flags: Int) throws -> [UInt8] {
    flags & 0x80 == 0 ? [] : try Array(read(3 << ((flags & 7) + 1)))
  }

  mutating func subBlocks() throws -> [UInt8] {
    var result: [UInt8] = []
    var length = try byte()
    while length > 0 {
      result += try read(length)
      length = try byte()
    }
    return result
  }
}
