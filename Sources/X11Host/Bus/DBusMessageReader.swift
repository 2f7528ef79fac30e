import CDBus

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
