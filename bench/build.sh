#!/usr/bin/env bash
# How long a new developer waits for the build. Clones this checkout (its committed HEAD, or the
# given revision) to a temporary folder and, with an empty ccache of its own, times:
#   1. configure + the start command's build (what scripts/start.sh builds before the window),
#   2. then the test command's build (what scripts/test.sh builds on top of it),
#   3. then the start command's rebuild after an edit to one .cpp in lib/ (warm: a line is
#      appended, so the file really recompiles; ccache cannot answer for it).
# Each figure is wall-clock time, with the CPU time the build used beside it: on a busy machine
# the wall time grows, the CPU time hardly does (CPU / cores is what an idle machine would take).
# Packages are not counted (scripts/deps.sh).
#   bash bench/build.sh [revision (default HEAD)] [--second-clone] [--keep] [--start-only]
# --second-clone: then builds everything again in a second fresh clone with the now warm ccache
#   and prints that time and ccache's hit rate (what every later worktree or CI run pays).
# --keep: keeps the temporary folder (clones, the ccache, and each step's .ninja_log lines in
#   <step>.ninja_log: `sort -k2 -n` of end minus start shows where the time goes) and says where.
# --start-only: times 1. and 3. only (the test build takes the longest on a busy machine).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
edited=lib/api/apiclient.cpp

rev=HEAD
second=0
keep=0
start_only=0
for arg in "$@"; do
  case "$arg" in
    --second-clone) second=1 ;;
    --keep) keep=1 ;;
    --start-only) start_only=1 ;;
    -*) echo "usage: bench/build.sh [revision] [--second-clone] [--keep] [--start-only]" >&2; exit 2 ;;
    *) rev=$arg ;;
  esac
done
commit=$(git -C "$root" rev-parse --verify "$rev^{commit}")

work=$(mktemp -d "${TMPDIR:-/tmp}/brokerdesk-buildbench.XXXXXX")
cleanup() {
  if [[ $keep == 1 ]]; then echo "kept: $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
export CCACHE_DIR="$work/ccache" # empty: nothing of earlier builds on this machine is reused
unset CCACHE_BASEDIR CCACHE_NOHASHDIR CMAKE_BUILD_PARALLEL_LEVEL

clone() {
  git clone -q --no-checkout "$root" "$1"
  git -C "$1" checkout -q "$commit"
}
# One of the scripts' own build steps, timed; its output goes to a log, shown if it fails.
timed_build() {
  local label=$1 log=$2 times real user sys ninja_log="$clone/build/default/.ninja_log" lines=0
  shift 2
  [[ -f $ninja_log ]] && lines=$(wc -l <"$ninja_log")
  times=$( { TIMEFORMAT='%R %U %S'; time (cd "$clone" && bash scripts/build.sh "$@" >"$log" 2>&1); } 2>&1 ) \
    || { tail -50 "$log"; echo "FAILED: scripts/build.sh $*" >&2; exit 1; }
  read -r real user sys <<<"$times"
  # This step's lines of ninja's log (start ms, end ms, mtime, output, hash).
  tail -n +"$((lines + 1))" "$ninja_log" | grep -v '^#' >"${log%.log}.ninja_log" || true
  awk -v l="$label" -v r="$real" -v c="$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')" \
    'BEGIN { printf "%-58s %7.1f s  (CPU %.1f s)\n", l, r, c }'
}
# The start command builds these two (older revisions build everything: their build.sh
# ignores the targets, which is what their start command did).
start_targets=(default brokerdesk brokerdesk-sandbox)

echo "build benchmark of $(git -C "$root" log -1 --format='%h %s' "$commit")"
echo "on $(nproc) cores; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
clone="$work/first"
clone "$clone"
timed_build "1. configure + start command's build:" "$work/start.log" "${start_targets[@]}"
if [[ $start_only == 0 ]]; then
  timed_build "2. then the test command's build:" "$work/test.log" default
fi
echo "static_assert(true, \"bench/build.sh edit $(date +%s%N)\");" >>"$clone/$edited"
timed_build "3. start command's rebuild after editing $edited:" "$work/rebuild.log" "${start_targets[@]}"

if [[ $second == 1 ]]; then
  clone="$work/second"
  clone "$clone"
  ccache -z >/dev/null
  timed_build "4. second fresh clone, warm ccache, test command's build:" "$work/second.log" default
  ccache --print-stats | awk -F'\t' '
    $1 == "direct_cache_hit" || $1 == "preprocessed_cache_hit" { hits += $2 }
    $1 == "cache_miss" { misses = $2 }
    $1 == "could_not_use_precompiled_header" { nopch = $2 }
    END { printf "   ccache: %d hits, %d misses (%.1f%% hit rate), %d could not use the precompiled header\n",
                 hits, misses, 100 * hits / (hits + misses), nopch }'
fi
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
