#!/usr/bin/env bash
# Multicálculo with the service 60 ms away: Enter on the last field to every auto product's
# prices on screen, in ms and round trips (bench/multicalculo_main.cpp says what is timed).
#   bash bench/multicalculo.sh [--build-dir DIR] [brokerdesk-bench-multicalculo options, e.g. --runs 7]
set -euo pipefail
cd "$(dirname "$0")/.."

build=build/default
if [[ "${1:-}" == "--build-dir" ]]; then build="$2"; shift 2; fi
if [[ "$build" == build/default ]]; then
  bash scripts/build.sh default brokerdesk-bench-multicalculo >/dev/null
else
  cmake --build "$build" --target brokerdesk-bench-multicalculo >/dev/null
fi
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} QT_LOGGING_RULES='*.info=false'
# The offscreen platform warns at every window raised: noise among the figures.
exec "$build/bench/brokerdesk-bench-multicalculo" "$@" 2> >(grep -v 'This plugin does not support' >&2)
