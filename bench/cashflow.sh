#!/usr/bin/env bash
# GET /v1/cash-flow?rows=10 under 32 loopback connections, over a ledger of N seeded records
# (default 1,000,000): page 1 and page 50,000 (both answered from the page cache after the first
# request) and a random page per request (bench/randompage.lua, uniform in 1..total/10: nearly
# every one a cache miss), each run RUNS times; then nginx serving page 1's answer as a static
# file, as many times, in the same run. Prints the medians and the sandbox's memory (its own, and
# its peak resident with the database pages it maps). Targets: >= 20,000 req/s, random pages
# >= 25,000 req/s and >= 0.45 x nginx's static file, page 50,000 <= 1.5x page 1 latency, the
# sandbox's own memory < 150 MB.
#   bash bench/cashflow.sh [--records N] [--runs R] [--seconds S] [--db PATH] [--sandbox BIN]
# The seeded database is kept (default /tmp/brokerdesk-bench-N.db) so later runs skip seeding.
# --sandbox runs that brokerdesk-sandbox instead of building the default preset.
set -euo pipefail
cd "$(dirname "$0")/.."

records=1000000 runs=3 seconds=10 db="" sandbox=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --records) records="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --db) db="$2"; shift 2 ;;
    --sandbox) sandbox="$2"; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
db="${db:-/tmp/brokerdesk-bench-$records.db}"

BROKERDESK_BENCH_DEPS=1 bash scripts/deps.sh
if [[ -z "$sandbox" ]]; then
  bash scripts/build.sh default >/dev/null
  sandbox=build/default/app/sandbox/brokerdesk-sandbox
fi
work=$(mktemp -d)
nginx_pid=""
trap 'kill "$pid" $nginx_pid 2>/dev/null || true; wait "$pid" $nginx_pid 2>/dev/null || true
      rm -rf "$work"' EXIT

echo "Starting the sandbox over $db (seeding $records records if the file is new)..."
"$sandbox" --db "$db" --seed-ledger "$records" --port 0 --log-level warning --rate-limit 0 \
  --credentials-file "$work/creds.json" >"$work/sandbox.log" 2>&1 &
pid=$!
for _ in $(seq 1 1800); do   # seeding a million records takes a few minutes
  [[ -s "$work/creds.json" ]] && break
  kill -0 "$pid" 2>/dev/null || { cat "$work/sandbox.log"; exit 1; }
  sleep 1
done
[[ -s "$work/creds.json" ]] || { echo "the sandbox did not start in 30 minutes" >&2; exit 1; }

read -r base token_url id secret < <(python3 -c '
import json, sys
c = json.load(open(sys.argv[1])); b = c["brokers"][0]
print(c["base_url"], c["token_url"], b["client_id"], b["client_secret"])' "$work/creds.json")
token=$(curl -sf "$token_url" -d grant_type=client_credentials -d client_id="$id" \
  -d client_secret="$secret" -d audience=brokerdesk -d scope=cash-flow:read |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["access_token"])')

median() { sort -g | awk '{v[NR]=$1} END {print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }

# The sandbox's CPU time so far (user + system), in clock ticks.
cpu_ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }

# One wrk run: prints "requests/s mean-latency-ms CPU-us-per-request", the last the sandbox's
# CPU time over the requests answered: on a shared machine it moves less than requests/s.
# Further arguments go to wrk.
measure() {
  local before; before=$(cpu_ticks)
  wrk -t2 -c32 -d"${seconds}s" --latency -H "Authorization: Bearer $token" "$@" >"$work/wrk.txt"
  awk -v ticks=$(($(cpu_ticks) - before)) -v hz="$(getconf CLK_TCK)" '
         /^Requests\/sec/ {rps=$2}
         / requests in / {n=$1}
         /^    Latency/ {v=$2; if (v ~ /us$/) {sub(/us/,"",v); v/=1000} else if (v ~ /ms$/) {sub(/ms/,"",v)} else {sub(/s/,"",v); v*=1000}; lat=v}
         /Non-2xx/ {print "non-2xx answers: " $0 > "/dev/stderr"; exit 1}
         END {printf "%s %s %.1f\n", rps, lat, n ? ticks / hz * 1e6 / n : 0}' "$work/wrk.txt"
}

# The file is read once into the OS cache first, as it is on a service that has been answering
# for a while: the random pages measure the sandbox's reads, not the disk's.
cat "$db" >/dev/null
total=$(curl -sf -H "Authorization: Bearer $token" "$base/v1/cash-flow?rows=10&page=50000" |
  python3 -c 'import json,sys; d=json.load(sys.stdin); assert len(d["items"]) == 10, d; print(d["total"])')
echo "total records: $total"

for page in 1 50000 random; do
  : >"$work/rps" ; : >"$work/lat" ; : >"$work/cpu"
  for _ in $(seq 1 "$runs"); do
    if [[ $page == random ]]; then
      read -r rps lat cpu < <(measure -s bench/randompage.lua "$base/v1/cash-flow?rows=10" -- \
        $((total / 10)))
    else
      read -r rps lat cpu < <(measure "$base/v1/cash-flow?rows=10&page=$page")
    fi
    echo "  page $page: $rps req/s, mean latency $lat ms, $cpu us CPU/request" \
      "(load $(cut -d' ' -f1 /proc/loadavg))"
    echo "$rps" >>"$work/rps"; echo "$lat" >>"$work/lat"; echo "$cpu" >>"$work/cpu"
    awk '/RssAnon/ {print $2}' "/proc/$pid/status" >>"$work/anon"
  done
  eval "rps_$page=$(median <"$work/rps")"; eval "lat_$page=$(median <"$work/lat")"
  eval "cpu_$page=$(median <"$work/cpu")"
done
rss_kb=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")
# The page reader maps the database file read-only (PRAGMA mmap_size): the pages it touched count
# in the resident size, but they are the OS's file cache, shared and dropped under pressure. The
# sandbox's own memory is its anonymous memory, the highest of the samples after each run.
file_kb=$(awk '/RssFile/ {print $2}' "/proc/$pid/status")
anon_kb=$(sort -g "$work/anon" | tail -1)

# The yardstick: nginx (Debian's configuration: a worker per core) serving page 1's answer as a
# static file, on the same machine in the same minutes.
mkdir -p "$work/nginx/www" "$work/nginx/tmp"
# nginx's workers drop root for nobody: they must be able to read the file (mktemp's folder is 0700).
chmod a+rx "$work" "$work/nginx" "$work/nginx/www"
curl -sf -H "Authorization: Bearer $token" "$base/v1/cash-flow?rows=10&page=1" \
  >"$work/nginx/www/page.json"
nginx_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat >"$work/nginx/nginx.conf" <<CONF
worker_processes auto;
daemon off;
pid $work/nginx/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $work/nginx/tmp;
  server { listen 127.0.0.1:$nginx_port; root $work/nginx/www; }
}
CONF
nginx -p "$work/nginx" -c "$work/nginx/nginx.conf" -e stderr 2>"$work/nginx.log" &
nginx_pid=$!
for _ in $(seq 1 50); do
  curl -sf "http://127.0.0.1:$nginx_port/page.json" >/dev/null && break
  sleep 0.1
done
: >"$work/rps"
for _ in $(seq 1 "$runs"); do
  read -r rps _ _ < <(measure "http://127.0.0.1:$nginx_port/page.json")
  echo "  nginx, static file: $rps req/s (load $(cut -d' ' -f1 /proc/loadavg))"
  echo "$rps" >>"$work/rps"
done
rps_nginx=$(median <"$work/rps")

echo
echo "median over $runs runs of ${seconds}s, wrk -t2 -c32, $records records:"
echo "  page 1:      $rps_1 req/s, mean latency $lat_1 ms, $cpu_1 us CPU/request"
echo "  page 50000:  $rps_50000 req/s, mean latency $lat_50000 ms, $cpu_50000 us CPU/request"
echo "  random page: $rps_random req/s, mean latency $lat_random ms, $cpu_random us CPU/request" \
  "(target >= 25,000 req/s)"
echo "  nginx, the same answer as a static file: $rps_nginx req/s"
awk -v a="$rps_random" -v b="$rps_nginx" 'BEGIN {printf "  random page / nginx static file: %.2f (target >= 0.45)\n", a/b}'
awk -v a="$lat_50000" -v b="$lat_1" 'BEGIN {printf "  latency ratio page 50000 / page 1: %.2f (target <= 1.5)\n", a/b}'
echo "  sandbox memory: its own (anonymous) $((anon_kb / 1024)) MB (target < 150); peak resident" \
  "$((rss_kb / 1024)) MB, with $((file_kb / 1024)) MB of file pages mapped at the end (the database)"
