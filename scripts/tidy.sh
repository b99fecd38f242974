#!/usr/bin/env bash
# clang-tidy with the project's .clang-tidy, every finding an error (issue 39).
#   bash scripts/tidy.sh <build dir> --all          every .cpp of lib, ui, app and sandbox
#   bash scripts/tidy.sh <build dir> --since <rev>  the .cpp files added, changed or moved since
#                                                   <rev> (a changed header brings its own .cpp)
#   bash scripts/tidy.sh <build dir> <files...>
# The build dir must be configured (its compile_commands.json). CI tidies what changed since
# the commit named in .ci/tidy-base: the whole tree takes ~40 CPU minutes, a change a few.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:?usage: scripts/tidy.sh <build dir> --all | --since <rev> | files...}
shift
[[ -f "$build/compile_commands.json" ]] || { echo "tidy: no $build/compile_commands.json (configure first)" >&2; exit 2; }

files=()
case "${1:-}" in
  --all) mapfile -t files < <(git ls-files 'lib/*.cpp' 'ui/*.cpp' 'app/*.cpp' 'sandbox/*.cpp') ;;
  --since)
    rev=${2:?--since needs a revision}
    mapfile -t changed < <(git diff --name-only --diff-filter=AMR "$rev" HEAD -- lib ui app sandbox)
    for f in "${changed[@]}"; do
      case "$f" in
        *.cpp) files+=("$f") ;;
        *.h) [[ -f "${f%.h}.cpp" ]] && files+=("${f%.h}.cpp") ;;
      esac
    done
    mapfile -t files < <(printf '%s\n' "${files[@]}" | sort -u | sed '/^$/d')
    ;;
  *) files=("$@") ;;
esac
if [[ ${#files[@]} -eq 0 ]]; then
  echo "tidy: no C++ file to check."
  exit 0
fi

# GCC's precompiled headers are not clang's: the database loses them, so each file is read with
# exactly the includes it names (a header that leans on the precompiled one fails here).
db="$build/tidy"
mkdir -p "$db"
python3 - "$build/compile_commands.json" "$db/compile_commands.json" <<'EOF'
import json, re, sys
entries = json.load(open(sys.argv[1]))
for e in entries:
    e["command"] = re.sub(r"-include \S+cmake_pch\.hxx|-Winvalid-pch", "", e["command"])
json.dump(entries, open(sys.argv[2], "w"))
EOF

echo "tidy: ${#files[@]} files, $(nproc) at a time"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# -warnings-as-errors makes every enabled check fail the run; compiler errors fail it too.
if ! printf '%s\n' "${files[@]}" |
  xargs -P "$(nproc)" -n 1 clang-tidy -p "$db" --quiet --warnings-as-errors='*' >"$log" 2>&1; then
  grep -E '^/[^ ]+:[0-9]+:[0-9]+: (warning|error):' "$log" | sort -u >&2 || cat "$log" >&2
  echo "tidy: findings above (the project's .clang-tidy)" >&2
  exit 1
fi
echo "tidy: clean."
