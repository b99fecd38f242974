#!/usr/bin/env bash
# Formats every tracked C++ file with the project's .clang-format; with --check, changes
# nothing and fails listing the files that differ (CI runs it that way).
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.h')
if [[ "${1:-}" != --check ]]; then
  clang-format -i "${files[@]}"
  exit 0
fi
differ=()
for f in "${files[@]}"; do
  clang-format --dry-run "$f" 2>&1 | grep -q . && differ+=("$f")
done
if [[ ${#differ[@]} -gt 0 ]]; then
  echo "These files differ from .clang-format (run: bash scripts/format.sh):" >&2
  printf '  %s\n' "${differ[@]}" >&2
  exit 1
fi
echo "All ${#files[@]} C++ files match .clang-format."
