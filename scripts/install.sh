#!/usr/bin/env bash
# Installs the demo under a prefix as a Linux desktop expects, or removes exactly what it
# installs (--uninstall). One list of files serves both, so nothing is left behind.
#   scripts/install.sh ROOT DIST            install into ROOT (DESTDIR + PREFIX)
#   scripts/install.sh --uninstall ROOT     remove what an install put there
# DIST is a folder made by `make dist`: bin/transitions-demo, share/man/man1/transitions-demo.1
# and the completions under share/.
set -euo pipefail
umask 022
root_dir=$(cd "$(dirname "$0")/.." && pwd)
uninstall=false
if [ "${1:-}" = "--uninstall" ]; then uninstall=true; shift; fi
prefix=${1:?usage: install.sh [--uninstall] ROOT [DIST]}
dist=${2:-}

# What goes where: "source destination mode", source relative to the checkout (or DIST:).
files=(
  "DIST:bin/transitions-demo bin/transitions-demo 755"
  "DIST:share/man/man1/transitions-demo.1 share/man/man1/transitions-demo.1 644"
  "DIST:share/bash-completion/completions/transitions-demo share/bash-completion/completions/transitions-demo 644"
  "DIST:share/zsh/site-functions/_transitions-demo share/zsh/site-functions/_transitions-demo 644"
  "DIST:share/fish/vendor_completions.d/transitions-demo.fish share/fish/vendor_completions.d/transitions-demo.fish 644"
  "packaging/transitions-demo.desktop share/applications/transitions-demo.desktop 644"
)
for size in 16 24 32 48 64 128 256; do  # make assets draws these sizes
  files+=("packaging/icons/${size}x${size}/transitions-demo.png share/icons/hicolor/${size}x${size}/apps/transitions-demo.png 644")
done
# The pictures: installed one by one; share/transitions-demo is the app's own folder, removed
# whole, so that pictures of another version go too.
pictures=()
for picture in "$root_dir"/assets/*; do
  pictures+=("assets/$(basename "$picture")")
done

if $uninstall; then
  for entry in "${files[@]}"; do
    read -r _ destination _ <<<"$entry"
    rm -f "$prefix/$destination"
  done
  rm -rf "$prefix/share/transitions-demo"
  echo "Removed transitions-demo from $prefix"
  exit 0
fi
for entry in "${files[@]}"; do
  read -r source destination mode <<<"$entry"
  case $source in
    DIST:*) source="${dist:?install.sh: no DIST folder given}/${source#DIST:}" ;;
    *) source="$root_dir/$source" ;;
  esac
  install -D -m "$mode" "$source" "$prefix/$destination"
done
install -d -m 755 "$prefix/share/transitions-demo/assets"
for picture in "${pictures[@]}"; do
  install -m 644 "$root_dir/$picture" "$prefix/share/transitions-demo/$picture"
done
echo "Installed transitions-demo in $prefix ($((${#files[@]} + ${#pictures[@]})) files)"
