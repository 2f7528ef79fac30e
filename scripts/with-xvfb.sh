#!/usr/bin/env bash
# Runs a command with DISPLAY set to a private Xvfb on a free display number, and stops the
# server afterwards, whatever happens.
set -euo pipefail

display=""
for n in $(seq 90 150); do
  if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then display=$n; break; fi
done
[ -n "$display" ] || { echo "with-xvfb: no free X display number" >&2; exit 1; }

Xvfb ":$display" -screen 0 1280x1024x24 -nolisten tcp >/tmp/xvfb-$display.log 2>&1 &
xvfb_pid=$!
trap 'kill $xvfb_pid 2>/dev/null || true; wait $xvfb_pid 2>/dev/null || true' EXIT INT TERM

for _ in $(seq 1 100); do
  [ -e "/tmp/.X11-unix/X$display" ] && break
  kill -0 $xvfb_pid 2>/dev/null || { cat /tmp/xvfb-$display.log >&2; exit 1; }
  sleep 0.05
done

export DISPLAY=":$display"
"$@"
