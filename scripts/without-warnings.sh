#!/usr/bin/env bash
# Runs a build command, its output streamed as usual, and fails it if the compiler warned
# about any file of this project's Sources/ (the library and the demo): a dependent package
# builds those, and its own warnings must not drown in ours. Meaningful on a fresh build
# (CI's clean clone), since a file compiled earlier does not warn again.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
log=$(mktemp "${TMPDIR:-/tmp}/build-output.XXXXXX")
trap 'rm -f "$log"' EXIT
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
[ "$status" -ne 0 ] && exit "$status"
warnings=$(grep -E "^$root/Sources/[^:]+:[0-9]+:[0-9]+: warning:" "$log" | sort -u)
if [ -n "$warnings" ]; then
  echo
  echo "== The build warned about the project's sources ($(echo "$warnings" | wc -l) places) =="
  echo "$warnings"
  exit 1
fi
echo "without-warnings.sh: no compiler warning about $root/Sources"
