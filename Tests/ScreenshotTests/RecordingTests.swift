import Foundation
@_spi(Host) import X11Host
import XCTest

/// The demo's recordings, made by the built binary on the virtual clock: filmstrips, GIFs,
/// numbered frames, and the tour.
final class RecordingTests: XCTestCase {
  func testAFilmstripShowsEightLabelledFramesOfTheTransition() throws {
    let file = DemoBinary.temporaryFile("png")
    defer { try? FileManager.default.removeItem(at: file) }
    let output = try DemoBinary.run(["--scene", "custom", "--filmstrip", file.path])
    XCTAssertTrue(output.standardOutput.contains("filmstrip: \(file.path)"))
    let strip = try PNGFile.read(file.path)
    assertScreenshot(strip, named: "custom-filmstrip")
    // Eight 160 × 267 frames with 8-point gaps, a title above and times below.
    XCTAssertEqual(strip.width, 8 * 160 + 9 * 8)
    XCTAssertEqual(strip.height, 8 + 28 + 267 + 20 + 8)
    // The zoom grows ControllerTwo (light grey) from nothing: in none of the first frame,
    // in most of the last.
    func grey(inFrame index: Int) -> Int {
      let left = 8 + index * 168
      return (0..<160).filter { x in
        let pixel = strip.pixel(x: left + x, y: 36 + 133)
        return abs(Int(pixel.r) - 170) < 8 && pixel.r == pixel.b
      }.count
    }
    XCTAssertEqual(grey(inFrame: 0), 0)
    XCTAssertGreaterThan(grey(inFrame: 7), 120)
    XCTAssertLessThan(grey(inFrame: 3), grey(inFrame: 7), "it grows")
  }

  func testAGIFIsAValidAnimation() throws {
    let file = DemoBinary.temporaryFile("gif")
    defer { try? FileManager.default.removeItem(at: file) }
    try DemoBinary.run(["--scene", "bouncy", "--gif", file.path])
    let data = [UInt8](try Data(contentsOf: file))
    XCTAssertEqual(Array(data.prefix(6)), Array("GIF89a".utf8))
    XCTAssertEqual(Int(data[6]) | Int(data[7]) << 8, 240, "half the window's width")
    XCTAssertEqual(Int(data[8]) | Int(data[9]) << 8, 400)
    XCTAssertEqual(data.last, 0x3B, "ends with the trailer")
    // Walk the blocks: every image is there and whole.
    var position = 13 + 3 * 256
    var images = 0
    while position < data.count, data[position] != 0x3B {
      if data[position] == 0x21 {
        position += 2
      } else {
        XCTAssertEqual(data[position], 0x2C, "an image descriptor at \(position)")
        images += 1
        position += 11
      }
      while position < data.count, data[position] != 0 { position += Int(data[position]) + 1 }
      position += 1
    }
    XCTAssertEqual(position, data.count - 1, "the blocks end at the trailer")
    XCTAssertGreaterThan(images, 10, "20 frames a second of a spring that settles")
  }

  func testRecordWritesEveryFrameDrawn() throws {
    let directory = DemoBinary.temporaryFile("frames")
    let shot = DemoBinary.temporaryFile("png")
    defer {
      try? FileManager.default.removeItem(at: directory)
      try? FileManager.default.removeItem(at: shot)
    }
    try DemoBinary.run([
      "--scene", "push", "--autoplay", "--virtual-clock", "--record", directory.path,
      "--screenshot", shot.path, "--at", "0.5",
    ])
    let frames = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    // Frames at 0, 1/60, …, 0.5 s: 31 drawn.
    XCTAssertEqual(frames.count, 31)
    XCTAssertEqual(frames.first, "frame-00001.png")
    let last = try PNGFile.read(directory.appendingPathComponent(frames.last ?? "").path)
    XCTAssertEqual(last, try PNGFile.read(shot.path), "the last frame is the screenshot's")
  }

  func testTheTourVisitsEverySceneAndWritesTheirFilmstrips() throws {
    let directory = DemoBinary.temporaryFile("out")
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = try DemoBinary.run(["--tour", "--filmstrips", directory.path], seconds: 120)
    let visited = output.standardOutput.split(separator: "\n").filter {
      $0.hasPrefix("tour: ") && $0 != "tour: done"
    }
    XCTAssertEqual(
      visited.map { String($0.dropFirst(6)) },
      [
        "default", "custom", "bouncy", "curves", "push", "navigation", "pinch", "gestures",
        "cards", "reveal", "gallery", "photos", "tabs", "lists", "settings", "player", "sheets",
        "toss", "book", "messages",
      ])
    XCTAssertTrue(output.standardOutput.hasSuffix("tour: done\n"))
    let strips = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    XCTAssertEqual(strips.count, 20, "a filmstrip per scene")
  }
}
