#!/usr/bin/env bash
# Runs a command in a copy of the package whose speed shortcuts are checked again: every
# `@exclusivity(unchecked)` removed, so that a debug build checks each access at run time and
# stops on a conflict naming both accesses, and every `unowned(unsafe)` made `unowned`, so
# that a use after the object is gone stops with a message instead of reading freed memory.
# The copy is .build-checked/src (its own .build inside); the checkout is not touched.
#   scripts/with-checked-shortcuts.sh COMMAND...      e.g. swift build --build-tests
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
copy="$root/.build-checked/src"
mkdir -p "$copy"
# A fresh copy of everything but the build folders, keeping the copy's own .build.
find "$copy" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
tar -C "$root" --exclude='./.build*' --exclude=./.git --exclude=./.swiftpm -cf - . | tar -C "$copy" -xf -
grep -rlZ --include='*.swift' -e '@exclusivity(unchecked)' -e 'unowned(unsafe)' "$copy/Sources" |
  xargs -0 sed -i -e 's/@exclusivity(unchecked) //g' -e 's/unowned(unsafe)/unowned/g'
# Left only in comments (after //).
if grep -rn --include='*.swift' -E '^[^/]*(@exclusivity\(unchecked\)|unowned\(unsafe\))' \
  "$copy/Sources"; then
  echo "with-checked-shortcuts.sh: the shortcuts above were not turned back" >&2
  exit 1
fi
cd "$copy"
"$@"
