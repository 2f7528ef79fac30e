#!/usr/bin/env bash
# Installs the demo under a prefix as a Linux desktop expects, or removes exactly what it
# installs (--uninstall). One list of files serves both, so nothing is left behind.
#   scripts/install.sh ROOT DIST            install into ROOT (DESTDIR + PREFIX)
#   scripts/install.sh --uninstall ROOT     remove what an install put there
# DIST is a folder made by `make dist`: bin/transitions-demo, share/man/man1/transitions-demo.1
# and the completions under share/.
set -euo pipefail
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
for picture in "$root_dir"/assets/*; do
  name=$(basename "$picture")
  files+=("assets/$name share/transitions-demo/assets/$name 644")
done

for entry in "${files[@]}"; do
  read -r source destination mode <<<"$entry"
  target="$prefix/$destination"
  if $uninstall; then
    rm -f "$target"
  else
    case $source in
      DIST:*) source="${dist:?install.sh: no DIST folder given}/${source#DIST:}" ;;
      *) source="$root_dir/$source" ;;
    esac
    install -D -m "$mode" "$source" "$target"
  fi
done
if $uninstall; then
  rmdir "$prefix/share/transitions-demo/assets" "$prefix/share/transitions-demo" 2>/dev/null || true
  echo "Removed transitions-demo from $prefix"
else
  echo "Installed transitions-demo in $prefix (${#files[@]} files)"
fi
