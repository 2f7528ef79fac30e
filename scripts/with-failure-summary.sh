#!/usr/bin/env bash
# Runs a test command, its output streamed as usual, and if it fails repeats at the very end
# which tests failed and why: a log's tail (all that a CI page may show) then names them.
set -uo pipefail
log=$(mktemp "${TMPDIR:-/tmp}/test-output.XXXXXX")
trap 'rm -f "$log"' EXIT
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
  echo
  echo "== What failed (exit $status) =="
  grep -E "error:|' failed \(|Fatal error|exited with unexpected signal" "$log" | grep -vE "^(\[[a-z-]+\] )?Test Suite" | tail -n 40
fi
exit "$status"
