#!/usr/bin/env bash
# Configures and builds with the given CMake preset (default: "default").
set -euo pipefail
cd "$(dirname "$0")/.."
# Paths relative to the checkout, so every clone of the project shares ccache's entries.
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
preset="${1:-default}"
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset"
