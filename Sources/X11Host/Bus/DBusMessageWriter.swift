import CDBus

/// Appends D-Bus values to a message: basic ones, and containers whose contents a closure
/// appends.
struct DBusMessageWriter {
  private var iterator = DBusMessageIter()

  /// Appends after the arguments `message` has.
  init(appendingTo message: OpaquePointer) {
    dbus_message_iter_init_append(message, &iterator)
  }

  private init() {}

  mutating func append(_ text: String) { appendString(text, as: DBusType.string) }
  mutating func append(objectPath path: String) { appendString(path, as: DBusType.objectPath) }
  mutating func append(_ value: Int32) { appendBasic(value, as: DBusType.int32) }
  mutating func append(_ value: UInt32) { appendBasic(value, as: DBusType.uint32) }
  mutating func append(_ value: Int16) { appendBasic(value, as: DBusType.int16) }
  mutating func append(_ value: Double) { appendBasic(value, as: DBusType.double) }
  mutating func append(_ value: Bool) {
    appendBasic(dbus_bool_t(value ? 1 : 0), as: DBusType.boolean)
  }

  private mutating func appendString(_ text: String, as type: Int32) {
    text.withCString { characters in
      var pointer: UnsafePointer<CChar>? = characters
      _ = dbus_message_iter_append_basic(&iterator, type, &pointer)
    }
  }

  /// A value of a fixed-size type: `Value` must be the C type of `type`.
  private mutating func appendBasic<Value: BitwiseCopyable>(_ value: Value, as type: Int32) {
    var value = value
    _ = dbus_message_iter_append_basic(&iterator, type, &value)
  }

  /// A struct, its fields appended by `fields`.
  mutating func appendStruct(_ fields: (inout DBusMessageWriter) -> Void) {
    appendContainer(DBusType.structure, signature: nil, fields)
  }

  /// An array of `elementSignature` values, appended by `elements`.
  mutating func appendArray(
    of elementSignature: String, _ elements: (inout DBusMessageWriter) -> Void
  ) {
    appendContainer(DBusType.array, signature: elementSignature, elements)
  }

  /// A dictionary entry (inside an array of `{kv}`).
  mutating func appendDictionaryEntry(_ keyAndValue: (inout DBusMessageWriter) -> Void) {
    appendContainer(DBusType.dictionaryEntry, signature: nil, keyAndValue)
  }

  /// A variant holding one value of `signature`.
  mutating func appendVariant(
    of signature: String, _ value: (inout DBusMessageWriter) -> Void
  ) {
    appendContainer(DBusType.variant, signature: signature, value)
  }

  private mutating func appendContainer(
    _ type: Int32, signature: String?, _ contents: (inout DBusMessageWriter) -> Void
  ) {
    var inner = DBusMessageWriter()
    let opened: dbus_bool_t
    if let signature {
      opened = signature.withCString {
        dbus_message_iter_open_container(&iterator, type, $0, &inner.iterator)
      }
    } else {
      opened = dbus_message_iter_open_container(&iterator, type, nil, &inner.iterator)
    }
    guard opened != 0 else { return }
    contents(&inner)
    _ = dbus_message_iter_close_container(&iterator, &inner.iterator)
  }
}

/// Reads a message's arguments in order.
struct DBusMessageReader {
  private var iterator = DBusMessageIter()
  private var isAtEnd = false

  /// Reads `message`'s arguments from the first.
  init(_ message: OpaquePointer) {
    isAtEnd = dbus_message_iter_init(message, &iterator) == 0
  }

  private init(inside outer: inout DBusMessageIter) {
    dbus_message_iter_recurse(&outer, &iterator)
    isAtEnd = dbus_message_iter_get_arg_type(&iterator) == DBusType.invalid
  }

  /// The next argument as a string (or object path), inside any variants.
  mutating func string() -> String? {
    read { type, iterator in
      guard type == DBusType.string || type == DBusType.objectPath else { return nil }
      var value: UnsafePointer<CChar>?
      dbus_message_iter_get_basic(&iterator, &value)
      return value.map { String(cString: $0) }
    }
  }

  /// The next argument as a number of any integer type, inside any variants.
  mutating func integer() -> Int? {
    read { type, iterator in
      switch type {
      case DBusType.int32:
        var value: Int32 = 0
        dbus_message_iter_get_basic(&iterator, &value)
        return Int(value)
      case DBusType.uint32:
        var value: UInt32 = 0
        dbus_message_iter_get_basic(&iterator, &value)
        return Int(value)
      default:
        return nil
      }
    }
  }

  /// The next argument as a double (or an integer, widened), inside any variants.
  mutating func double() -> Double? {
    var copy = self
    if let number = copy.integer() {
      self = copy
      return Double(number)
    }
    return read { type, iterator in
      guard type == DBusType.double else { return nil }
      var value: Double = 0
      dbus_message_iter_get_basic(&iterator, &value)
      return value
    }
  }

  /// The next argument as a boolean, inside any variants.
  mutating func bool() -> Bool? {
    read { type, iterator in
      guard type == DBusType.boolean else { return nil }
      var value: dbus_bool_t = 0
      dbus_message_iter_get_basic(&iterator, &value)
      return value != 0
    }
  }

  /// The next argument's contents (a struct's fields, an array's elements), read by `body`;
  /// nil, and moved past, when it is no container.
  mutating func contents<Value>(_ body: (inout DBusMessageReader) -> Value?) -> Value? {
    guard !isAtEnd else { return nil }
    guard dbus_type_is_container(dbus_message_iter_get_arg_type(&iterator)) != 0 else {
      advance()
      return nil
    }
    var inner = DBusMessageReader(inside: &iterator)
    let value = body(&inner)
    advance()
    return value
  }

  /// Reads one value with `body` (given its type and the iterator), looking inside variants,
  /// and moves on.
  private mutating func read<Value>(
    _ body: (Int32, inout DBusMessageIter) -> Value?
  ) -> Value? {
    guard !isAtEnd else { return nil }
    var value: Value?
    var current = iterator
    var type = dbus_message_iter_get_arg_type(&current)
    while type == DBusType.variant {
      var inner = DBusMessageIter()
      dbus_message_iter_recurse(&current, &inner)
      current = inner
      type = dbus_message_iter_get_arg_type(&current)
    }
    value = body(type, &current)
    advance()
    return value
  }

  private mutating func advance() {
    isAtEnd = dbus_message_iter_next(&iterator) == 0
  }
}

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
