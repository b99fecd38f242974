#!/usr/bin/env bash
# Fuzzes the sandbox's request handler for a bounded time: builds the libFuzzer targets (the
# "fuzz" preset: clang, ASan + UBSan), replays the kept regression inputs, seeds the fuzzer
# with the bad-input corpus and runs it; then fuzzes lib/http's HTTP/1.1 framing for a quarter
# of that time, seeded with the framing cases. A crash fails the run; its input is left in
# build/fuzz/crashes/ to fix and then keep in tests/fuzz/regressions/.
#   bash scripts/fuzz.sh [seconds (default 120)] [build dir with the tests (default build/ci)]
set -euo pipefail
cd "$(dirname "$0")/.."
# Paths relative to the checkout, so every clone of the project shares ccache's entries.
export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
seconds=${1:-120}
tests_build=${2:-build/ci}
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz
fuzzer=build/fuzz/tests/fuzz/brokerdesk-fuzz-sandbox
mkdir -p build/fuzz/corpus build/fuzz/seeds build/fuzz/crashes
export QT_LOGGING_RULES='*.debug=false;*.info=false;*.warning=false' ASAN_OPTIONS=detect_leaks=0

regressions=(tests/fuzz/regressions/*)
if [[ -e "${regressions[0]}" ]]; then
  echo "Replaying ${#regressions[@]} regression inputs"
  "$fuzzer" "${regressions[@]}"
fi

BROKERDESK_CORPUS_DIR="$PWD/build/fuzz/seeds" QT_QPA_PLATFORM=offscreen \
  "$tests_build/tests/sandbox_tst_badinputcorpus" >/dev/null
echo "Fuzzing for ${seconds} s from $(ls build/fuzz/seeds | wc -l) seeds"
"$fuzzer" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=3072 \
  -print_final_stats=1 -artifact_prefix=build/fuzz/crashes/ build/fuzz/corpus build/fuzz/seeds

# The HTTP/1.1 framing (lib/http): an input's first byte says where it is split into two reads
# (a zero: not split). Seeded with every framing case of the test suite.
parser=build/fuzz/tests/fuzz/brokerdesk-fuzz-requestparser
mkdir -p build/fuzz/http-corpus build/fuzz/http-seeds
for case in tests/lib/http-cases/*.http; do
  { printf '\x00'; cat "$case"; } >"build/fuzz/http-seeds/$(basename "$case" .http)"
done
printf '\x01GET /v1/cash-flow?rows=10&page=2 HTTP/1.1\r\nHost: a\r\nAuthorization: Bearer x\r\n\r\n' \
  >build/fuzz/http-seeds/get-split
echo "Fuzzing the HTTP framing for $((seconds / 4)) s from $(ls build/fuzz/http-seeds | wc -l) seeds"
"$parser" -max_total_time="$((seconds / 4))" -max_len=8192 -timeout=10 -print_final_stats=1 \
  -artifact_prefix=build/fuzz/crashes/ build/fuzz/http-corpus build/fuzz/http-seeds
