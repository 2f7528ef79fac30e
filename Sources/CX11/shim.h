#ifndef CX11_SHIM_H
#define CX11_SHIM_H

#define XUTIL_DEFINE_FUNCTIONS
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/Xatom.h>
#include <X11/keysym.h>
#include <X11/extensions/Xrender.h>
#include <X11/extensions/XTest.h>
#include <X11/Xft/Xft.h>
#include <png.h>
#include <poll.h>

#endif
