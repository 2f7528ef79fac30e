#!/usr/bin/env bash
# Runs a command with DISPLAY set to a private Xvfb (of $XVFB_SCREEN, default 1280x1024x24) on
# a free display number, and stops the
# server afterwards, whatever happens: normal exit, Ctrl-C, TERM, or even this script being
# killed outright (a watcher stops the server when the script is gone).
set -euo pipefail

# -noreset: the server would otherwise reset each time its last client leaves (between two
# tests), and refuse a client connecting meanwhile.
# Each candidate is checked, then tried: another script may take the same number between the
# check and the start (two test runs at once), and then the next one is tried.
display=""
for n in $(seq 90 150); do
  [ ! -e "/tmp/.X$n-lock" ] && [ ! -e "/tmp/.X11-unix/X$n" ] || continue
  Xvfb ":$n" -screen 0 "${XVFB_SCREEN:-1280x1024x24}" -nolisten tcp -noreset >/tmp/xvfb-$n.log 2>&1 &
  xvfb_pid=$!
  for _ in $(seq 1 100); do
    # Ours once its socket is there and the lock file names it.
    if [ -e "/tmp/.X11-unix/X$n" ] && kill -0 $xvfb_pid 2>/dev/null \
      && [ "$(tr -d ' \n' <"/tmp/.X$n-lock" 2>/dev/null)" = "$xvfb_pid" ]; then
      display=$n
      break
    fi
    kill -0 $xvfb_pid 2>/dev/null || break
    sleep 0.05
  done
  [ -n "$display" ] && break
  kill "$xvfb_pid" 2>/dev/null || true
done
[ -n "$display" ] || { echo "with-xvfb: no X display number from 90 to 150 could be used" >&2; exit 1; }

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

export DISPLAY=":$display"
# In the background and waited for, so that a signal runs the cleanup at once.
"$@" &
child_pid=$!
set +e
wait "$child_pid"
status=$?
child_pid=""
exit "$status"
