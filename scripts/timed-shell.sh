#!/usr/bin/env bash
# A SHELL for make that times each recipe line: runs it with bash, then appends the seconds it
# took and its first line to $TIMED_LOG (scripts/time-builds.sh: `make test SHELL=…`).
start=$(date +%s.%N)
bash "$@"
status=$?
took=$(awk "BEGIN { printf \"%.1f\", $(date +%s.%N) - $start }")
command="${*: -1}"
printf '%s\t%s\n' "$took" "${command%%$'\n'*}" >> "$TIMED_LOG"
exit $status
