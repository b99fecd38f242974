#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test with ctest.
# Under CI (CI=true) warnings are errors: the "ci" preset.
set -euo pipefail
cd "$(dirname "$0")/.."
preset="default"
[[ "${CI:-}" == "true" ]] && preset="ci"
bash scripts/deps.sh
bash scripts/build.sh "$preset"
ctest --preset "$preset" "$@"
