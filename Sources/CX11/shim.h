#ifndef CX11_SHIM_H
#define CX11_SHIM_H

#define XUTIL_DEFINE_FUNCTIONS
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/extensions/Xrender.h>
#include <X11/extensions/XTest.h>
#include <X11/extensions/XInput2.h>
#include <X11/extensions/XRes.h>
#include <X11/extensions/Xfixes.h>
#include <X11/extensions/Xpresent.h>
#include <X11/extensions/Xrandr.h>
#include <X11/extensions/sync.h>
#include <X11/Xft/Xft.h>
#include <harfbuzz/hb.h>
#include <harfbuzz/hb-ot.h>
#include <fribidi.h>
#include <png.h>
#include <poll.h>

/* Values Swift cannot import because they are macros with casts or composite expressions. */
static const unsigned int CX11_PNG_FORMAT_BGRA = PNG_FORMAT_BGRA;
static const unsigned int CX11_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const unsigned long CX11_ALL_PLANES = AllPlanes;
static const Atom CX11_XA_ATOM = XA_ATOM;
static const Atom CX11_XA_CARDINAL = XA_CARDINAL;
static const Atom CX11_XA_INTEGER = XA_INTEGER;
static const Atom CX11_XA_STRING = XA_STRING;
static const Atom CX11_XA_PRIMARY = XA_PRIMARY;
static const FriBidiParType CX11_FRIBIDI_PAR_ON = FRIBIDI_PAR_ON;

/* Xlib's input-method calls take variable argument lists, which Swift cannot call. */

/* An input context on `window` whose input method draws nothing of its own (no pre-edit or
   status area): it composes and commits text. NULL when the method cannot. */
static inline XIC CX11_CreateInputContext(XIM im, Window window) {
  return XCreateIC(im, XNInputStyle, XIMPreeditNothing | XIMStatusNothing, XNClientWindow,
                   window, XNFocusWindow, window, (char *)NULL);
}

/* The events the input context needs to see besides key presses. */
static inline long CX11_InputContextFilterEvents(XIC ic) {
  unsigned long mask = 0;
  if (XGetICValues(ic, XNFilterEvents, &mask, (char *)NULL) != NULL) return 0;
  return (long)mask;
}

#endif
