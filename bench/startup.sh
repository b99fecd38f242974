#!/usr/bin/env bash
# Time from process start to the first painted main window, with the embedded sandbox
# (nothing configured). One warm-up run creates the demo database; then the median of 5.
# Usage: bench/startup.sh [build dir]   (default: build/default)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/default}
bin="$build/app/workstation/brokerdesk"
[[ -x "$bin" ]] || { echo "no $bin: build first" >&2; exit 1; }

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
for _ in 1 2 3 4 5; do times+=("$(run_once)"); done
sorted=($(printf '%s\n' "${times[@]}" | sort -n))
echo "runs (ms): ${times[*]}"
echo "median time to first painted window: ${sorted[2]} ms"
