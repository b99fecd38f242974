#!/usr/bin/env bash
# Configures and builds with the given CMake preset (default: "default"): everything, or only the
# given targets and what they need.
#   bash scripts/build.sh [preset] [target...]
set -euo pipefail
cd "$(dirname "$0")/.."
# Paths relative to the checkout, so every clone of the project shares ccache's entries.
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
# With -g ccache also hashes the working directory, which differs per clone; leave it out
# (debug info of a cached object then names the folder it was first built in).
export CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-true}"
preset="${1:-default}"
targets=("${@:2}")
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" ${targets[@]+--target "${targets[@]}"}
