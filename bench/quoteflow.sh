#!/usr/bin/env bash
# The quote → sale flow with the service 60 ms away: each step from the broker's action to the
# data on screen, in ms, round trips and requests (bench/quoteflow_main.cpp says what is timed).
#   bash bench/quoteflow.sh [--build-dir DIR] [brokerdesk-bench-quoteflow options, e.g. --runs 5]
set -euo pipefail
cd "$(dirname "$0")/.."

build=build/default
if [[ "${1:-}" == "--build-dir" ]]; then build="$2"; shift 2; fi
if [[ "$build" == build/default ]]; then
  bash scripts/build.sh default >/dev/null
else
  cmake --build "$build" --target brokerdesk-bench-quoteflow >/dev/null
fi
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} QT_LOGGING_RULES='*.info=false'
# The offscreen platform warns at every window raised: noise among the figures.
exec "$build/bench/brokerdesk-bench-quoteflow" "$@" 2> >(grep -v 'This plugin does not support' >&2)
