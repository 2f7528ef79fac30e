import Foundation
import XCTest

@_spi(Host) @testable import X11Host

/// The XSETTINGS property as managers write it, built byte by byte as the specification lays
/// it out, in both byte orders.
final class XSettingsTests: XCTestCase {
  /// A property holding `settings` (name, type, value bytes already in `bigEndian` order).
  private func property(
    serial: UInt32, bigEndian: Bool, _ settings: [(name: String, type: UInt8, value: [UInt8])]
  ) -> [UInt8] {
    func card(_ value: UInt32, _ size: Int) -> [UInt8] {
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) }
      return bigEndian ? bytes.reversed() : bytes
    }
    func padded(_ bytes: [UInt8]) -> [UInt8] {
      bytes + [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4)
    }
    var data: [UInt8] = [bigEndian ? 1 : 0, 0, 0, 0] + card(serial, 4)
    data += card(UInt32(settings.count), 4)
    for setting in settings {
      let name = Array(setting.name.utf8)
      data += [setting.type, 0] + card(UInt32(name.count), 2) + padded(name) + card(7, 4)
      data += setting.value
    }
    return data
  }

  private func integer(_ value: Int32, bigEndian: Bool) -> [UInt8] {
    let bytes = (0..<4).map { UInt8(truncatingIfNeeded: UInt32(bitPattern: value) >> (8 * $0)) }
    return bigEndian ? bytes.reversed() : bytes
  }

  func testIntegersStringsAndColoursInBothByteOrders() throws {
    for bigEndian in [false, true] {
      let length = integer(5, bigEndian: bigEndian)
      // Each CARD16 reads the same both ways.
      let colour: [UInt8] = [0x11, 0x11, 0x33, 0x33, 0x22, 0x22, 0xFF, 0xFF]
      let data = property(
        serial: 42, bigEndian: bigEndian,
        [
          ("Gtk/EnableAnimations", 0, integer(0, bigEndian: bigEndian)),
          ("Net/ThemeName", 1, length + Array("Adwai".utf8) + [0, 0, 0]),
          ("Gtk/Color", 2, colour),
          ("Xft/DPI", 0, integer(-1, bigEndian: bigEndian)),
        ])
      let settings = try XSettings(bytes: data)
      XCTAssertEqual(settings.serial, 42)
      XCTAssertEqual(settings.values["Gtk/EnableAnimations"], .integer(0))
      XCTAssertEqual(settings.values["Net/ThemeName"], .string("Adwai"))
      // Red, blue, green, alpha: the specification's order.
      XCTAssertEqual(
        settings.values["Gtk/Color"],
        .color(red: 0x1111, green: 0x2222, blue: 0x3333, alpha: 0xFFFF))
      XCTAssertEqual(settings.values["Xft/DPI"], .integer(-1))
      XCTAssertFalse(settings.enablesAnimations)
    }
  }

  func testAnimationsAreOnUnlessTheSettingSaysZero() throws {
    XCTAssertTrue(XSettings().enablesAnimations, "no manager, or no such setting")
    let on = property(
      serial: 1, bigEndian: false, [("Gtk/EnableAnimations", 0, integer(1, bigEndian: false))])
    XCTAssertTrue(try XSettings(bytes: on).enablesAnimations)
    let text = property(
      serial: 1, bigEndian: false,
      [("Gtk/EnableAnimations", 1, integer(1, bigEndian: false) + [0x30, 0, 0, 0])])
    XCTAssertTrue(try XSettings(bytes: text).enablesAnimations, "a string is not the integer")
  }

  func testACutOffOrUnknownPropertyThrows() {
    let whole = property(
      serial: 1, bigEndian: false, [("Gtk/EnableAnimations", 0, integer(0, bigEndian: false))])
    for length in [0, 3, 11, whole.count - 1] {
      XCTAssertThrowsError(try XSettings(bytes: Array(whole.prefix(length))), "\(length) bytes")
    }
    var badOrder = whole
    badOrder[0] = 2
    XCTAssertThrowsError(try XSettings(bytes: badOrder))
    let badType = property(serial: 1, bigEndian: false, [("X", 3, integer(0, bigEndian: false))])
    XCTAssertThrowsError(try XSettings(bytes: badType))
    let hugeString = property(
      serial: 1, bigEndian: false, [("X", 1, integer(Int32.max, bigEndian: false))])
    XCTAssertThrowsError(try XSettings(bytes: hugeString), "a length past the end")
  }
}
