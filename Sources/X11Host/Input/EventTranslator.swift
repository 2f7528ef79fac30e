import CX11
import Foundation
@_spi(Host) import MiniUIKit

/// Turns X input events into the toolkit's pointer events and keys.
enum EventTranslator {
  static func modifiers(_ state: UInt32) -> UIKeyModifierFlags {
    var flags: UIKeyModifierFlags = []
    if state & UInt32(ShiftMask) != 0 { flags.insert(.shift) }
    if state & UInt32(ControlMask) != 0 { flags.insert(.control) }
    if state & UInt32(Mod1Mask) != 0 { flags.insert(.alternate) }
    return flags
  }

  /// The key of a KeyPress event, with the text it types (as the input method composed it),
  /// or nil for keys the toolkit has no use for (modifiers, a dead key's first press).
  @MainActor static func key(_ event: inout XKeyEvent, inputMethod: InputMethod?) -> UIKey? {
    let (keysym, text) = inputMethod?.lookUp(&event) ?? lookUp(&event)
    // Control codes (Ctrl held, Backspace, Return) type nothing.
    let typed = text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } ? text : ""
    let input: UIKey.Input
    switch Int32(keysym) {
    case XK_Escape: input = .escape
    case XK_Tab, XK_ISO_Left_Tab: input = .tab
    case XK_Return, XK_KP_Enter: input = .enter
    case XK_space: input = .space
    case XK_BackSpace: input = .backspace
    case XK_Delete, XK_KP_Delete: input = .delete
    case XK_Left: input = .leftArrow
    case XK_Right: input = .rightArrow
    case XK_Up: input = .upArrow
    case XK_Down: input = .downArrow
    case XK_Page_Up, XK_KP_Page_Up: input = .pageUp
    case XK_Page_Down, XK_KP_Page_Down: input = .pageDown
    case XK_Home, XK_KP_Home: input = .home
    case XK_End, XK_KP_End: input = .end
    case XK_F1...XK_F12: input = .function(Int(Int32(keysym) - XK_F1) + 1)
    default:
      if let first = typed.lowercased().first {
        input = .character(first)
      } else if keysym >= 0x20, keysym < 0x7F, let scalar = Unicode.Scalar(UInt32(keysym)) {
        // With Ctrl held the lookup gives a control code; the key's own symbol then.
        input = .character(Character(String(scalar).lowercased()))
      } else {
        return nil
      }
    }
    return UIKey(input, modifierFlags: modifiers(event.state), characters: typed)
  }

  /// The key symbol and Latin-1 text of a key press, without an input method.
  private static func lookUp(_ event: inout XKeyEvent) -> (keysym: KeySym, text: String) {
    var buffer = [CChar](repeating: 0, count: 16)
    var keysym: KeySym = 0
    let count = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
    let latin1 = buffer.prefix(Int(max(count, 0))).compactMap {
      Unicode.Scalar(UInt8(bitPattern: $0))
    }
    return (keysym, String(String.UnicodeScalarView(latin1)))
  }
}
