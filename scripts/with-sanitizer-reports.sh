#!/usr/bin/env bash
# Runs a command built with a sanitizer so that every process of it (the test runner and the
# demos the tests start) writes its reports to a folder of their own, then fails if any
# process wrote one, printing each: a report in a child's standard error would go unseen.
#   scripts/with-sanitizer-reports.sh address|thread COMMAND...
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
kind=${1:?usage: with-sanitizer-reports.sh address|thread COMMAND...}
shift
reports="$root/.build-sanitizer-reports/$kind"
rm -rf "$reports" && mkdir -p "$reports"
suppressions="$root/Tests/Sanitizers"
case $kind in
  address)
    export ASAN_OPTIONS="log_path=$reports/report:detect_leaks=1:abort_on_error=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
    export LSAN_OPTIONS="suppressions=$suppressions/leaks.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
    ;;
  thread)
    export TSAN_OPTIONS="log_path=$reports/report:suppressions=$suppressions/races.supp:halt_on_error=0${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
    ;;
  *) echo "with-sanitizer-reports.sh: address or thread, not '$kind'" >&2; exit 64 ;;
esac
"$@"
status=$?
shopt -s nullglob
found=("$reports"/report*)
if [ ${#found[@]} -gt 0 ]; then
  echo
  echo "== $kind sanitizer: ${#found[@]} report(s) in $reports =="
  for report in "${found[@]}"; do echo "--- $report"; head -60 "$report"; done
  exit 1
fi
echo "with-sanitizer-reports.sh: no $kind sanitizer report"
exit $status
