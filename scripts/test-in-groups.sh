#!/usr/bin/env bash
# make test's suites in three processes at once, each under an Xvfb of its own: the unit,
# screenshot and port suites, which keep one core busy, beside the end-to-end suites, which
# spend most of their time waiting on the demo and the X server, split in two (the monkey,
# the longest, alone). Each line of output says which it comes from; the exit status is the
# first failure's.
#   scripts/test-in-groups.sh [swift test options…]
# SwiftPM locks the build folder for a whole `swift test`, even one that builds nothing:
# --ignore-lock lets the others read the same built tests.
set -uo pipefail
# The goldens read left to right: a right-to-left locale (LANG=ar_EG.UTF-8) would mirror them.
export LC_ALL=C.UTF-8
run() {
  local name=$1
  shift
  scripts/with-xvfb.sh "${SWIFT:-swift}" test --skip-build --ignore-lock --disable-swift-testing "$@" 2>&1 |
    sed -u "s/^/[$name] /"
}
run others --skip EndToEndTests "$@" &
others=$!
run end-to-end --filter EndToEndTests --skip MonkeyTests "$@" &
end_to_end=$!
run monkey --filter MonkeyTests "$@" &
monkey=$!
status=0
for group in "$others" "$end_to_end" "$monkey"; do
  wait "$group"
  result=$?
  [ "$status" -eq 0 ] && status=$result
done
exit "$status"
