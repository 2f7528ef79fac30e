import CX11
import Foundation

/// The X input method that turns key presses into text: dead keys, Compose sequences and
/// input-method engines (ibus, through `XMODIFIERS`), as XIM gives them.
///
/// It opens the method named by `XMODIFIERS`, else Xlib's own (which reads the locale's
/// Compose table), in a UTF-8 character type; without one, keys are looked up one by one.
@MainActor
final class InputMethod {
  private let method: XIM
  let context: XIC

  /// Opens an input method and a context on `window`; nil when neither the desktop's nor
  /// Xlib's own opens (keys then go through `XLookupString`).
  init?(display: OpaquePointer, window: Window) {
    Self.useUTF8CharacterType()
    // The desktop's method, else Xlib's own, whichever gives a context of the style asked.
    for modifiers in ["", "@im=none"] {
      guard let method = Self.open(display: display, modifiers: modifiers) else { continue }
      if let context = CX11_CreateInputContext(method, window) {
        self.method = method
        self.context = context
        return
      }
      XCloseIM(method)
    }
    return nil
  }

  /// The events the method needs to see besides key presses, for the window's event mask.
  var filterEvents: Int { CX11_InputContextFilterEvents(context) }

  /// Whether the method took `event` (a key that starts or continues a sequence): it is
  /// then not handled as a key.
  func filter(_ event: inout XEvent) -> Bool { XFilterEvent(&event, 0) != 0 }

  /// The keyboard focus came to the window or left it.
  func windowFocusDidChange(isFocused: Bool) {
    if isFocused { XSetICFocus(context) } else { XUnsetICFocus(context) }
  }

  /// The key symbol and the text (UTF-8) of a key press, with what the method composed.
  func lookUp(_ event: inout XKeyEvent) -> (keysym: KeySym, text: String) {
    var buffer = [CChar](repeating: 0, count: 64)
    var keysym: KeySym = 0
    var status: Int32 = 0
    var count = Xutf8LookupString(
      context, &event, &buffer, Int32(buffer.count), &keysym, &status)
    if status == XBufferOverflow {
      // An engine committed more than fits: ask again with room for it.
      buffer = [CChar](repeating: 0, count: Int(count) + 1)
      count = Xutf8LookupString(
        context, &event, &buffer, Int32(buffer.count), &keysym, &status)
    }
    let hasText = status == XLookupChars || status == XLookupBoth
    let hasKeysym = status == XLookupKeySym || status == XLookupBoth
    let text =
      hasText
      ? String(decoding: buffer.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      : ""
    return (hasKeysym ? keysym : 0, text)
  }

  func close() {
    XDestroyIC(context)
    XCloseIM(method)
  }

  /// Xlib composes text in the character type of the C locale: a UTF-8 one, the
  /// environment's if it is (`LANG`, `LC_ALL`), else C.UTF-8.
  private static func useUTF8CharacterType() {
    if let name = setlocale(LC_CTYPE, ""), String(cString: name).lowercased().contains("utf") {
      return
    }
    setlocale(LC_CTYPE, "C.UTF-8")
  }

  private static func open(display: OpaquePointer, modifiers: String) -> XIM? {
    guard XSupportsLocale() != 0, XSetLocaleModifiers(modifiers) != nil else { return nil }
    return XOpenIM(display, nil, nil, nil)
  }
}
