/// D-Bus's type codes (macros with casts, which Swift does not import).
enum DBusType {
  static let invalid = Int32(0)
  static let string = Int32(UInt8(ascii: "s"))
  static let objectPath = Int32(UInt8(ascii: "o"))
  static let int16 = Int32(UInt8(ascii: "n"))
  static let int32 = Int32(UInt8(ascii: "i"))
  static let uint32 = Int32(UInt8(ascii: "u"))
  static let double = Int32(UInt8(ascii: "d"))
  static let boolean = Int32(UInt8(ascii: "b"))
  static let variant = Int32(UInt8(ascii: "v"))
  static let array = Int32(UInt8(ascii: "a"))
  static let structure = Int32(UInt8(ascii: "r"))
  static let dictionaryEntry = Int32(UInt8(ascii: "e"))
}
