#!/usr/bin/env bash
# The real workstation window, driven as a broker drives it (desklib.sh): a renewal from Início
# to its prices in at most 4 steps. The desk opens on Início with the keyboard on its first
# count (policies ending in 30 days; the demo has some): Enter opens Renovações on the list,
# Enter renews the first policy (the wizard fills itself and waits on the new cover dates),
# Enter asks for the prices. Passes when a quote carrying the operator's `renewal` is saved.
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

steps=0
press() { keys "$1"; steps=$((steps + 1)); }
press Return # 1: Início's "ending in 30 days"
wait_for 10 is_title "Renovações" || fail "Enter on Início's first count opened '$(title)'"
step 1-renovacoes
press Return # 2: the first policy renewed
wait_for 10 is_title "Cotação" || fail "Enter on Renovações opened '$(title)'"
step 2-wizard
saved() { [[ $(renewal_quotes) -ge 1 ]]; }
# The wizard passes the filled steps by itself; Enter on the cover dates quotes (once more if
# the first Enter came before the wizard was there: still within the 4 steps).
sleep 3
press Return # 3
wait_for 15 saved || { press Return; wait_for 20 saved; } ||
  fail "no renewal quote was saved after $steps steps"
step 3-prices
((steps <= 4)) || fail "the renewal took $steps steps"
request=$(sqlite3 "$data/offline.db" "SELECT request FROM quotes WHERE request LIKE '%\"renewal\"%' LIMIT 1")
[[ $request == *'"bonus_class":"'* && $request == *'"number":"'* ]] ||
  fail "the renewal quote does not name the policy and its class: $request"
if [[ -n "$shot" ]] && command -v import >/dev/null; then
  import -window root "$shot" || true
fi
echo "PASS: a renewal from Início to its prices in $steps steps"
