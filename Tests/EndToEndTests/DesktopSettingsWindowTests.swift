import CX11
import Foundation
import TestSupport
@_spi(Host) import X11Host
import XCTest

/// The desktop's settings from a real XSETTINGS manager (xsettingsd), changed live (the
/// manager reloads on SIGHUP): `Gtk/EnableAnimations 0` turns the demo's push into a
/// cross-fade, and a theme whose name ends in `-dark` turns the demo dark. The appearance
/// portal's colour scheme, on a private session bus, turns it dark and light too.
final class DesktopSettingsWindowTests: DemoProcessTestCase {
  private var manager: Process?

  override func tearDown() {
    if let manager, manager.isRunning {
      manager.terminate()
      manager.waitUntilExit()
    }
    manager = nil
    super.tearDown()
  }

  /// Starts xsettingsd on the test's display with `settings` in its file.
  private func startManager(_ screen: TestDisplay, config: URL) throws {
    guard
      let executable = ["/usr/bin/xsettingsd", "/usr/local/bin/xsettingsd"]
        .first(where: FileManager.default.isExecutableFile(atPath:))
    else { throw XCTSkip("xsettingsd is not installed (make test installs it)") }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = ["-c", config.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    manager = process
    let selection = XInternAtom(screen.display, "_XSETTINGS_S0", 0)
    try waitUntil("xsettingsd owns the XSETTINGS selection", seconds: 10) {
      XGetSelectionOwner(screen.display, selection) != 0
    }
  }

  /// Page 1 is white and page 2 light blue: a cross-fade shows the same blend across the
  /// window; a slide shows page 2 whole on the right while page 1 is still on the left.
  private enum Look { case blend, slide, still }

  private func look(_ image: RGBAImage?) -> Look? {
    guard let image else { return nil }
    let left = image.pixel(x: 10, y: 700)
    let right = image.pixel(x: 470, y: 700)
    let isBlend = { (p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) in p.r > 234 && p.r < 253 }
    if abs(Int(left.r) - Int(right.r)) <= 2 {
      return isBlend((left.r, left.g, left.b, left.a)) ? .blend : .still
    }
    return right.r == 0xE8 ? .slide : nil
  }

  /// Pushes page 2 (4× slower: 1.4 s) and returns how it looked on the way; then pops.
  private func pushAndWatch(_ screen: TestDisplay, _ window: Window) throws -> Set<Look> {
    screen.click(window, x: 240, y: 422)
    var looks = Set<Look>()
    let deadline = Date().addingTimeInterval(8)
    var settledOnPage2 = false
    while Date() < deadline, !settledOnPage2 {
      Thread.sleep(forTimeInterval: 0.05)
      let image = screen.capture(window)
      if let look = look(image), look != .still { looks.insert(look) }
      settledOnPage2 = image.map { $0.pixel(x: 10, y: 700).r == 0xE8 } ?? false
    }
    XCTAssertTrue(settledOnPage2, "page 2 was pushed")
    // Esc mid-transition is swallowed: the push must have ended.
    try settle("after the push")
    screen.press(keysym: XK_Escape)
    try waitUntil("back on page 1", seconds: 10) {
      screen.capture(window).map { $0.pixel(x: 470, y: 700).r == 0xFF } ?? false
    }
    try settle("after the pop")
    return looks
  }

  func testTheDesktopsSettingTurnsThePushIntoAFadeLive() throws {
    let screen = try TestDisplay()
    let config = FileManager.default.temporaryDirectory
      .appendingPathComponent("xsettingsd-\(UUID().uuidString).conf")
    defer { try? FileManager.default.removeItem(at: config) }
    try "Gtk/EnableAnimations 0\n".write(to: config, atomically: true, encoding: .utf8)
    try startManager(screen, config: config)
    let window = try launchDemo(
      on: screen, arguments: ["--size", "480x800", "--scene", "push", "--animation-speed", "0.25"])
    try waitUntil("page 1 is drawn", seconds: 10) {
      screen.capture(window).map { $0.pixel(x: 470, y: 700).r == 0xFF } ?? false
    }
    XCTAssertEqual(try pushAndWatch(screen, window), [.blend], "animations off: a cross-fade")

    try "Gtk/EnableAnimations 1\n".write(to: config, atomically: true, encoding: .utf8)
    kill(try XCTUnwrap(manager).processIdentifier, SIGHUP)
    // The new value reaches the demo as a property change; give it a moment.
    Thread.sleep(forTimeInterval: 0.5)
    XCTAssertEqual(try pushAndWatch(screen, window), [.slide], "animations on again: a slide")
  }

  func testTheDesktopsThemeTurnsTheDemoDarkLive() throws {
    let screen = try TestDisplay()
    let config = FileManager.default.temporaryDirectory
      .appendingPathComponent("xsettingsd-\(UUID().uuidString).conf")
    defer { try? FileManager.default.removeItem(at: config) }
    try "Net/ThemeName \"Adwaita\"\n".write(to: config, atomically: true, encoding: .utf8)
    try startManager(screen, config: config)
    let window = try launchDemo(
      on: screen, arguments: ["--size", "480x800", "--scene", "settings"])
    // The grouped list's background, left of the first section.
    func background() -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8)? {
      screen.capture(window)?.pixel(x: 8, y: 200)
    }
    try waitUntil("the settings are drawn light", seconds: 10) { background()?.r == 0xF2 }

    for (theme, red) in [("Adwaita-dark", UInt8(0)), ("Adwaita", UInt8(0xF2))] {
      try "Net/ThemeName \"\(theme)\"\n".write(to: config, atomically: true, encoding: .utf8)
      kill(try XCTUnwrap(manager).processIdentifier, SIGHUP)
      try waitUntil("\(theme): the background's red is \(red)", seconds: 10) {
        background()?.r == red
      }
    }
  }

  func testTheAppearancePortalsColourSchemeTurnsTheDemoDarkLive() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon") else {
      throw XCTSkip("dbus-daemon is not installed (make test installs it)")
    }
    let screen = try TestDisplay()
    let portal = try FakeAppearancePortal(colorScheme: 1)
    defer { portal.stop() }
    let window = try launchDemo(
      on: screen, arguments: ["--size", "480x800", "--scene", "settings"],
      environment: ["DBUS_SESSION_BUS_ADDRESS": portal.address])
    func background() -> UInt8? { screen.capture(window)?.pixel(x: 8, y: 200).r }
    try waitUntil("dark from the start (ReadOne)", seconds: 10) { background() == 0 }
    // Prefer light, no preference (the XSETTINGS theme: none here, so light), prefer dark.
    for (scheme, red) in [(UInt32(2), UInt8(0xF2)), (0, 0xF2), (1, 0)] {
      portal.set(colorScheme: scheme)
      try waitUntil("colour scheme \(scheme): the background's red is \(red)", seconds: 10) {
        background() == red
      }
    }
  }
}
