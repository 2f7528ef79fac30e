import CX11

/// An X window id. Window, Pixmap and Picture are all `UInt` in Xlib; distinct wrappers let
/// the compiler catch a mix-up.
struct XWindowID: Hashable {
  let raw: Window
}

/// An X pixmap id.
struct XPixmapID: Hashable {
  let raw: Pixmap
}

/// An XRender picture id.
struct XPictureID: Hashable {
  let raw: Picture
}
