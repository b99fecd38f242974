#!/usr/bin/env bash
# Client-core benchmarks (issue 4) over a ledger of N records (default 1,000,000), served by a
# standalone brokerdesk-sandbox whose database is kept in /tmp so later runs skip seeding:
# decode of a 100-row page, the far jump in the lazy model, memory while scrolling the whole
# list, a full mirror sync and category totals over the mirror. Prints medians.
#   bash bench/client.sh [--build-dir DIR] [any brokerdesk-bench-client option, e.g. --sync-runs 1]
set -euo pipefail
cd "$(dirname "$0")/.."

build=build/default
if [[ "${1:-}" == "--build-dir" ]]; then build="$2"; shift 2; fi
if [[ "$build" == build/default ]]; then
  bash scripts/build.sh default >/dev/null
else
  cmake --build "$build" --target brokerdesk-bench-client >/dev/null
fi
exec "$build/bench/brokerdesk-bench-client" "$@"
