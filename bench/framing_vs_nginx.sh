#!/usr/bin/env bash
# Sends every framing case of tests/lib/http-cases to nginx (Debian's 1.22, reading each body as
# a proxy does) and checks it answers as cases.txt says nginx answers: the same statuses as
# lib/http, or those of the case's last column where the two differ on purpose. The same cases
# run against lib/http in lib.tst_httpframing; this shows the expectations are nginx's.
#   bash bench/framing_vs_nginx.sh
set -euo pipefail
cd "$(dirname "$0")/.."
BROKERDESK_BENCH_DEPS=1 bash scripts/deps.sh
work=$(mktemp -d)
trap 'nginx -p "$work" -c "$work/nginx.conf" -s stop 2>/dev/null || true; sleep 0.3; rm -rf "$work"' EXIT
read -r front back < <(python3 -c '
import socket
s = [socket.socket() for _ in range(2)]
for x in s: x.bind(("127.0.0.1", 0))
print(*(x.getsockname()[1] for x in s))')
mkdir -p "$work/tmp"
cat >"$work/nginx.conf" <<CONF
worker_processes 1;
pid $work/nginx.pid;
error_log stderr crit;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path $work/tmp;
  proxy_temp_path $work/tmp;
  # In front: reads and checks each request (its body too) as a proxy, then asks the back.
  server { listen 127.0.0.1:$front; location / { proxy_pass http://127.0.0.1:$back; } }
  server { listen 127.0.0.1:$back; location / { return 200 '{}'; } }
}
CONF
nginx -p "$work" -c "$work/nginx.conf"
sleep 0.5
python3 - "$front" tests/lib/http-cases <<'PY'
import re, socket, sys
port, folder = int(sys.argv[1]), sys.argv[2]

def answers(data):
    s = socket.create_connection(("127.0.0.1", port))
    s.settimeout(1.0)
    s.sendall(data)
    got, closed = b"", False
    try:
        while True:
            chunk = s.recv(65536)
            if not chunk:
                closed = True
                break
            got += chunk
    except socket.timeout:
        pass
    s.close()
    statuses = [int(x) for x in re.findall(rb"HTTP/1\.[01] (\d{3})", got) if int(x) >= 200]
    return statuses, closed

failed = 0
for line in open(f"{folder}/cases.txt"):
    line = line.split("#")[0].split()
    if not line:
        continue
    name, want, after = line[0], [int(x) for x in line[1].split(",")], line[2]
    nginx = [int(x) for x in line[3].split(",")] if len(line) > 3 else want
    got, closed = answers(open(f"{folder}/{name}.http", "rb").read())
    ok = got == nginx and (after == "any" or closed == (after == "closed") or nginx != want)
    failed += 0 if ok else 1
    note = "" if nginx == want else f"   (lib/http: {','.join(map(str, want))})"
    print(f"{'ok  ' if ok else 'FAIL'} {name:36s} nginx {','.join(map(str, got)) or '-':12s}"
          f"{'closed' if closed else 'open':7s}{note}")
print(f"{failed} of the cases answered otherwise by nginx")
sys.exit(1 if failed else 0)
PY
