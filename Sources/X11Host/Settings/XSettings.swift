import Foundation

/// The desktop's settings as an XSETTINGS manager (GNOME's settings daemon, xsettingsd)
/// publishes them: the `_XSETTINGS_SETTINGS` property of the manager's window, read as the
/// XSETTINGS specification lays it out.
///
/// The property is: a byte order (0 LSB first, 1 MSB first), 3 unused bytes, a CARD32 serial
/// and a CARD32 count; then each setting: a type byte (0 integer, 1 string, 2 colour), an
/// unused byte, a CARD16 name length, the name padded to 4 bytes, a CARD32 serial, and the
/// value (an INT32; a CARD32 length and the string padded to 4; four CARD16 for red, blue,
/// green and alpha).
struct XSettings: Equatable {
  enum Value: Equatable {
    case integer(Int32)
    case string(String)
    case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
  }

  /// Why a property could not be read.
  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  /// Bumped by the manager each time it changes a setting.
  var serial: UInt32
  var values: [String: Value]

  init(serial: UInt32 = 0, values: [String: Value] = [:]) {
    self.serial = serial
    self.values = values
  }

  /// Reads the property's bytes.
  init(bytes: [UInt8]) throws {
    var reader = Reader(bytes: bytes)
    guard let order = reader.byte(), order <= 1 else {
      throw Malformed(description: "the byte order is neither 0 nor 1")
    }
    reader.isBigEndian = order == 1
    try reader.skip(3)
    serial = try reader.card32()
    let count = try reader.card32()
    values = [:]
    for _ in 0..<count {
      guard let type = reader.byte() else { throw Malformed(description: "a setting is cut off") }
      try reader.skip(1)
      let nameLength = Int(try reader.card16())
      let name = try reader.string(length: nameLength)
      _ = try reader.card32()  // the setting's own serial
      switch type {
      case 0:
        values[name] = .integer(Int32(bitPattern: try reader.card32()))
      case 1:
        let length = Int(try reader.card32())
        values[name] = .string(try reader.string(length: length))
      case 2:
        let red = try reader.card16()
        let blue = try reader.card16()
        let green = try reader.card16()
        let alpha = try reader.card16()
        values[name] = .color(red: red, green: green, blue: blue, alpha: alpha)
      default:
        throw Malformed(description: "setting \(name) has an unknown type \(type)")
      }
    }
  }

  /// Whether the desktop wants animations, from GTK's `Gtk/EnableAnimations` (absent: yes).
  var enablesAnimations: Bool {
    if case .integer(let value) = values["Gtk/EnableAnimations"] { return value != 0 }
    return true
  }

  /// The resolution text is drawn at, `Xft/DPI` (in 1024ths), if set: GNOME sets it to 96 times
  /// its text scaling factor and window scale.
  var dotsPerInch: CGFloat? {
    guard case .integer(let value) = values["Xft/DPI"], value > 0 else { return nil }
    return CGFloat(value) / 1024
  }

  /// Whether the desktop is dark: its theme's name ends in `-dark` (`Adwaita-dark`) or
  /// `:dark`, or GTK's `Gtk/ApplicationPreferDarkTheme` is set.
  var prefersDarkAppearance: Bool {
    if case .integer(let value) = values["Gtk/ApplicationPreferDarkTheme"], value != 0 {
      return true
    }
    guard case .string(let theme) = values["Net/ThemeName"] else { return false }
    let name = theme.lowercased()
    return name.hasSuffix("-dark") || name.hasSuffix(":dark")
  }

  /// Reads numbers in the property's byte order.
  private struct Reader {
    let bytes: [UInt8]
    var offset = 0
    var isBigEndian = false

    mutating func byte() -> UInt8? {
      guard offset < bytes.count else { return nil }
      defer { offset += 1 }
      return bytes[offset]
    }

    mutating func skip(_ count: Int) throws {
      guard offset + count <= bytes.count else { throw Malformed(description: "cut off") }
      offset += count
    }

    private mutating func number(_ size: Int) throws -> UInt32 {
      guard offset + size <= bytes.count else { throw Malformed(description: "cut off") }
      let slice = bytes[offset..<offset + size]
      offset += size
      let ordered = isBigEndian ? Array(slice) : slice.reversed()
      return ordered.reduce(0) { $0 << 8 | UInt32($1) }
    }

    mutating func card16() throws -> UInt16 { UInt16(try number(2)) }
    mutating func card32() throws -> UInt32 { try number(4) }

    /// `length` bytes of UTF-8, then the padding to a multiple of 4.
    mutating func string(length: Int) throws -> String {
      let padded = (length + 3) / 4 * 4
      guard length >= 0, offset + padded <= bytes.count else {
        throw Malformed(description: "a string is cut off")
      }
      let text = String(decoding: bytes[offset..<offset + length], as: UTF8.self)
      offset += padded
      return text
    }
  }
}
