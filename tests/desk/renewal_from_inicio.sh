#!/usr/bin/env bash
# The real workstation window, driven as a broker drives it (desklib.sh): a renewal from Início
# to the comparison of every product of its risk, priced, in at most 4 steps. The desk opens on
# Início with the keyboard on its first count (policies ending in 30 days; the demo has some):
# Enter opens Renovações on the list, Enter renews the first policy: the multicálculo fills
# itself from the policy and quotes every active product of its risk at once. Passes when every
# one of them is priced and every quote saved carries the operator's `renewal`.
# Usage: renewal_from_inicio.sh <brokerdesk binary> [screenshot.png]
set -euo pipefail
source "$(dirname "$0")/desklib.sh"
start_desk "$@"

walked() { [[ $(sqlite3 "$data/renewals.sqlite" "SELECT count(*) FROM policies" 2>/dev/null || echo 0) -gt 0 ]]; }
wait_for 60 walked || fail "Início never listed the office's policies"
sleep 1
renewal_quotes() { sqlite3 "$data/offline.db" "SELECT count(*) FROM quotes WHERE request LIKE '%\"renewal\"%'"; }
[[ $(renewal_quotes) -eq 0 ]] || fail "a renewal quote was saved before any was asked for"
is_title() { [[ $(title) == "$1 — BrokerDesk" ]]; }

before=$(sqlite3 "$data/offline.db" "SELECT count(*) FROM quotes")
steps=0
press() { keys "$1"; steps=$((steps + 1)); }
press Return # 1: Início's "ending in 30 days"
wait_for 10 is_title "Renovações" || fail "Enter on Início's first count opened '$(title)'"
step 1-renovacoes
press Return # 2: the first policy renewed, on every product of its risk
wait_for 10 is_title "Cotação" || fail "Enter on Renovações opened '$(title)'"
saved() { [[ $(renewal_quotes) -ge 1 ]]; }
wait_for 20 saved || fail "no renewal quote was saved after $steps steps"
# The products the renewal is quoted on: the policy's channel's, of its kind of risk, their
# vendor not inactive (an inactive one says so in its column and is not asked).
number=$(sqlite3 "$data/offline.db" \
  "SELECT json_extract(request, '$.renewal.number') FROM quotes WHERE request LIKE '%\"renewal\"%' LIMIT 1")
expected=$(sqlite3 "$data/sandbox.db" "
  WITH sold AS (SELECT b.channel_id, p.type FROM policies o
                JOIN broker_products b ON b.id = json_extract(o.doc, '$.broker_product_id')
                JOIN products p ON p.id = b.product_id WHERE o.id = '$number')
  SELECT count(*) FROM broker_products b JOIN products p ON p.id = b.product_id, sold
  WHERE b.channel_id = sold.channel_id AND p.type = sold.type
    AND coalesce((SELECT json_extract(v.doc, '$.active') FROM vendors v
                  WHERE v.broker_id = b.broker_id AND v.product_id = b.product_id), 1) != 0")
((expected >= 1)) || fail "the renewed policy's risk has no active product in the demo"
priced() { [[ $(sqlite3 "$data/offline.db" "SELECT count(*) FROM quotes WHERE status = 4 AND request LIKE '%\"renewal\"%'") -eq $expected ]]; }
wait_for 30 priced || fail "$(sqlite3 "$data/offline.db" "SELECT count(*) FROM quotes WHERE status = 4 AND request LIKE '%\"renewal\"%'") of $expected products priced"
step 2-comparison
is_title "Cotação" || fail "the comparison left for '$(title)'"
((steps <= 4)) || fail "the renewal took $steps steps"
# Every quote saved since: the renewal's, each naming the policy and its class.
total=$(sqlite3 "$data/offline.db" "SELECT count(*) FROM quotes")
((total - before == expected)) || fail "$((total - before)) quotes saved for $expected products"
while IFS= read -r request; do
  [[ $request == *'"bonus_class":"'* && $request == *"\"number\":\"$number\""* ]] ||
    fail "a renewal quote does not name the policy and its class: $request"
done < <(sqlite3 "$data/offline.db" "SELECT request FROM quotes WHERE request LIKE '%\"renewal\"%'")
if [[ -n "$shot" ]] && command -v import >/dev/null; then
  import -window root "$shot" || true
fi
echo "PASS: a renewal from Início to the prices of its $expected product(s) in $steps steps"
