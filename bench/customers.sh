#!/usr/bin/env bash
# Customer search over 100,000 customers in a real SQLite file (lib/cache/customerdirectory):
# the median of each typical query (name, accents, CPF, e-mail, phone, plate) against 50 ms.
#   bash bench/customers.sh [build dir] [--customers N] [--runs R] [--db PATH]
# (default build/default; --db keeps the filled file for later runs)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/default}
[[ $# -gt 0 ]] && shift
bin="$build/bench/brokerdesk-bench-customers"
[[ -x "$bin" ]] || cmake --build "$build" --target brokerdesk-bench-customers >/dev/null
QT_LOGGING_RULES='*.info=false' "$bin" "$@"
