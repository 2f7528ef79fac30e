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
