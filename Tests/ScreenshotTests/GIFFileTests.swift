import Foundation
import XCTest

@_spi(Host) @testable import X11Host

/// The GIF encoder, read back by an independent decoder written here from the GIF89a spec.
final class GIFFileTests: XCTestCase {
  func testLZWRoundTripsPastAFullTable() {
    // Random-ish indices: the table fills (4096 codes) and is cleared several times.
    var state: UInt32 = 12345
    let input = (0..<60_000).map { _ -> UInt8 in
      state = state &* 1_103_515_245 &+ 12345
      return UInt8((state >> 16) % 7 + (state >> 28))
    }
    XCTAssertEqual(Self.decodeLZW(GIFFile.lzw(input), minimumCodeSize: 8), input)
  }

  func testAFileHasTheHeaderFramesAndPixels() throws {
    let red = RGBAImage(
      width: 4, height: 2, bytes: Array(repeating: [255, 0, 0, 255], count: 8).flatMap { $0 })
    let white = RGBAImage(width: 4, height: 2, bytes: Array(repeating: 255, count: 32))
    let data = [UInt8](GIFFile.encode([red, white], delay: 5))
    XCTAssertEqual(Array(data.prefix(6)), Array("GIF89a".utf8))
    XCTAssertEqual(Int(data[6]) | Int(data[7]) << 8, 4)
    XCTAssertEqual(Int(data[8]) | Int(data[9]) << 8, 2)
    XCTAssertEqual(data.last, 0x3B, "the trailer")
    let frames = Self.frameIndices(data)
    XCTAssertEqual(frames.count, 2)
    let palette = GIFFile.palette
    let first = palette[Int(frames[0][0])]
    XCTAssertEqual([first.r, first.g, first.b], [255, 0, 0])
    let second = palette[Int(frames[1][7])]
    XCTAssertEqual([second.r, second.g, second.b], [255, 255, 255])
  }

  /// Each image's decoded palette indices.
  private static func frameIndices(_ data: [UInt8]) -> [[UInt8]] {
    var position = 13 + 3 * 256
    var frames: [[UInt8]] = []
    while position < data.count {
      switch data[position] {
      case 0x21:
        position += 2
        while data[position] != 0 { position += Int(data[position]) + 1 }
        position += 1
      case 0x2C:
        position += 10
        let minimumCodeSize = Int(data[position])
        position += 1
        var compressed: [UInt8] = []
        while data[position] != 0 {
          let length = Int(data[position])
          compressed += data[position + 1...position + length]
          position += length + 1
        }
        position += 1
        frames.append(decodeLZW(compressed, minimumCodeSize: minimumCodeSize))
      default:
        return frames
      }
    }
    return frames
  }

  private static func decodeLZW(_ data: [UInt8], minimumCodeSize: Int) -> [UInt8] {
    let clear = 1 << minimumCodeSize
    let end = clear + 1
    var table: [[UInt8]] = []
    func reset() { table = (0..<clear).map { [UInt8($0)] } + [[], []] }
    reset()
    var codeSize = minimumCodeSize + 1
    var bitPosition = 0
    var output: [UInt8] = []
    var previous: [UInt8]?
    while bitPosition + codeSize <= data.count * 8 {
      var code = 0
      for bit in 0..<codeSize {
        let index = bitPosition + bit
        if data[index / 8] & (1 << (index % 8)) != 0 { code |= 1 << bit }
      }
      bitPosition += codeSize
      if code == clear {
        reset()
        codeSize = minimumCodeSize + 1
        previous = nil
        continue
      }
      if code == end { break }
      let entry: [UInt8]
      if code < table.count {
        entry = table[code]
      } else if let previous {
        entry = previous + [previous[0]]
      } else {
        return output
      }
      output += entry
      if let previous, table.count < 4096 { table.append(previous + [entry[0]]) }
      if table.count == 1 << codeSize, codeSize < 12 { codeSize += 1 }
      previous = entry
    }
    return output
  }
}
