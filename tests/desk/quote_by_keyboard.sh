#!/usr/bin/env bash
# The real workstation window, driven as a broker drives it (desklib.sh). Opens the quote page
# with Ctrl+3, picks an auto product from the keyboard, types the holder with Tab between fields
# (birth date as digits), the vehicle, and quotes with Enter. Passes when the quote is saved
# with exactly what was typed; a desk that loses the keyboard after one letter saves no quote,
# or a wrong name.
# Usage: quote_by_keyboard.sh <brokerdesk binary> [screenshot.png]; with BROKERDESK_SHOTS=<dir>
# (and ImageMagick's import) it also saves the screen after each step there.
set -euo pipefail
source "$(dirname "$0")/desklib.sh"
start_desk "$@"
quote_for_mariana

typed_quote="FROM quotes WHERE request LIKE '%29141777638%'"
saved_name() { sqlite3 "$data/offline.db" "SELECT holder_name $typed_quote LIMIT 1"; }
quote_saved() { [[ -n $(saved_name) ]]; }
wait_for 30 quote_saved || fail "no quote was saved: the form did not get what was typed"
[[ $(saved_name) == "Mariana Souza" ]] || fail "the quote's holder is '$(saved_name)', not 'Mariana Souza'"
request=$(sqlite3 "$data/offline.db" "SELECT request $typed_quote LIMIT 1")
for expected in '"cpf":"29141777638"' '"birth_date":"1985-03-15"' '"plate":"ABC1D23"' \
                '"zip_code":"01310100"' '"street_name":"Avenida Paulista"' \
                '"city_name":"São Paulo"' '"model_name":"Gol 1.0 Flex 12V 5p"' \
                '"fipe_code":"005340-6"'; do
  [[ $request == *"$expected"* ]] || fail "the quote request lacks $expected: $request"
done
# The demo's first start also saved quotes of its own (auto and home), made through the service.
demo_quotes() { sqlite3 "$data/offline.db" "SELECT count(*) FROM quotes WHERE request NOT LIKE '%29141777638%'"; }
demo_saved() { [[ $(demo_quotes) -ge 2 ]]; }
wait_for 30 demo_saved || fail "the demo saved $(demo_quotes) quotes of its own, not 2"
if [[ -n "$shot" ]] && command -v import >/dev/null; then
  import -window root "$shot" || true
fi
echo "PASS: the quote was typed from the keyboard alone and saved for Mariana Souza"
