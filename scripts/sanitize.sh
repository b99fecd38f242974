#!/usr/bin/env bash
# Builds with AddressSanitizer + UndefinedBehaviorSanitizer (the "asan" preset) and runs every
# test under them (the .deb round trip excepted: it packages the normal build).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/tests/lsan.supp}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
bash scripts/build.sh asan
ctest --preset asan "$@"
