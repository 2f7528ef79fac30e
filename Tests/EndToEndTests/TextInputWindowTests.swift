import CX11
import Foundation
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// The messages scene's field typed into with XTest through the demo's input method, and its
/// text exchanged with `xclip`, another X program: ASCII and a Compose sequence typed,
/// copied out, a paste from the clipboard, a selection by drag read as the primary
/// selection, a middle-click paste, and Return sending the message; and a search typed into and
/// cancelled with Esc.
final class TextInputWindowTests: DemoProcessTestCase {
  private static let blue: UInt32 = 0x007AFF
  /// The xclips serving a selection, stopped at the end if still running.
  private var owners: [Process] = []

  override func tearDown() {
    for owner in owners where owner.isRunning { owner.terminate() }
    for owner in owners { owner.waitUntilExit() }
    owners = []
    super.tearDown()
  }

  func testTypingComposingCopyingPastingAndSelecting() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen, arguments: ["--size", "480x800", "--scene", "messages"])
    try settle("the conversation")
    // The field spans x 12…468 at y 754…790; its text starts at x 30. A message sent lands
    // just above it, at the right, as the list slides up (x 460, y 722: ground until then,
    // beside the last message, a received one).
    XCTAssertNotEqual(color(screen.capture(window), 460, 722), Self.blue)
    screen.click(window, x: 200, y: 772)

    // "caf", then Compose ' e (é), then " ok".
    type("caf", on: screen)
    let compose = try XCTUnwrap(screen.mapSpareKeycode(to: XK_Multi_key), "a spare keycode")
    screen.press(keycode: compose)
    screen.press(keysym: XK_apostrophe)
    screen.press(keysym: XK_e)
    type(" ok", on: screen)
    copyAll(on: screen)
    var held: String?
    do {
      try waitUntil("the field's text is on the clipboard", seconds: 5) {
        held = clipboard("clipboard")
        return held == "café ok"
      }
    } catch {
      // Once seen in a loaded CI run: what the field held tells typing from copying.
      XCTFail("the clipboard held \(held.map { "'\($0)'" } ?? "nothing"), not 'café ok'")
      throw error
    }

    // What xclip holds replaces the text, and copied back it reads the same.
    try setClipboard("clipboard", to: "pasted ✓ text")
    screen.press(keysym: XK_a, holding: XK_Control_L)
    screen.press(keysym: XK_v, holding: XK_Control_L)
    copyAll(on: screen)
    try waitUntil("the paste went in and came back out", seconds: 5) {
      clipboard("clipboard") == "pasted ✓ text"
    }

    // A drag from the text's start selects its head: the primary selection.
    screen.drag(window, from: (31, 772), to: (90, 772), steps: 8, interval: 0.02)
    var selected = ""
    try waitUntil("the dragged selection is the primary selection", seconds: 5) {
      selected = clipboard("primary") ?? ""
      return !selected.isEmpty && selected.count < 13
    }
    XCTAssertTrue("pasted ✓ text".hasPrefix(selected), selected)

    // A middle click pastes what another program selected, where it clicks (the end).
    try setClipboard("primary", to: " middle")
    screen.click(window, x: 300, y: 772, button: 2)
    copyAll(on: screen)
    try waitUntil("the middle click pasted at the end", seconds: 5) {
      clipboard("clipboard") == "pasted ✓ text middle"
    }

    // Return sends: the bubble flies into the list and lands at the right.
    screen.press(keysym: XK_Return)
    try waitUntil("the sent bubble is in the list", seconds: 5) {
      color(screen.capture(window), 460, 722) == Self.blue
    }
    let answer = try settle("after sending")
    XCTAssertTrue(answer.isOK, answer.line)
  }

  /// A text larger than the demo sends at once goes to xclip in pieces (INCR), whole.
  func testALargeCopyGoesInPieces() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen, arguments: ["--size", "480x800", "--scene", "messages"])
    try settle("the conversation")
    screen.click(window, x: 200, y: 772)
    // 300 KB: more than the 256 KB the demo puts on a property at once.
    let large = String(repeating: "0123456789abcdefghijklmnopqrstuvwxyz ", count: 8_400)
    try setClipboard("clipboard", to: large)
    screen.press(keysym: XK_v, holding: XK_Control_L)
    // A key typed after it tells the demo's copy from xclip's own text.
    screen.press(keysym: XK_z)
    copyAll(on: screen)
    try waitUntil("the large text came back whole", seconds: 20) {
      clipboard("clipboard") == large + "z"
    }
  }

  /// The magnifying glass begins a search typed into at once; Esc cancels it, and the
  /// conversation is back as it was.
  func testEscCancelsASearch() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(
      on: screen, arguments: ["--size", "480x800", "--scene", "messages"])
    try settle("the conversation")
    // The window's picture once it stands still (a slow start may not have shown it yet).
    var before = screen.capture(window)
    try waitUntil("the conversation is on screen", seconds: 10) {
      let now = screen.capture(window)
      defer { before = now }
      return now != nil && now == before && color(now, 240, 772) != 0
    }
    // The magnifying glass is the bar's left item, at x 12…56.
    screen.click(window, x: 30, y: 22)
    let searching = try settle("the search presented")
    XCTAssertTrue(searching.controllers.contains("UISearchController"), searching.line)
    type("the", on: screen)
    try settle("the results")
    // The bar is at the top, over the navigation bar: its field's fill where the bar was.
    XCTAssertNotEqual(color(screen.capture(window), 100, 22), color(before, 100, 22))
    screen.press(keysym: XK_Escape)
    let cancelled = try settle("the search cancelled")
    XCTAssertFalse(cancelled.controllers.contains("UISearchController"), cancelled.line)
    XCTAssertTrue(cancelled.isOK, cancelled.line)
    try waitUntil("the conversation is as it was", seconds: 10) {
      screen.capture(window) == before
    }
  }

  /// Types `text` (lower-case letters, spaces) a key at a time.
  private func type(_ text: String, on screen: TestDisplay) {
    for scalar in text.unicodeScalars { screen.press(keysym: Int32(scalar.value)) }
  }

  private func copyAll(on screen: TestDisplay) {
    screen.press(keysym: XK_a, holding: XK_Control_L)
    screen.press(keysym: XK_c, holding: XK_Control_L)
  }

  /// What `selection` holds, as `xclip -o` reads it; nil if it cannot.
  private func clipboard(_ selection: String) -> String? {
    let process = xclip(["-o", "-selection", selection])
    let output = Pipe()
    process.standardOutput = output
    guard (try? process.run()) != nil else { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
  }

  /// Makes xclip own `selection` with `text`: it serves it, in the foreground (`-quiet`), until
  /// another program takes it, and then ends.
  private func setClipboard(_ selection: String, to text: String) throws {
    let process = xclip(["-i", "-quiet", "-selection", selection])
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    owners.append(process)
    input.fileHandleForWriting.write(Data(text.utf8))
    try input.fileHandleForWriting.close()
    try waitUntil("xclip owns \(selection)", seconds: 5) { clipboard(selection) == text }
  }

  private func xclip(_ arguments: [String]) -> Process {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    return process
  }
}
