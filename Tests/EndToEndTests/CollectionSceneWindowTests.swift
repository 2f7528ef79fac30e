import CX11
import Foundation
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// The collection scenes driven with XTest: a click on a monkey pushes the circle, Esc brings
/// the grid back; the wheel scrolls the 10,000-tile gallery without the process growing.
final class CollectionSceneWindowTests: DemoProcessTestCase {
  private static let black: [UInt8] = [0, 0, 0]
  private static let yellow: [UInt8] = [255, 255, 0]

  func testClickAMonkeyForTheCircleThenEscapeForTheGrid() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen, arguments: ["--size", "480x800", "--scene", "navigation"])
    func colour(_ x: Int, _ y: Int) -> [UInt8]? {
      screen.capture(window).map { image in
        let pixel = image.pixel(x: x, y: y)
        return [pixel.r, pixel.g, pixel.b]
      }
    }
    // Item 0 of the grid: (5, 10) below the 44-point bar, 100 × 100, its black border 5 wide.
    try waitUntil("the grid is drawn", seconds: 10) { colour(7, 104) == Self.black }
    screen.click(window, x: 55, y: 104)
    // In the circle, item 0 is at 3 o'clock, (432, 422) in the window, half size: its
    // 2.5-point border is yellow (selected), and the grid's place is white.
    try waitUntil("the circle shows, with the picked monkey selected", seconds: 5) {
      colour(408, 422) == Self.yellow && colour(7, 104) == [255, 255, 255]
    }
    // Esc during a transition is swallowed: let it complete (on the frame after the last).
    try settle("the circle pushed")
    screen.press(keysym: XK_Escape)
    try waitUntil("Esc pops back to the grid", seconds: 5) {
      colour(7, 104) == Self.black && colour(408, 422) == [255, 255, 255]
    }
  }

  /// Ctrl + drag is a pinch: a little, and it goes back to the grid; far, and it finishes in
  /// the circle; inwards from the circle, back to the grid. Ctrl + wheel pinches too.
  func testCtrlDragPinchesBetweenGridAndCircle() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(on: screen, arguments: ["--size", "480x800", "--scene", "pinch"])
    func colour(_ x: Int, _ y: Int) -> [UInt8]? {
      screen.capture(window).map { image in
        let pixel = image.pixel(x: x, y: y)
        return [pixel.r, pixel.g, pixel.b]
      }
    }
    let white: [UInt8] = [255, 255, 255]
    // Item 0 of the grid: (5, 25), 100 × 100, its border black; on the circle it sits at
    // (432, 372), half size: the collection view leaves the home button's 56 points at the
    // foot, so the circle's centre is (240, 372).
    func showsGrid() -> Bool { colour(7, 75) == Self.black && colour(408, 372) == white }
    func showsCircle() -> Bool { colour(7, 75) == white && colour(408, 372) == Self.black }
    try waitUntil("the grid is drawn", seconds: 10, showsGrid)
    // Fingers 200 apart, then 212: scale 1.06, progress 0.15: the first monkey leaves its
    // place. Let go: it goes back.
    try screen.drag(window, from: (340, 400), to: (346, 400), steps: 3, holding: XK_Control_L) {
      try waitUntil("the small pinch moves the cells", seconds: 5) { colour(7, 75) != Self.black }
    }
    try settle("a small pinch let go")
    XCTAssertTrue(showsGrid(), "a small pinch goes back to the grid")
    // To 300 apart: scale 1.5, past 1.4: it finishes.
    screen.drag(window, from: (340, 400), to: (390, 400), holding: XK_Control_L)
    try waitUntil("a far pinch ends in the circle", seconds: 5, showsCircle)
    // Inwards to 120 apart: scale 0.6, progress 1.
    screen.drag(window, from: (340, 400), to: (300, 400), holding: XK_Control_L)
    try waitUntil("pinching in brings the grid back", seconds: 5, showsGrid)
    // Ctrl + wheel: five notches away from the user, ×1.1 each: scale 1.61, progress 1.
    screen.scroll(window, x: 240, y: 400, notches: -5, holding: XK_Control_L)
    try waitUntil("Ctrl + wheel pinches to the circle", seconds: 5, showsCircle)
  }

  func testTheWheelScrollsTheGalleryAndTheProcessDoesNotGrow() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(on: screen, arguments: ["--size", "480x800", "--scene", "gallery"])
    let process = try XCTUnwrap(self.process)
    var first: RGBAImage?
    try waitUntil("the tiles are drawn", seconds: 10) {
      first = screen.capture(window)
      return first.map { !Self.isBlank($0) } ?? false
    }
    screen.scroll(window, x: 240, y: 400, notches: 3)
    try waitUntil("the tiles move up", seconds: 5) {
      guard let now = screen.capture(window), let first else { return false }
      return Self.differs(now, first)
    }
    let before = try XCTUnwrap(Self.residentKilobytes(of: process.processIdentifier))
    for _ in 0..<20 {
      screen.scroll(window, x: 240, y: 400, notches: 25)
      // Paced as a hand turns a wheel: this waits for nothing.
      Thread.sleep(forTimeInterval: 0.1)
    }
    try settle("500 notches scrolled")
    XCTAssertTrue(process.isRunning)
    let after = try XCTUnwrap(Self.residentKilobytes(of: process.processIdentifier))
    // 500 notches cross thousands of tiles; reused cells keep the growth to caches.
    guard !TestBuild.hasAddressSanitizer else { return }
    XCTAssertLessThan(after - before, 16_000, "resident memory grew from \(before) to \(after) kB")
  }

  /// A flick made while the demo is stopped (as over a slow link: the events all arrive at
  /// once) glides at the pace it was made, because its speed comes from the X server's event
  /// times: 300 points in 80 ms glides about a thousand points, near the top of the
  /// 10,000 tiles (1.16 million points). Stamped when handled, the burst would look a
  /// thousand times faster and fling the gallery towards its end.
  func testAFlickThatArrivesLateGlidesAtItsRealPace() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(on: screen, arguments: ["--size", "480x800", "--scene", "gallery"])
    let process = try XCTUnwrap(self.process)
    try waitUntil("the tiles are drawn", seconds: 10) {
      screen.capture(window).map { !Self.isBlank($0) } ?? false
    }
    kill(process.processIdentifier, SIGSTOP)
    screen.drag(window, from: (240, 600), to: (240, 300), steps: 8, interval: 0.01)
    kill(process.processIdentifier, SIGCONT)
    // The vertical scroll indicator: grey in the white right-hand inset (x = 474…477).
    var indicator: [Int] = []
    try waitUntil("the indicator shows while the content glides", seconds: 5) {
      guard let frame = screen.capture(window) else { return false }
      indicator = (0..<frame.height).filter { y in frame.pixel(x: 475, y: y).r < 230 }
      return !indicator.isEmpty
    }
    let top = try XCTUnwrap(indicator.first)
    XCTAssertLessThan(top, 20, "the indicator is at the top of its track: a real-paced glide")
  }

  /// The resident set size of process `pid` in kilobytes, from /proc.
  private static func residentKilobytes(of pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return nil }
    return Int(line.split(separator: " ").dropFirst().first ?? "")
  }

  private static func isBlank(_ image: RGBAImage) -> Bool {
    let first = image.pixel(x: 0, y: 0)
    return stride(from: 0, to: image.height, by: 37).allSatisfy { y in
      let pixel = image.pixel(x: 60, y: y)
      return pixel.r == first.r && pixel.g == first.g && pixel.b == first.b
    }
  }

  /// Whether the two frames differ anywhere down the first column of tiles.
  private static func differs(_ a: RGBAImage, _ b: RGBAImage) -> Bool {
    stride(from: 0, to: min(a.height, b.height), by: 3).contains { y in
      let p = a.pixel(x: 60, y: y)
      let q = b.pixel(x: 60, y: y)
      return p.r != q.r || p.g != q.g || p.b != q.b
    }
  }
}
