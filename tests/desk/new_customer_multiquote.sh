#!/usr/bin/env bash
# The real workstation window, driven as a broker drives it (desklib.sh): a new customer with a
# CEP and a car from the FIPE table, to the comparison of every auto product, in at most 20
# steps (issue 34, "Steps and speed"). A step is a key combination, a typed field or a click:
# each `press` and `type_field` below counts one; the pauses while a lookup answers are none.
# Passes when the offline store holds one saved quote per active auto product for that CPF,
# each with what was typed and what the CEP and FIPE lookups filled.
# Usage: new_customer_multiquote.sh <brokerdesk binary> [screenshot.png]; with
# BROKERDESK_SHOTS=<dir> (and ImageMagick's import) it also saves the screen after each stage.
set -euo pipefail
source "$(dirname "$0")/desklib.sh"
start_desk "$@"

max_steps=20
steps=0
press() { keys "$@"; steps=$((steps + 1)); }
type_field() { typed "$1"; steps=$((steps + 1)); }
is_title() { [[ $(title) == "$1 — BrokerDesk" ]]; }
cpf=52998224725
typed_quote="FROM quotes WHERE request LIKE '%$cpf%'"
quotes() { sqlite3 "$data/offline.db" "SELECT count(*) $typed_quote"; }
[[ $(quotes) -eq 0 ]] || fail "a quote for the new customer existed before any was asked for"

# Ctrl+3 opens Cotação on the multicálculo, the keyboard in the customer search. A name the
# directory does not know is a new customer's: Tab takes it as the holder's name, on to the CPF.
press ctrl+3
wait_for 10 is_title "Cotação" || fail "Ctrl+3 opened '$(title)'"
sleep 1 # the catalog shown, the auto risk chosen
type_field "Beatriz Quintela"
press Tab
step 1-name
# CPF, birth date (day first) and a mobile number go on by themselves when whole; gender and
# marital status are chosen by their first letter, and go on too.
type_field "$cpf"
type_field "22071990"
type_field "f"
type_field "c"
type_field "beatriz@example.com"
press Tab
type_field "11987654321"
# The CEP fills street, district, city and state and hands the keyboard to the number.
type_field "04538133"
sleep 1.5
type_field "3200"
step 2-holder
# Enter on questions still missing goes to the first missing one: the plate. A whole plate
# goes on to the brand; the brand and model by a part of their names and Tab; the model year
# by its digits. The FIPE value proposes the insured amount.
press Return
type_field "BRA2E19"
type_field "volks"
press Tab
sleep 1
type_field "polo"
press Tab
sleep 1
type_field "$(($(date +%Y) - 1))"
sleep 1.5
step 3-car
press Return # every auto product asked at once

# The comparison: one saved quote per active auto product of the desk's catalog (as the desk
# saved it: its channel's products, and whether each one's vendor is active).
active_auto=$(sqlite3 "$data/offline.db" "SELECT count(*) FROM catalog_stores s, json_each(s.doc, '$.broker_products') bp JOIN catalog_vendors v ON v.product_id = json_extract(bp.value, '$.product.id') WHERE json_extract(bp.value, '$.product.type') = 1 AND json_extract(v.doc, '$.active')")
saved_all() { [[ -n $active_auto && $(quotes) -ge $active_auto ]]; }
wait_for 60 saved_all || fail "$(quotes) quotes saved for the new customer, not $active_auto"
step 4-comparison
((steps <= max_steps)) || fail "the new customer's multicálculo took $steps steps, more than $max_steps"
[[ $(quotes) -eq $active_auto ]] || fail "$(quotes) quotes saved, not one per active auto product ($active_auto)"
names=$(sqlite3 "$data/offline.db" "SELECT DISTINCT holder_name $typed_quote")
[[ $names == "Beatriz Quintela" ]] || fail "the quotes' holder is '$names', not 'Beatriz Quintela'"
while IFS= read -r request; do
  for expected in '"birth_date":"1990-07-22"' '"gender":"female"' '"marital_status":"married"' \
                  '"zip_code":"04538133"' '"street_name":"Avenida Brigadeiro Faria Lima"' \
                  '"district_name":"Itaim Bibi"' '"number":"3200"' '"plate":"BRA2E19"' \
                  '"model_name":"Polo 1.0 Flex 12V 5p"' '"fipe_code":"005464-0"'; do
    [[ $request == *"$expected"* ]] || fail "a quote request lacks $expected: $request"
  done
done < <(sqlite3 "$data/offline.db" "SELECT request $typed_quote")
if [[ -n "$shot" ]] && command -v import >/dev/null; then
  import -window root "$shot" || true
fi
echo "PASS: a new customer with a CEP and a FIPE car quoted on $active_auto auto products in $steps steps"
