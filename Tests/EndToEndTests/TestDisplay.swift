import CX11
import Foundation
@_spi(Host) import X11Host

/// The test's own connection to `$DISPLAY`: finds windows, reads their pixels, and sends real
/// input with XTest.
final class TestDisplay {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  let display: OpaquePointer

  /// Opens `name` (nil: `$DISPLAY`).
  init(name: String? = nil) throws {
    guard let display = XOpenDisplay(name) else {
      let name = name ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? "(DISPLAY is not set)"
      throw Failure(description: "cannot open display \(name); run under scripts/with-xvfb.sh")
    }
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    var major: Int32 = 0
    var minor: Int32 = 0
    guard XTestQueryExtension(display, &eventBase, &errorBase, &major, &minor) != 0 else {
      XCloseDisplay(display)
      throw Failure(description: "the X server lacks the XTEST extension")
    }
    self.display = display
    // A window gone under the test (the demo crashed or was killed) makes the requests that
    // name it fail: the test's own checks then fail, where Xlib's default handler would end
    // the whole test process.
    XSetErrorHandler { _, _ in 0 }
  }

  deinit { XCloseDisplay(display) }

  /// Every window below the root whose WM_NAME or _NET_WM_NAME is `name`.
  func windows(named name: String) -> [Window] {
    var found: [Window] = []
    func visit(_ window: Window) {
      if title(of: window) == name { found.append(window) }
      var root: Window = 0
      var parent: Window = 0
      var children: UnsafeMutablePointer<Window>?
      var count: UInt32 = 0
      guard XQueryTree(display, window, &root, &parent, &children, &count) != 0 else { return }
      defer { if let children { XFree(children) } }
      for index in 0..<Int(count) {
        if let child = children?[index] { visit(child) }
      }
    }
    visit(XDefaultRootWindow(display))
    return found
  }

  private func title(of window: Window) -> String? {
    var name: UnsafeMutablePointer<CChar>?
    if XFetchName(display, window, &name) != 0, let name {
      defer { XFree(name) }
      return String(cString: name)
    }
    var type: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      display, window, XInternAtom(display, "_NET_WM_NAME", 0), 0, 1024, 0,
      XInternAtom(display, "UTF8_STRING", 0), &type, &format, &count, &remaining, &data)
    guard status == Success, let data else { return nil }
    defer { XFree(data) }
    return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
  }

  /// The text of `window`'s 8-bit property `name` (a STRING), or nil when it has none.
  func string(of window: Window, property name: String) -> String? {
    var type: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      display, window, XInternAtom(display, name, 0), 0, 1024, 0, Atom(AnyPropertyType), &type,
      &format, &count, &remaining, &data)
    guard status == Success, format == 8, let data else { return nil }
    defer { XFree(data) }
    return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
  }

  /// The name of the atom `atom`.
  func name(of atom: Int) -> String? {
    guard let name = XGetAtomName(display, Atom(atom)) else { return nil }
    defer { XFree(name) }
    return String(cString: name)
  }

  /// The smallest size `window` asks the window manager for, in pixels.
  func minimumSize(of window: Window) -> (width: Int, height: Int)? {
    var hints = XSizeHints()
    var supplied = 0
    guard XGetWMNormalHints(display, window, &hints, &supplied) != 0,
      hints.flags & PMinSize != 0
    else { return nil }
    return (Int(hints.min_width), Int(hints.min_height))
  }

  /// The 32-bit values of `window`'s property `name` (empty when it has none).
  func cardinals(of window: Window, property name: String) -> [Int] {
    var type: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      display, window, XInternAtom(display, name, 0), 0, 1 << 20, 0, Atom(AnyPropertyType), &type,
      &format, &count, &remaining, &data)
    guard status == Success, format == 32, let data else { return [] }
    defer { XFree(data) }
    // Format 32 comes as C longs.
    return data.withMemoryRebound(to: Int.self, capacity: Int(count)) {
      Array(UnsafeBufferPointer(start: $0, count: Int(count)))
    }
  }

  /// Whether `window` is mapped and all its ancestors are.
  func isViewable(_ window: Window) -> Bool {
    var attributes = XWindowAttributes()
    guard XGetWindowAttributes(display, window, &attributes) != 0 else { return false }
    return attributes.map_state == IsViewable
  }

  /// The window's current pixels, or nil when it cannot be read.
  func capture(_ window: Window) -> RGBAImage? {
    var attributes = XWindowAttributes()
    guard XGetWindowAttributes(display, window, &attributes) != 0,
      attributes.map_state == IsViewable
    else { return nil }
    return Screenshot.capture(
      display: display, drawable: window, width: Int(attributes.width),
      height: Int(attributes.height))
  }

  /// Moves the pointer to (x, y) in `window`'s coordinates and clicks `button` (1: the left).
  func click(_ window: Window, x: Int32, y: Int32, button: UInt32 = 1) {
    movePointer(window, x: x, y: y)
    XTestFakeButtonEvent(display, button, 1, 0)
    XTestFakeButtonEvent(display, button, 0, 0)
    XSync(display, 0)
  }

  /// Moves the pointer to (x, y) in `window`'s coordinates and turns the wheel `notches`
  /// notches (positive: towards the user, X button 5, which scrolls the content up), holding
  /// the key of `modifier` (a keysym) if given.
  func scroll(
    _ window: Window, x: Int32, y: Int32, notches: Int, holding modifier: Int32? = nil
  ) {
    let key = modifier.map { UInt32(XKeysymToKeycode(display, KeySym($0))) }
    if let key { XTestFakeKeyEvent(display, key, 1, 0) }
    defer {
      if let key { XTestFakeKeyEvent(display, key, 0, 0) }
      XSync(display, 0)
    }
    movePointer(window, x: x, y: y)
    let button: UInt32 = notches > 0 ? 5 : 4
    for _ in 0..<abs(notches) {
      XTestFakeButtonEvent(display, button, 1, 0)
      XTestFakeButtonEvent(display, button, 0, 0)
    }
    XSync(display, 0)
  }

  /// Drags with the left button from `start` to `end` in `window`'s coordinates, in `steps`
  /// moves `interval` seconds apart, holding the key of `modifier` (a keysym) if given.
  func drag(
    _ window: Window, from start: (x: Int32, y: Int32), to end: (x: Int32, y: Int32),
    steps: Int = 10, interval: TimeInterval = 0.02, holding modifier: Int32? = nil
  ) {
    drag(window, through: [start, end], steps: steps, interval: interval, holding: modifier)
  }

  /// The same drag; `beforeRelease` runs with the button still down at the end.
  func drag(
    _ window: Window, from start: (x: Int32, y: Int32), to end: (x: Int32, y: Int32),
    steps: Int = 10, interval: TimeInterval = 0.02, holding modifier: Int32? = nil,
    beforeRelease: () throws -> Void
  ) rethrows {
    try drag(
      window, through: [start, end], steps: steps, interval: interval, holding: modifier,
      beforeRelease: beforeRelease)
  }

  /// Drags with the left button along `points` (in `window`'s coordinates; they may lie
  /// outside it), `steps` moves `interval` seconds apart between each two of them.
  func drag(
    _ window: Window, through points: [(x: Int32, y: Int32)], steps: Int = 10,
    interval: TimeInterval = 0.02, holding modifier: Int32? = nil
  ) {
    drag(
      window, through: points, steps: steps, interval: interval, holding: modifier,
      beforeRelease: {})
  }

  /// The same drag; `beforeRelease` runs with the button still down at the end.
  func drag(
    _ window: Window, through points: [(x: Int32, y: Int32)], steps: Int = 10,
    interval: TimeInterval = 0.02, holding modifier: Int32? = nil,
    beforeRelease: () throws -> Void
  ) rethrows {
    guard let start = points.first else { return }
    let key = modifier.map { UInt32(XKeysymToKeycode(display, KeySym($0))) }
    if let key { XTestFakeKeyEvent(display, key, 1, 0) }
    movePointer(window, x: start.x, y: start.y)
    XTestFakeButtonEvent(display, 1, 1, 0)
    XSync(display, 0)
    for (from, to) in zip(points, points.dropFirst()) {
      for step in 1...steps {
        Thread.sleep(forTimeInterval: interval)
        let x = from.x + (to.x - from.x) * Int32(step) / Int32(steps)
        let y = from.y + (to.y - from.y) * Int32(step) / Int32(steps)
        movePointer(window, x: x, y: y)
        XSync(display, 0)
      }
    }
    Thread.sleep(forTimeInterval: interval)
    defer {
      XTestFakeButtonEvent(display, 1, 0, 0)
      if let key { XTestFakeKeyEvent(display, key, 0, 0) }
      XSync(display, 0)
    }
    try beforeRelease()
  }

  /// Resizes `window` (there is no window manager to ask: it takes the size at once).
  func resize(_ window: Window, width: UInt32, height: UInt32) {
    XResizeWindow(display, window, max(width, 1), max(height, 1))
    XSync(display, 0)
  }

  /// Unmaps `window` and maps it again, as a desktop hiding and showing it does, `pause`
  /// seconds after each.
  func unmapAndMap(_ window: Window, pause: TimeInterval = 0.2) {
    XUnmapWindow(display, window)
    XSync(display, 0)
    Thread.sleep(forTimeInterval: pause)
    XMapWindow(display, window)
    XSync(display, 0)
    Thread.sleep(forTimeInterval: pause)
  }

  /// Grabs the pointer and the keyboard for this connection, as a window manager's move or a
  /// popup does, then lets them go; returns what the pointer grab answered (AlreadyGrabbed
  /// while another client's drag holds the pointer).
  @discardableResult
  func grabAndRelease(seconds: Double = 0.2) -> Int32 {
    let root = XDefaultRootWindow(display)
    let pointer = XGrabPointer(
      display, root, 0, UInt32(ButtonPressMask | ButtonReleaseMask), GrabModeAsync,
      GrabModeAsync, 0, 0, 0)
    XGrabKeyboard(display, root, 0, GrabModeAsync, GrabModeAsync, 0)
    XSync(display, 0)
    Thread.sleep(forTimeInterval: seconds)
    XUngrabPointer(display, 0)
    XUngrabKeyboard(display, 0)
    XSync(display, 0)
    return pointer
  }

  /// Moves the pointer to (x, y) in `window`'s coordinates.
  func movePointer(_ window: Window, x: Int32, y: Int32) {
    var rootX: Int32 = 0
    var rootY: Int32 = 0
    var child: Window = 0
    XTranslateCoordinates(
      display, window, XDefaultRootWindow(display), x, y, &rootX, &rootY, &child)
    XTestFakeMotionEvent(display, -1, rootX, rootY, 0)
  }

  /// Gives `window` the keyboard focus, as a window manager does when it is clicked.
  func focus(_ window: Window) {
    XSetInputFocus(display, window, RevertToParent, Time(CurrentTime))
    XSync(display, 0)
  }

  /// Gives a keycode without symbols `keysym` (Multi_key, say, which Xvfb's keyboard
  /// lacks), as xdotool does; returns the keycode, nil if none is spare.
  func mapSpareKeycode(to keysym: Int32) -> UInt32? {
    var low: Int32 = 0
    var high: Int32 = 0
    XDisplayKeycodes(display, &low, &high)
    var perCode: Int32 = 0
    guard
      let symbols = XGetKeyboardMapping(
        display, KeyCode(low), high - low + 1, &perCode)
    else { return nil }
    defer { XFree(symbols) }
    for code in low...high {
      let first = Int((code - low) * perCode)
      guard (0..<Int(perCode)).allSatisfy({ symbols[first + $0] == 0 }) else { continue }
      var mapped = [KeySym(keysym), KeySym(keysym)]
      XChangeKeyboardMapping(display, code, 2, &mapped, 1)
      XSync(display, 0)
      // The demo reads the new mapping from its MappingNotify.
      Thread.sleep(forTimeInterval: 0.2)
      return UInt32(code)
    }
    return nil
  }

  /// Presses and releases `keycode`.
  func press(keycode: UInt32) {
    XTestFakeKeyEvent(display, keycode, 1, 0)
    XTestFakeKeyEvent(display, keycode, 0, 0)
    XSync(display, 0)
  }

  /// Presses and releases the key of `keysym`, holding the key of `modifier` if given.
  func press(keysym: Int32, holding modifier: Int32? = nil) {
    let keycode = UInt32(XKeysymToKeycode(display, KeySym(keysym)))
    let held = modifier.map { UInt32(XKeysymToKeycode(display, KeySym($0))) }
    if let held { XTestFakeKeyEvent(display, held, 1, 0) }
    XTestFakeKeyEvent(display, keycode, 1, 0)
    XTestFakeKeyEvent(display, keycode, 0, 0)
    if let held { XTestFakeKeyEvent(display, held, 0, 0) }
    XSync(display, 0)
  }
}
