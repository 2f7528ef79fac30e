#!/usr/bin/env bash
# Runs a command with DISPLAY set to a private Xvfb on a free display number, and stops the
# server afterwards, whatever happens: normal exit, Ctrl-C, TERM, or even this script being
# killed outright (a watcher stops the server when the script is gone).
set -euo pipefail

display=""
for n in $(seq 90 150); do
  if [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ]; then display=$n; break; fi
done
[ -n "$display" ] || { echo "with-xvfb: no free X display number" >&2; exit 1; }

Xvfb ":$display" -screen 0 1280x1024x24 -nolisten tcp >/tmp/xvfb-$display.log 2>&1 &
xvfb_pid=$!
script_pid=$$
(while kill -0 "$script_pid" 2>/dev/null; do sleep 1; done; kill "$xvfb_pid" 2>/dev/null) &
watcher_pid=$!
child_pid=""
cleanup() {
  [ -n "$child_pid" ] && kill "$child_pid" 2>/dev/null
  kill "$xvfb_pid" "$watcher_pid" 2>/dev/null || true
  wait "$xvfb_pid" 2>/dev/null || true
}
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

for _ in $(seq 1 100); do
  [ -e "/tmp/.X11-unix/X$display" ] && break
  kill -0 $xvfb_pid 2>/dev/null || { cat /tmp/xvfb-$display.log >&2; exit 1; }
  sleep 0.05
done

export DISPLAY=":$display"
# In the background and waited for, so that a signal runs the cleanup at once.
"$@" &
child_pid=$!
set +e
wait "$child_pid"
status=$?
child_pid=""
exit "$status"
