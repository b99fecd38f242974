#!/usr/bin/env bash
# The longest event-loop stall while the Cash flow page's tables (the local mirror, then the
# server's list) are scrolled from the first to the last of N ledger records (default
# 1,000,000), like a user dragging the scroll bar; the sandbox runs as a separate process over
# a database kept in /tmp (seeded on first use); the desk mirrors it first, as it does when the page opens.
#   bash bench/scroll.sh [--build-dir DIR | --bin PATH] [brokerdesk-bench-scroll options, e.g. --runs 3 --steps 1000]
# --build-dir build/ci builds only the bench (and the sandbox) in that build; --bin runs a built
# bench as it is (the sandbox it starts is the one of its own build).
set -euo pipefail
cd "$(dirname "$0")/.."

build=build/default
bin=
if [[ "${1:-}" == "--build-dir" ]]; then build="$2"; shift 2; fi
if [[ "${1:-}" == "--bin" ]]; then bin="$2"; shift 2; fi
if [[ -n "$bin" ]]; then
  [[ -x "$bin" ]] || { echo "no $bin" >&2; exit 1; }
elif [[ "$build" == build/default ]]; then
  bash scripts/build.sh default >/dev/null
else
  cmake --build "$build" --target brokerdesk-bench-scroll >/dev/null
fi
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} QT_LOGGING_RULES='*.info=false'
exec "${bin:-$build/bench/brokerdesk-bench-scroll}" "$@"
