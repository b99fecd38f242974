#!/usr/bin/env bash
# The real workstation window, driven as a broker drives it (desklib.sh), through what issue 33
# saw: a quote finished for Mariana, then another customer's saved quote re-quoted from the
# saved quotes (its holder step showed Mariana), and letters typed after a click on the sidebar
# (they opened the page they spelled). Passes when the re-quote is exactly the saved quote's
# customer, car, plan, coverages and amounts from today, and the clicked page keeps the keyboard.
# Usage: requote_and_sidebar.sh <brokerdesk binary> [screenshot.png]
set -euo pipefail
source "$(dirname "$0")/desklib.sh"
start_desk "$@"

q() { sqlite3 "$data/offline.db" "$1"; }
demo_saved() { [[ $(q "SELECT count(*) FROM quotes") -ge 2 ]]; }
wait_for 30 demo_saved || fail "the demo saved no quotes of its own"
# The demo's car quote, another customer's: whose, and what was asked.
demo=$(q "SELECT quote_id FROM quotes WHERE json_extract(request, '\$.items[0].plate') IS NOT NULL LIMIT 1")
[[ -n "$demo" ]] || fail "the demo saved no car quote"
field() { q "SELECT json_extract(request, '\$.$1') FROM quotes WHERE quote_id = '$2'"; }
demo_cpf=$(field policy_holder.cpf "$demo")
demo_name=$(q "SELECT holder_name FROM quotes WHERE quote_id = '$demo'")
[[ -n "$demo_cpf" && "$demo_cpf" != 29141777638 ]] || fail "the demo's car quote has no holder of its own"

quote_for_mariana
marianas() { [[ $(q "SELECT count(*) FROM quotes WHERE request LIKE '%29141777638%'") -ge 1 ]]; }
wait_for 30 marianas || fail "Mariana's quote was not saved"

# A page of the sidebar by a click on its entry: down the column until the title names it.
click_page() {
  local wanted="$1 — BrokerDesk" x y
  eval "$(xdotool getwindowgeometry --shell "$window")"
  x=$((X + 90))
  for ((y = Y + 48; y < Y + HEIGHT - 40; y += 12)); do
    xdotool mousemove --sync "$x" "$y" click 1
    sleep 0.15
    [[ $(title) == "$wanted" ]] && return 0
  done
  fail "no entry of the sidebar opens '$1' (the title reads '$(title)')"
}

# The saved quotes: the click gives the keyboard to their search; the demo customer's name
# finds their quote, Alt+R re-quotes it.
click_page "Cotações salvas"
step 5-saved-quotes
typed "${demo_name%% *}"
sleep 0.5
[[ $(title) == "Cotações salvas — BrokerDesk" ]] || fail "typing a name opened '$(title)'"
keys alt+r
wait_for 10 bash -c "[[ \$(xdotool getwindowname $window) == 'Cotação — BrokerDesk' ]]" ||
  fail "Re-quote did not open the quote page (the title reads '$(title)')"
step 6-requote
# The wizard passes the filled steps by itself and waits on the cover dates; Enter quotes.
requoted() { [[ -n $(q "SELECT quote_id FROM quotes WHERE quote_id NOT IN ('$demo') AND request LIKE '%$demo_cpf%' LIMIT 1") ]]; }
for ((tries = 0; tries < 10; tries++)); do
  sleep 2
  requoted && break
  keys Return
done
wait_for 20 requoted || fail "Enter on the re-quote's cover dates saved no quote for $demo_name"
step 7-requoted
new=$(q "SELECT quote_id FROM quotes WHERE quote_id <> '$demo' AND request LIKE '%$demo_cpf%' LIMIT 1")
[[ $(q "SELECT holder_name FROM quotes WHERE quote_id = '$new'") == "$demo_name" ]] ||
  fail "the re-quote is for '$(q "SELECT holder_name FROM quotes WHERE quote_id = '$new'")', not $demo_name"
[[ $(q "SELECT request FROM quotes WHERE quote_id = '$new'") != *29141777638* ]] ||
  fail "Mariana's data went into $demo_name's re-quote"
for path in policy_holder.address.zip_code policy_holder.contact.email plan_id items[0].plate \
            items[0].model_name "items[0].coverages[0].id" "items[0].coverages[0].insured_amount" \
            "items[0].coverages[1].insured_amount"; do
  [[ $(field "$path" "$new") == $(field "$path" "$demo") ]] ||
    fail "the re-quote's $path is '$(field "$path" "$new")', the saved quote's '$(field "$path" "$demo")'"
done
[[ $(field lifetime_start "$new") == $(date +%F)* ]] ||
  fail "the re-quote's cover starts $(field lifetime_start "$new"), not today"

# Customers: the click gives the keyboard to their search, where letters stay letters.
click_page "Clientes"
typed "vendas"
sleep 0.5
[[ $(title) == "Clientes — BrokerDesk" ]] || fail "typing 'vendas' after a click on Clientes opened '$(title)'"
keys ctrl+a
typed "ABC1D23"
sleep 0.5
[[ $(title) == "Clientes — BrokerDesk" ]] || fail "typing a plate after a click on Clientes opened '$(title)'"
step 8-customers
if [[ -n "$shot" ]] && command -v import >/dev/null; then
  import -window root "$shot" || true
fi
echo "PASS: $demo_name's saved quote was re-quoted as it was, and the clicked page kept the keyboard"
