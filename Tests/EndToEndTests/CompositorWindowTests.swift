import CX11
import Foundation
import MiniUIKitSnapshotTesting
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// The window manager's resize sync (`_NET_WM_SYNC_REQUEST`): the counter is set only once a
/// frame of the new size is on the window; and under real compositing window managers
/// (Debian's xfwm4, its compositor on, and mutter, which speaks the extended frame sync; each
/// in an Xvfb of the test's own), a storm of interactive resizes while transitions run never
/// shows an unpainted part of the window.
final class CompositorWindowTests: DemoProcessTestCase {
  /// The window's sync counter's value now.
  private func counterValue(_ screen: TestDisplay, _ counter: Int) -> Int64? {
    var value = XSyncValue()
    guard XSyncQueryCounter(screen.display, XSyncCounter(counter), &value) != 0 else {
      return nil
    }
    return Int64(value.hi) << 32 | Int64(value.lo)
  }

  /// The strips along the right and bottom edges of `image` (in `area`), four pixels deep,
  /// that are black all through: what a window manager shows of a window grown before its
  /// app has drawn there (this window has no background; the screen behind is black).
  private func blackEdges(_ image: RGBAImage, in area: (x: Int, y: Int, width: Int, height: Int))
    -> [String]
  {
    func isBlack(_ x: Int, _ y: Int) -> Bool {
      let pixel = image.pixel(x: x, y: y)
      return pixel.r < 8 && pixel.g < 8 && pixel.b < 8
    }
    var found: [String] = []
    let right = (area.y..<area.y + area.height).allSatisfy { y in
      (area.x + area.width - 4..<area.x + area.width).allSatisfy { isBlack($0, y) }
    }
    let bottom = (area.x..<area.x + area.width).allSatisfy { x in
      (area.y + area.height - 4..<area.y + area.height).allSatisfy { isBlack(x, $0) }
    }
    if right { found.append("right") }
    if bottom { found.append("bottom") }
    return found
  }

  func testTheSyncCounterIsSetOnlyOnceAFrameOfTheNewSizeIsOnTheWindow() throws {
    let screen = try TestDisplay()
    let window = try launchDemo(on: screen, arguments: ["--size", "480x800"])
    try settle("home")
    let counter = try XCTUnwrap(
      screen.cardinals(of: window, property: "_NET_WM_SYNC_REQUEST_COUNTER").first,
      "the counter is named on the window")
    XCTAssertTrue(
      screen.cardinals(of: window, property: "WM_PROTOCOLS").contains(
        Int(XInternAtom(screen.display, "_NET_WM_SYNC_REQUEST", 0))),
      "the window says it takes part (a window manager asks only then)")
    XCTAssertEqual(counterValue(screen, counter), 0)
    var random = SeededGenerator(seed: 24)
    for request in 1...12 {
      // As a window manager does: the number (above 32 bits too), then the resize.
      let value = Int64(request) << 31 + 7
      sendSyncRequest(screen, to: window, value: value)
      let width = Int.random(in: 320...900, using: &random)
      let height = Int.random(in: 480...1000, using: &random)
      screen.resize(window, width: UInt32(width), height: UInt32(height))
      try waitUntil("request \(request) is answered", seconds: 5) {
        counterValue(screen, counter) == value
      }
      // Answered: the window holds a whole frame of its new size.
      let shot = try XCTUnwrap(screen.capture(window))
      XCTAssertEqual([shot.width, shot.height], [width, height])
      XCTAssertEqual(
        blackEdges(shot, in: (0, 0, width, height)), [], "request \(request), \(width)×\(height)")
    }
  }

  /// The window's area on the screen (what the compositor shows) and its edges that are
  /// black all through, if any.
  private func unpaintedEdges(_ screen: TestDisplay, _ window: Window) -> String? {
    let root = XDefaultRootWindow(screen.display)
    var attributes = XWindowAttributes()
    var left: Int32 = 0
    var top: Int32 = 0
    var child: Window = 0
    guard XGetWindowAttributes(screen.display, window, &attributes) != 0,
      XTranslateCoordinates(screen.display, window, root, 0, 0, &left, &top, &child) != 0,
      let shown = Screenshot.capture(
        display: screen.display, drawable: root, width: 1280, height: 1024)
    else { return nil }
    let area = (
      x: Int(left), y: Int(top), width: min(Int(attributes.width), 1280 - Int(left)),
      height: min(Int(attributes.height), 1024 - Int(top))
    )
    guard area.width > 8, area.height > 8 else { return nil }
    let edges = blackEdges(shown, in: area)
    return edges.isEmpty ? nil : "\(area): \(edges)"
  }

  /// Sends `window` a press of the key of `keysym`, as another client would.
  private func sendKey(_ screen: TestDisplay, to window: Window, keysym: Int32) {
    let display = screen.display
    var event = XEvent()
    event.xkey.type = KeyPress
    event.xkey.window = window
    event.xkey.root = XDefaultRootWindow(display)
    event.xkey.same_screen = 1
    event.xkey.keycode = UInt32(XKeysymToKeycode(display, KeySym(keysym)))
    XSendEvent(display, window, 1, KeyPressMask, &event)
    XSync(display, 0)
  }

  /// Sends the window manager's `_NET_WM_SYNC_REQUEST` message with `value`.
  private func sendSyncRequest(_ screen: TestDisplay, to window: Window, value: Int64) {
    let display = screen.display
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = window
    event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
    event.xclient.format = 32
    event.xclient.data.l.0 = Int(XInternAtom(display, "_NET_WM_SYNC_REQUEST", 0))
    event.xclient.data.l.1 = Int(CurrentTime)
    event.xclient.data.l.2 = Int(value & 0xFFFF_FFFF)
    event.xclient.data.l.3 = Int(value >> 32)
    XSendEvent(display, window, 0, 0, &event)
    XSync(display, 0)
  }

  /// xfwm4 asks on the extended counter too, but paints a window it has resized at once, so
  /// the strip it grew by may show black until the demo's frame of that size lands: it must
  /// not stay.
  func testAResizeStormUnderXfwm4sCompositorWhileTransitionsRun() throws {
    let storm = try resizeStorm(
      under: ["xfwm4", "--compositor=on", "--sm-client-disable"], name: "xfwm4")
    XCTAssertEqual(storm.problems, [], "unpainted edges shown")
    XCTAssertGreaterThan(
      storm.counters[1], 60 * 240, "xfwm4 asked on the extended counter and the demo answered")
  }

  /// mutter speaks the extended frame sync (`_NET_WM_FRAME_DRAWN`): it answers every frame,
  /// the demo draws the next only then, and a resize shows the window at its new size only
  /// once the demo's frame of that size is there: no step ever shows a strip unpainted.
  func testAResizeStormUnderMuttersCompositorNeverShowsAnUnpaintedStrip() throws {
    let storm = try resizeStorm(under: ["mutter", "--x11", "--replace"], name: "mutter")
    XCTAssertEqual(storm.problems, [], "unpainted edges shown")
    XCTAssertEqual(storm.blackAtFirst, 0, "steps that showed a grown strip unpainted 30 ms on")
    XCTAssertEqual(storm.counters[0], 0, "mutter asks on the extended counter, not the basic")
    XCTAssertGreaterThan(storm.counters[1], 60 * 240, "60 resizes' requests answered")
    XCTAssertEqual(storm.counters[1] % 2, 0, "no frame left half drawn")
  }

  /// What a storm of 60 interactive resizes of the push scene (by the bottom-right corner of
  /// the frame the window manager puts around it, transitions running now and then) showed
  /// under `command` in an Xvfb of its own: the steps whose grown strip was still unpainted
  /// 0.5 s on, how many showed one 30 ms on, and the window's two sync counters afterwards.
  private func resizeStorm(under command: [String], name: String) throws -> (
    problems: [String], blackAtFirst: Int, counters: [Int64]
  ) {
    guard let program = command.first,
      FileManager.default.isExecutableFile(atPath: "/usr/bin/\(program)")
    else { throw XCTSkip("\(name) is not installed (make test installs it)") }
    let server = try PrivateXvfb()
    defer { server.kill() }
    let windowManager = Process()
    windowManager.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-run-session")
    windowManager.arguments = ["--"] + command
    windowManager.environment = ProcessInfo.processInfo.environment.merging([
      "DISPLAY": server.displayName
    ]) { $1 }
    windowManager.standardOutput = FileHandle.nullDevice
    windowManager.standardError = FileHandle.nullDevice
    try windowManager.run()
    defer {
      // The server first: the window manager ends with its display, and dbus-run-session
      // then stops its bus and ends. Foundation sees it end only once they have, as they hold
      // a descriptor it watches.
      server.kill()
      stop(windowManager)
    }
    let screen = try TestDisplay(name: server.displayName)
    let root = XDefaultRootWindow(screen.display)
    try waitUntil("\(name) manages the screen", seconds: 20) {
      !screen.cardinals(of: root, property: "_NET_SUPPORTING_WM_CHECK").isEmpty
        && XGetSelectionOwner(screen.display, XInternAtom(screen.display, "_NET_WM_CM_S0", 0))
          != 0
    }
    let window = try launchDemo(
      on: screen,
      arguments: ["--display", server.displayName, "--scene", "push", "--size", "480x800"])
    try settle("push under \(name)")
    let counters = screen.cardinals(of: window, property: "_NET_WM_SYNC_REQUEST_COUNTER")
    guard counters.count == 2 else {
      throw TestDisplay.Failure(
        description: "the window names \(counters.count) sync counters, not 2")
    }
    // The frame the window manager put around the window: its bottom-right corner resizes it.
    var parent: Window = 0
    try waitUntil("\(name) frames the window", seconds: 10) {
      var rootReturn: Window = 0
      var children: UnsafeMutablePointer<Window>?
      var count: UInt32 = 0
      XQueryTree(screen.display, window, &rootReturn, &parent, &children, &count)
      if let children { XFree(children) }
      return parent != root
    }
    var frame = XWindowAttributes()
    XGetWindowAttributes(screen.display, parent, &frame)
    let corner = (x: frame.x + frame.width - 3, y: frame.y + frame.height - 3)
    // Hold the button on the corner until the window manager resizes by it (mutter takes
    // none while it still maps the window).
    try waitUntil("\(name) resizes the window by its corner", seconds: 10) {
      XTestFakeMotionEvent(screen.display, -1, corner.x, corner.y, 0)
      XTestFakeButtonEvent(screen.display, 1, 1, 0)
      XSync(screen.display, 0)
      Thread.sleep(forTimeInterval: 0.05)
      for step in Int32(1)...4 {
        XTestFakeMotionEvent(screen.display, -1, corner.x - 10 * step, corner.y - 10 * step, 0)
        XSync(screen.display, 0)
        Thread.sleep(forTimeInterval: 0.05)
      }
      var attributes = XWindowAttributes()
      XGetWindowAttributes(screen.display, window, &attributes)
      if attributes.width < 480 { return true }
      XTestFakeButtonEvent(screen.display, 1, 0, 0)
      XSync(screen.display, 0)
      Thread.sleep(forTimeInterval: 0.2)
      return false
    }
    var random = SeededGenerator(seed: 2024)
    var problems: [String] = []
    var blackAtFirst = 0
    for step in 1...60 {
      let x = corner.x + Int32.random(in: -150...150, using: &random)
      let y = corner.y + Int32.random(in: -250...150, using: &random)
      XTestFakeMotionEvent(screen.display, -1, x, y, 0)
      XSync(screen.display, 0)
      // A push or a pop now and then, the button still held. The window manager has the
      // keyboard while it resizes (Esc would end the resize), so the keys go to the demo's
      // window as an app would send them.
      if step % 10 == 0 {
        sendKey(screen, to: window, keysym: step % 20 == 0 ? XK_Escape : XK_Return)
      }
      Thread.sleep(forTimeInterval: 0.03)
      // What the compositor shows where the window is now.
      var edges = unpaintedEdges(screen, window)
      if edges != nil { blackAtFirst += 1 }
      let deadline = Date().addingTimeInterval(0.5)
      while edges != nil, Date() < deadline {
        Thread.sleep(forTimeInterval: 0.01)
        edges = unpaintedEdges(screen, window)
      }
      if let edges { problems.append("step \(step): \(edges)") }
    }
    XTestFakeButtonEvent(screen.display, 1, 0, 0)
    XSync(screen.display, 0)
    var attributes = XWindowAttributes()
    XGetWindowAttributes(screen.display, window, &attributes)
    print(
      "\(name) storm: \(blackAtFirst) of 60 steps showed a grown strip unpainted 30 ms on,"
        + " the window \(attributes.width)×\(attributes.height) after")
    let answer = try settle("push after the storm under \(name)")
    XCTAssertTrue(answer.isOK, answer.line)
    return (problems, blackAtFirst, counters.map { counterValue(screen, $0) ?? -1 })
  }
}
