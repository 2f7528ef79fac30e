#!/usr/bin/env bash
# Frame costs of each scene mid-transition (virtual clock, autoplay), against a bare present.
set -euo pipefail
demo="$1"
for scene in home curves default custom bouncy push navigation gallery; do
  "$demo" --scene "$scene" --autoplay --virtual-clock --benchmark-frames 120
done
