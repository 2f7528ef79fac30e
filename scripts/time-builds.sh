#!/usr/bin/env bash
# make bench's build and test times: how long a user waits.
#   scripts/time-builds.sh [--with-test]
# - a dependent's clean debug build: the example package copied to a temporary folder,
#   pointed at this checkout, built from nothing (as `swift run` in a user's new package);
# - with --with-test, `make test` on a clean clone of HEAD, each of its steps timed.
# Prints one line a figure; the figures also go to bench/build-times.json.
set -euo pipefail
swift=${SWIFT:-swift}
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

seconds() { awk "BEGIN { printf \"%.1f\", $2 - $1 }"; }
now() { date +%s.%N; }

cp -r "$root/Examples/HelloTransition" "$work/app"
rm -rf "$work/app/.build"
sed -i "s|path: \"../..\"|path: \"$root\"|" "$work/app/Package.swift"
"$swift" package --package-path "$work/app" resolve >/dev/null
start=$(now)
"$swift" build --package-path "$work/app" --product HelloTransition >/dev/null
dependent=$(seconds "$start" "$(now)")
echo "a dependent's clean debug build (the example app, packages resolved): $dependent s"
json="{\"dependentCleanBuildSeconds\": $dependent"

if [ "${1:-}" = "--with-test" ]; then
  git clone -q "$root" "$work/clone"
  export TIMED_LOG="$work/steps.tsv"
  start=$(now)
  make -C "$work/clone" test SHELL="$work/clone/scripts/timed-shell.sh" >"$work/test.log" 2>&1 || {
    tail -40 "$work/test.log"
    echo "make test failed on the clean clone" >&2
    exit 1
  }
  total=$(seconds "$start" "$(now)")
  echo "make test on a clean clone: $total s; its steps (a recursive make's own steps follow it):"
  sort -t$'\t' -k1,1 -rn "$TIMED_LOG" | awk -F'\t' '$1 >= 1 { printf "  %7.1f s  %.100s\n", $1, $2 }'
  echo "the slowest test classes:"
  # Lines start with their group's name (scripts/test-in-groups.sh): a class's summary follows
  # its "Test Suite … passed" line within the same group.
  awk "match(\$0, /Test Suite '[^']+' (passed|failed)/) { split(substr(\$0, RSTART), q, \"'\");
         suite[\$1] = q[2]; next }
       suite[\$1] != \"\" && /Executed .* seconds/ { match(\$0, /in [0-9.]+/);
         if (suite[\$1] !~ /xctest|All tests|Selected tests/)
           printf \"%s\\t%s\\n\", substr(\$0, RSTART + 3, RLENGTH - 3), suite[\$1];
         suite[\$1] = \"\" }" "$work/test.log" | sort -rn | head -8 |
    awk -F'\t' '{ printf "  %7.1f s  %s\n", $1, $2 }'
  json="$json, \"makeTestSeconds\": $total"
fi
echo "$json}" > "$root/bench/build-times.json"
