import Foundation
@_spi(Host) import X11Host
import XCTest

/// GIFFile.decode, on the encoder's files and on small files made by hand here.
final class GIFDecodingTests: XCTestCase {
  private typealias DecodingError = GIFFile.DecodingError

  func testEncodedFramesRoundTripWithTheirDelay() throws {
    // Colours of the encoder's palette, so the pixels come back exactly; the first frame's rows
    // are runs of one colour.
    let colours: [[UInt8]] = [
      [255, 0, 0], [255, 255, 255], [0, 0, 255], [0, 85, 51], [0, 0, 0],
    ]
    let frames = (0..<3).map { frame in
      image(width: 9, height: 5) { x, y in colours[(x * frame + y) % colours.count] }
    }
    let decoded = try GIFFile.decode(GIFFile.encode(frames, delay: 7))
    XCTAssertEqual(decoded.map(\.image), frames)
    XCTAssertEqual(decoded.map(\.delay), [7, 7, 7])
  }

  func testALargeNoisyFrameThatFillsTheCodeTableRoundTrips() throws {
    // 256 × 160 pixels of random colours of the encoder's 6 × 7 × 6 cube: the 4096-code table
    // fills many times over.
    var state: UInt32 = 7
    func random(_ count: Int) -> Int {
      state = state &* 1_103_515_245 &+ 12345
      return Int(state >> 16) % count
    }
    let frame = image(width: 256, height: 160) { _, _ in
      [UInt8(random(6) * 51), UInt8(random(7) * 255 / 6), UInt8(random(6) * 51)]
    }
    let data = GIFFile.encode([frame], delay: 3)
    XCTAssertGreaterThan(data.count, 3 * 4096 * 12 / 8)
    let decoded = try GIFFile.decode(data)
    XCTAssertEqual(decoded.count, 1)
    XCTAssert(decoded.first?.image == frame, "the decoded pixels differ")
  }

  func testTruncatedDataThrowsAtEveryCut() {
    let frames = [
      image(width: 6, height: 4) { x, _ in x < 3 ? [255, 0, 0] : [0, 0, 255] },
      image(width: 6, height: 4) { _, y in y < 2 ? [0, 0, 0] : [255, 255, 255] },
    ]
    let data = GIFFile.encode(frames, delay: 5)
    XCTAssertNoThrow(try GIFFile.decode(data))
    for cut in 0..<data.count {
      XCTAssertThrowsError(try GIFFile.decode(data.prefix(cut)), "cut at \(cut)") { error in
        XCTAssertEqual(error as? DecodingError, cut < 6 ? .notGIF : .truncated, "cut at \(cut)")
      }
    }
  }

  func testGarbageThrows() {
    var state: UInt32 = 99
    func noise(_ count: Int) -> [UInt8] {
      (0..<count).map { _ in
        state = state &* 1_103_515_245 &+ 12345
        return UInt8(truncatingIfNeeded: state >> 16)
      }
    }
    XCTAssertThrowsError(try GIFFile.decode(Data()))
    XCTAssertThrowsError(try GIFFile.decode(Data("GIF88a".utf8 + [1, 0, 1, 0, 0, 0, 0, 0x3B])))
    for _ in 0..<200 {
      XCTAssertThrowsError(try GIFFile.decode(Data([0x47, 0x49, 0x46] + noise(100))))
      // A 16 × 16 screen with a 256-colour table, then a frame of noise.
      let header = Array("GIF89a".utf8) + [16, 0, 16, 0, 0xF7, 0, 0] + noise(768)
      XCTAssertThrowsError(try GIFFile.decode(Data(header + [0x2C] + noise(300))))
    }
  }

  func testAnInterlacedFrameDecodesToItsRows() throws {
    // Row y is colour y; the rows are stored in the four passes' order.
    let palette = (0..<16).map { [UInt8($0 * 16), 0, UInt8(255 - $0 * 16)] }
    let stored = [0, 8, 4, 2, 6, 1, 3, 5, 7, 9].flatMap { [$0, $0, $0] }
    let data = gif(
      width: 3, height: 10, palette: palette,
      body: frame(width: 3, height: 10, indices: stored, minimumCodeSize: 4, interlaced: true))
    let decoded = try GIFFile.decode(data)
    XCTAssertEqual(decoded.map(\.image), [image(width: 3, height: 10) { _, y in palette[y] }])
  }

  func testTransparencyAndRestoringToTheBackground() throws {
    let (red, green, blue): ([UInt8], [UInt8], [UInt8]) = ([255, 0, 0], [0, 255, 0], [0, 0, 255])
    // Red all over; green over the middle but transparent (index 3) at its top left, then
    // cleared (disposal 2); blue at the top left corner.
    let body =
      control(disposal: 1, delay: 4)
      + frame(width: 4, height: 4, indices: repeatElement(0, count: 16))
      + control(disposal: 2, delay: 300, transparent: 3)
      + frame(x: 1, y: 1, width: 2, height: 2, indices: [3, 1, 1, 1])
      + frame(width: 1, height: 1, indices: [2])
    let decoded = try GIFFile.decode(
      gif(width: 4, height: 4, palette: [red, green, blue, [0, 0, 0]], body: body))
    XCTAssertEqual(decoded.map(\.delay), [4, 300, 0])
    let middle = 1...2
    XCTAssertEqual(
      decoded.map(\.image),
      [
        image(width: 4, height: 4) { _, _ in red },
        image(width: 4, height: 4) { x, y in
          middle.contains(x) && middle.contains(y) && (x, y) != (1, 1) ? green : red
        },
        image(width: 4, height: 4) { x, y in
          (x, y) == (0, 0) ? blue : middle.contains(x) && middle.contains(y) ? [] : red
        },
      ])
  }

  func testRestoringToThePreviousFrame() throws {
    let (red, green, blue): ([UInt8], [UInt8], [UInt8]) = ([255, 0, 0], [0, 255, 0], [0, 0, 255])
    // Red all over, a green column shown once (disposal 3), then a blue pixel on the red.
    let body =
      frame(width: 3, height: 2, indices: repeatElement(0, count: 6))
      + control(disposal: 3, delay: 0) + frame(x: 1, width: 1, height: 2, indices: [1, 1])
      + frame(x: 2, y: 1, width: 1, height: 1, indices: [2])
    let decoded = try GIFFile.decode(
      gif(width: 3, height: 2, palette: [red, green, blue, red], body: body))
    XCTAssertEqual(
      decoded.map(\.image),
      [
        image(width: 3, height: 2) { _, _ in red },
        image(width: 3, height: 2) { x, _ in x == 1 ? green : red },
        image(width: 3, height: 2) { x, y in (x, y) == (2, 1) ? blue : red },
      ])
  }

  func testAClearCodeDeferredPastAFullTable() throws {
    // Literal codes only: 4,200 fill the table (which then stays 12 bits wide), a clear code,
    // 300 more at 3 bits.
    let indices = (0..<4500).map { ($0 * 7 + $0 / 5) % 4 }
    let codes = [4] + indices[..<4200] + [4] + indices[4200...] + [5]
    let palette: [[UInt8]] = [[0, 0, 0], [255, 255, 255], [255, 0, 0], [0, 0, 255]]
    let body =
      descriptor(x: 0, y: 0, width: 90, height: 50) + [2] + blocks(pack(codes, minimumCodeSize: 2))
    let decoded = try GIFFile.decode(gif(width: 90, height: 50, palette: palette, body: body))
    XCTAssertEqual(
      decoded.map(\.image), [image(width: 90, height: 50) { x, y in palette[indices[y * 90 + x]] }])
  }

  func testALocalColourTableServesItsFrameOnly() throws {
    let (black, white, blue, yellow): ([UInt8], [UInt8], [UInt8], [UInt8]) = (
      [0, 0, 0], [255, 255, 255], [0, 0, 255], [255, 255, 0]
    )
    // The same indices with a local table, then without: the global table again.
    let body =
      frame(width: 2, height: 1, indices: [0, 1], palette: [blue, yellow])
      + frame(x: 1, width: 1, height: 1, indices: [0])
    let decoded = try GIFFile.decode(gif(width: 2, height: 1, palette: [black, white], body: body))
    XCTAssertEqual(
      decoded.map(\.image),
      [
        image(width: 2, height: 1) { x, _ in x == 0 ? blue : yellow },
        image(width: 2, height: 1) { x, _ in x == 0 ? blue : black },
      ])
  }

  func testCodesAndIndicesBeyondTheirTablesThrow() {
    let palette: [[UInt8]] = [[0, 0, 0], [255, 255, 255]]
    // After the clear code and one literal the next new code is 6: 7 is not there yet.
    let badCode =
      descriptor(x: 0, y: 0, width: 2, height: 2) + [2]
      + blocks(pack([4, 1, 7, 5], minimumCodeSize: 2))
    XCTAssertThrowsError(
      try GIFFile.decode(gif(width: 2, height: 2, palette: palette, body: badCode))
    ) {
      XCTAssertEqual($0 as? DecodingError, .badLZWCode(7))
    }
    // Index 3 of a 2-colour table.
    let badIndex = frame(width: 2, height: 1, indices: [1, 3])
    XCTAssertThrowsError(
      try GIFFile.decode(gif(width: 2, height: 1, palette: palette, body: badIndex))
    ) {
      XCTAssertEqual($0 as? DecodingError, .badColourIndex(3))
    }
  }

  func testScreensAndFramesOutOfBoundsThrow() {
    let palette: [[UInt8]] = [[0, 0, 0], [255, 255, 255]]
    let pixel = frame(width: 1, height: 1, indices: [1])
    XCTAssertNoThrow(
      try GIFFile.decode(gif(width: 16384, height: 1, palette: palette, body: pixel)))
    for (width, height) in [(0, 5), (5, 0), (16385, 1), (1, 16385)] {
      XCTAssertThrowsError(
        try GIFFile.decode(gif(width: width, height: height, palette: palette, body: pixel))
      ) {
        XCTAssertEqual($0 as? DecodingError, .badScreenSize(width: width, height: height))
      }
    }
    let outside = frame(x: 3, y: 1, width: 2, height: 2, indices: [0, 1, 1, 0])
    XCTAssertThrowsError(
      try GIFFile.decode(gif(width: 4, height: 4, palette: palette, body: outside))
    ) {
      XCTAssertEqual($0 as? DecodingError, .frameOutsideScreen(x: 3, y: 1, width: 2, height: 2))
    }
  }

  // MARK: - Making images and files

  private func image(width: Int, height: Int, colour: (Int, Int) -> [UInt8]) -> RGBAImage {
    var bytes: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        let rgb = colour(x, y)
        bytes += rgb.isEmpty ? [0, 0, 0, 0] : rgb + [255]
      }
    }
    return RGBAImage(width: width, height: height, bytes: bytes)
  }

  /// A GIF89a file: the screen, a global colour table of `palette`, `body`, the trailer.
  private func gif(width: Int, height: Int, palette: [[UInt8]], body: [UInt8]) -> Data {
    let table = colourTable(palette)
    return Data(
      Array("GIF89a".utf8) + le16(width) + le16(height) + [table.flags, 0, 0] + table.bytes + body
        + [0x3B])
  }

  /// `palette` padded to a power of 2, and the flags that announce it.
  private func colourTable(_ palette: [[UInt8]]) -> (flags: UInt8, bytes: [UInt8]) {
    let bits = max(1, Int.bitWidth - (palette.count - 1).leadingZeroBitCount)
    let padding = Array(repeating: UInt8(0), count: 3 * ((1 << bits) - palette.count))
    return (0x80 | UInt8(bits - 1), palette.flatMap { $0 } + padding)
  }

  private func control(disposal: UInt8, delay: Int, transparent: UInt8? = nil) -> [UInt8] {
    let flags = disposal << 2 | (transparent == nil ? 0 : 1)
    return [0x21, 0xF9, 4, flags] + le16(delay) + [transparent ?? 0, 0]
  }

  private func descriptor(x: Int, y: Int, width: Int, height: Int, flags: UInt8 = 0) -> [UInt8] {
    [0x2C] + le16(x) + le16(y) + le16(width) + le16(height) + [flags]
  }

  /// An image block of `indices` coded as literals, with a local colour table of `palette`
  /// unless it is empty.
  private func frame(
    x: Int = 0, y: Int = 0, width: Int, height: Int, indices: some Sequence<Int>,
    minimumCodeSize: Int = 2, interlaced: Bool = false, palette: [[UInt8]] = []
  ) -> [UInt8] {
    let clear = 1 << minimumCodeSize
    let table = palette.isEmpty ? (flags: 0, bytes: []) : colourTable(palette)
    let flags = table.flags | (interlaced ? 0x40 : 0)
    return descriptor(x: x, y: y, width: width, height: height, flags: flags) + table.bytes
      + [UInt8(minimumCodeSize)]
      + blocks(pack([clear] + indices + [clear + 1], minimumCodeSize: minimumCodeSize))
  }

  /// `codes` packed least significant bit first, as wide as a decoder's table then needs.
  private func pack(_ codes: [Int], minimumCodeSize: Int) -> [UInt8] {
    let clear = 1 << minimumCodeSize
    var (size, next, fresh) = (minimumCodeSize + 1, clear + 2, true)
    var (bytes, buffer, bits): ([UInt8], Int, Int) = ([], 0, 0)
    for code in codes {
      buffer |= code << bits
      bits += size
      while bits >= 8 {
        bytes.append(UInt8(buffer & 0xFF))
        buffer >>= 8
        bits -= 8
      }
      if code == clear {
        (size, next, fresh) = (minimumCodeSize + 1, clear + 2, true)
      } else if fresh {
        fresh = false
      } else if next < 4096 {
        next += 1
        if next == 1 << size, size < 12 { size += 1 }
      }
    }
    return bits > 0 ? bytes + [UInt8(buffer)] : bytes
  }

  /// `data` as sub-blocks of up to 255 bytes and the terminator.
  private func blocks(_ data: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    for start in stride(from: 0, to: data.count, by: 255) {
      let chunk = data[start..<min(data.count, start + 255)]
      result += [UInt8(chunk.count)] + chunk
    }
    return result + [0]
  }

  private func le16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}
