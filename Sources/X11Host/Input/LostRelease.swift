import CX11
@_spi(Host) import MiniUIKit

/// A mouse button the app still holds after the X server let it go: its release went to
/// another window (the window was unmapped, another client grabbed the pointer) and never
/// came. The self-check reports it rather than waiting for a release that will not come.
extension X11Host {
  /// What is wrong when the app holds the mouse's button and the server does not, in words;
  /// nil when they agree. Events that came before the server's answer are handled first; a
  /// press among them (a new drag, begun after the answer) leaves the question to the next
  /// check.
  func lostMouseRelease() -> String? {
    guard UIApplication.shared.isMouseDown else { return nil }
    let presses = buttonOnePresses
    var root: Window = 0
    var child: Window = 0
    var (rootX, rootY, x, y): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    var buttons: UInt32 = 0
    XQueryPointer(
      connection.display, window.raw, &root, &child, &rootX, &rootY, &x, &y, &buttons)
    processPendingEvents()
    guard UIApplication.shared.isMouseDown, buttons & UInt32(Button1Mask) == 0,
      buttonOnePresses == presses
    else { return nil }
    return "the mouse's touch is still down, but the X server has its button up (its release "
      + "never came)"
  }
}
