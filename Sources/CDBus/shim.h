// libdbus, for the freedesktop appearance portal on the session bus.
#include <dbus/dbus.h>
