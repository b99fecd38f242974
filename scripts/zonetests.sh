#!/usr/bin/env bash
# Runs the tests about days and dates (cover dates, due dates, the business day, typed dates,
# the cash flow by day and month) under a time zone east of UTC, where the day already began
# while it is still yesterday in UTC and in Brasília. CI runs the whole suite under
# America/Sao_Paulo and under UTC (.ci/run); this third zone catches a day taken from the
# machine's clock instead of the office's.
#   bash scripts/zonetests.sh [preset (default: default; ci under CI)] [zone (default Asia/Tokyo)]
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-default}"
[[ -z "${1:-}" && "${CI:-}" == "true" ]] && preset="ci"
zone="${2:-Asia/Tokyo}"
tests='^(lib\.tst_(calendardates|domaincodecs|ledgermirror|examplesroundtrip)'
tests+='|sandbox\.tst_(businessday|sandboxclock|saleledger|cashflow|quotes|affinities)'
tests+='|ui\.tst_(policiespage|typing|cashflowpage|formatting|affinitiespage|offlinequotes))$'
TZ="$zone" ctest --preset "$preset" -R "$tests"
