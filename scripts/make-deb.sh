#!/usr/bin/env bash
# Builds a Debian package of the demo from `make dist`'s stage: the files install.sh lays out
# under /usr, and a control file whose Depends are the packages of the libraries the binary
# links (dpkg-shlibdeps) and the fonts it draws with.
#   scripts/make-deb.sh STAGE OUTPUT_DIR
set -euo pipefail
umask 022
root_dir=$(cd "$(dirname "$0")/.." && pwd)
stage=$(cd "${1:?usage: make-deb.sh STAGE OUTPUT_DIR}" && pwd)
mkdir -p "${2:?usage: make-deb.sh STAGE OUTPUT_DIR}"
out=$(cd "$2" && pwd)
version=$("$stage/bin/transitions-demo" --version)
arch=$(dpkg --print-architecture)
work=$(mktemp -d "${TMPDIR:-/tmp}/transitions-deb.XXXXXX")
trap 'rm -rf "$work"' EXIT

package="$work/debian/transitions-demo"
"$root_dir/scripts/install.sh" "$package/usr" "$stage" >/dev/null

# dpkg-shlibdeps reads the source package's control file from debian/ in its folder.
mkdir -p "$work/debian"
printf 'Source: transitions\n\nPackage: transitions-demo\nArchitecture: any\n' \
  >"$work/debian/control"
libraries=$(cd "$work" && dpkg-shlibdeps -O debian/transitions-demo/usr/bin/transitions-demo |
  sed -n 's/^shlibs:Depends=//p')
[ -n "$libraries" ] || { echo "make-deb.sh: dpkg-shlibdeps found no libraries" >&2; exit 1; }

mkdir -p "$package/DEBIAN"
cat >"$package/DEBIAN/control" <<CONTROL
Package: transitions-demo
Version: $version
Architecture: $arch
Maintainer: Transitions developers <transitions@example.org>
Installed-Size: $(du -sk "$package/usr" | cut -f1)
Depends: $libraries, fonts-inter, fonts-dejavu-core
Section: x11
Priority: optional
Description: iOS-style view-controller transitions, live in an X11 window
 The demo of Transitions, a UIKit-like toolkit in Swift for the Linux desktop:
 presentations with custom animators, navigation, collection views with
 layout-to-layout transitions, sheets, pages and UIKit Dynamics, drawn with
 XRender and shown on the vblank.
CONTROL
deb="$out/transitions-demo_${version}_${arch}.deb"
dpkg-deb --root-owner-group --build "$package" "$deb" >/dev/null
echo "$deb"
