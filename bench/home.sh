#!/usr/bin/env bash
# Início with the service 60 ms away: from start to every count painted, first start and later
# starts (bench/home_main.cpp says what is timed).
#   bash bench/home.sh [--build-dir DIR] [brokerdesk-bench-home options, e.g. --runs 5]
set -euo pipefail
cd "$(dirname "$0")/.."
build=build/default
if [[ "${1:-}" == "--build-dir" ]]; then build="$2"; shift 2; fi
CCACHE_BASEDIR=$PWD CCACHE_NOHASHDIR=true cmake --build "$build" --target brokerdesk-bench-home >/dev/null
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} QT_LOGGING_RULES='*.info=false'
exec "$build/bench/brokerdesk-bench-home" "$@" 2> >(grep -v 'This plugin does not support' >&2)
