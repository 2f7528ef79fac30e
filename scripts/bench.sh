#!/usr/bin/env bash
# make bench / make bench-peers, under the Xvfb that scripts/with-xvfb.sh started:
#   scripts/bench.sh BENCH_BINARY DEMO_BINARY [transitions-bench options…]
set -euo pipefail
bench="$1"
demo="$2"
shift 2
exec "$bench" --demo "$demo" --json bench/results.json "$@"
