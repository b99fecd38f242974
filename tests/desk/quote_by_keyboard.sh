#!/usr/bin/env bash
# The real workstation window, driven as a broker drives it: Xvfb with a window manager
# (openbox), keys typed with xdotool into whatever has the keyboard, never into a chosen widget.
# Opens the quote page with Ctrl+2, picks an auto product from the keyboard, types the holder
# with Tab between fields (birth date as digits), the vehicle, and quotes with Enter. Passes
# when the quote is saved with exactly what was typed; a desk that loses the keyboard after one
# letter saves no quote, or a wrong name.
# Usage: quote_by_keyboard.sh <brokerdesk binary> [screenshot.png]; with BROKERDESK_SHOTS=<dir>
# (and ImageMagick's import) it also saves the screen after each step there.
set -euo pipefail
desk=$(realpath "$1")
shot=${2:-}
for tool in Xvfb openbox xdotool sqlite3; do
  command -v "$tool" >/dev/null || { echo "FAIL: $tool is missing (scripts/deps.sh installs it)" >&2; exit 1; }
done

work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() {
  echo "FAIL: $*" >&2
  [[ -n "$shot" ]] && command -v import >/dev/null && import -window root "$shot" 2>/dev/null
  echo "--- desk output" >&2
  tail -n 30 "$work/desk.log" >&2 || true
  exit 1
}

# Waits up to $1 seconds for the command after it to succeed.
wait_for() {
  local seconds=$1
  shift
  local until=$((SECONDS + seconds))
  until "$@" >/dev/null 2>&1; do
    ((SECONDS < until)) || return 1
    sleep 0.2
  done
}

# A display of its own: Xvfb picks a free number and writes it to the file descriptor.
exec {displayfd}<> <(:)
Xvfb -displayfd "$displayfd" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
pids+=($!)
read -r -t 20 -u "$displayfd" display || fail "Xvfb did not start"
export DISPLAY=":$display"
openbox >"$work/openbox.log" 2>&1 &
pids+=($!)

# A user with nothing saved: the desk starts its embedded sandbox and signs in by itself.
export HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
export XDG_RUNTIME_DIR="$work/run" QT_QPA_PLATFORM=xcb
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
"$desk" --sandbox --lang pt_BR >"$work/desk.log" 2>&1 &
pids+=($!)
data="$XDG_DATA_HOME/BrokerDesk/brokerdesk"

window=""
# The first match only, read whole: `| head -n 1` could end xdotool with SIGPIPE, a failure
# under pipefail however often the window is there.
find_window() {
  window=$(xdotool search --onlyvisible --name '^BrokerDesk' 2>/dev/null || true)
  window=${window%%$'\n'*}
  [[ -n "$window" ]]
}
if ! wait_for 60 find_window; then
  echo "--- windows on the display" >&2
  for w in $(xdotool search --name '.' 2>/dev/null); do
    echo "$w $(xdotool getwindowname "$w" 2>/dev/null)" >&2
  done
  fail "the BrokerDesk window did not appear"
fi
xdotool windowactivate --sync "$window" || fail "the window manager did not activate the window"
# The catalog is in once the desk has saved it for offline use.
catalog_saved() { [[ $(sqlite3 "$data/offline.db" "SELECT count(*) FROM catalog_stores") -gt 0 ]]; }
wait_for 60 catalog_saved || fail "the catalog never loaded"

step() { [[ -n "${BROKERDESK_SHOTS:-}" ]] && import -window root "$BROKERDESK_SHOTS/$1.png" 2>/dev/null || true; }
keys() { xdotool key --clearmodifiers --delay 40 "$@"; }
typed() { xdotool type --clearmodifiers --delay 40 -- "$1"; }

# Quote page; its product step opens with the cursor in the filter: the first auto product.
requests() { sqlite3 "$data/sandbox.db" "SELECT count(*) FROM quote_requests"; }
seeded=$(requests)
keys ctrl+2
typed "auto"
keys Tab Down Return
request_made() { [[ $(requests) -gt $seeded ]]; }
wait_for 30 request_made || fail "choosing a product from the keyboard opened no quote request"
step 1-plan
# Plan step: the first plan is fine; each required coverage's insured amount starts empty and
# is typed after its option (Tab Tab). Enter is Next; the holder step opens in "First name".
keys Tab Tab; typed "60000"
keys Tab Tab; typed "100000"
keys Return
step 2-holder
typed "Mariana"; keys Tab
typed "Souza"; keys Tab
typed "291.417.776-38"; keys Tab
typed "15031985"; keys Tab      # birth date, day first
typed "f"; keys Tab              # gender and marital status by their first letter
typed "s"; keys Tab
typed "mariana@example.com"; keys Tab
typed "(11) 98888-7777"; keys Tab
typed "01310-100"; keys Tab
typed "Av. Paulista"; keys Tab
typed "1000"; keys Tab Tab Tab  # complement and district left empty
typed "Sao Paulo"
step 3-holder-filled
keys Return
# Item step opens in "Plate".
typed "abc1d23"; keys Tab Tab   # chassis left empty
typed "Volkswagen"; keys Tab
typed "Gol"
step 4-item-filled
keys Return
# Lifetime step: a year from today, as it comes. Enter asks the insurer for prices.
keys Return

typed_quote="FROM quotes WHERE request LIKE '%29141777638%'"
saved_name() { sqlite3 "$data/offline.db" "SELECT holder_name $typed_quote LIMIT 1"; }
quote_saved() { [[ -n $(saved_name) ]]; }
wait_for 30 quote_saved || fail "no quote was saved: the form did not get what was typed"
[[ $(saved_name) == "Mariana Souza" ]] || fail "the quote's holder is '$(saved_name)', not 'Mariana Souza'"
request=$(sqlite3 "$data/offline.db" "SELECT request $typed_quote LIMIT 1")
for expected in '"cpf":"29141777638"' '"birth_date":"1985-03-15"' '"plate":"ABC1D23"' \
                '"zip_code":"01310100"' '"city_name":"Sao Paulo"' '"model_name":"Gol"'; do
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
