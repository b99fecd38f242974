#!/usr/bin/env bash
# Time from process start to the first painted main window, with the embedded sandbox
# (nothing configured). One warm-up run creates the demo database; then the median of N runs.
# Usage: bench/startup.sh [--build-dir DIR | --bin PATH] [--runs N]   (default: build/default, 5)
#        bench/startup.sh [build dir]
set -euo pipefail
cd "$(dirname "$0")/.."
build=build/default
bin=
runs=5
while [[ $# -gt 0 ]]; do
  case "$1" in
    --build-dir) build="$2"; shift 2 ;;
    --bin) bin="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    *) build="$1"; shift ;;
  esac
done
bin=${bin:-"$build/app/workstation/brokerdesk"}
[[ -x "$bin" ]] || { echo "no $bin: build first (or --build-dir build/ci, --bin PATH)" >&2; exit 1; }

home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config"
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} QT_LOGGING_RULES='*.info=false'

run_once() {
  local start end
  start=$(date +%s%3N)
  end=$("$bin" --sandbox --startup-benchmark | sed -n 's/^first-paint-epoch-ms //p')
  [[ -n "$end" ]] || { echo "no first paint reported" >&2; exit 1; }
  echo $((end - start))
}

run_once > /dev/null # warm-up: seeds the demo database in the temporary data folder
times=()
for ((i = 0; i < runs; ++i)); do times+=("$(run_once)"); done
sorted=($(printf '%s\n' "${times[@]}" | sort -n))
echo "runs (ms): ${times[*]}"
echo "median time to first painted window: ${sorted[$((runs / 2))]} ms"
