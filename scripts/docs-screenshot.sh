#!/usr/bin/env bash
# Writes docs/screenshot.png: the home screen, the grid half way to the circle, the circle, and
# the custom zoom half way, side by side (on the virtual clock: the same on every machine).
set -euo pipefail
demo=$1
out=${2:-docs/screenshot.png}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
shot() { "$demo" --virtual-clock --size 480x800 --screenshot "$work/$1.png" "${@:2}"; }
shot 1-home --at 0
shot 2-halfway --scene navigation --autoplay --at 0.25
shot 3-circle --scene navigation --autoplay --at 0.6
shot 4-zoom --scene custom --autoplay --at 0.5
python3 "$(dirname "$0")/compose-screenshot.py" "$out" "$work"/1-home.png "$work"/2-halfway.png \
  "$work"/3-circle.png "$work"/4-zoom.png
echo "screenshot: $out"
