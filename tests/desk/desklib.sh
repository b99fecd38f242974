# Shared by the desk tests: the real workstation window on a display of its own (Xvfb with a
# window manager, openbox), keys typed with xdotool into whatever has the keyboard, never into a
# chosen widget. Source it, then call start_desk <brokerdesk binary> [screenshot.png].
# With BROKERDESK_SHOTS=<dir> (and ImageMagick's import) `step <name>` saves the screen there.

for tool in Xvfb openbox xdotool sqlite3; do
  command -v "$tool" >/dev/null || { echo "FAIL: $tool is missing (scripts/deps.sh installs it)" >&2; exit 1; }
done

work=$(mktemp -d)
pids=()
shot=""
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

step() { [[ -n "${BROKERDESK_SHOTS:-}" ]] && import -window root "$BROKERDESK_SHOTS/$1.png" 2>/dev/null || true; }
keys() { xdotool key --clearmodifiers --delay 40 "$@"; }
typed() { xdotool type --clearmodifiers --delay 40 -- "$1"; }

window=""
# Read whole, then filtered: `| head -n 1` could end xdotool with SIGPIPE, a failure under
# pipefail however often the window is there.
find_window() {
  # By its class and the title's end ("Início — BrokerDesk"): the title names the page shown, and
  # a widget shown for a moment before it is placed in a page is a window of the same class.
  local found w
  found=$(xdotool search --onlyvisible --class '^brokerdesk$' 2>/dev/null || true)
  for w in $found; do
    [[ $(xdotool getwindowname "$w" 2>/dev/null) == *BrokerDesk ]] && { window=$w; return 0; }
  done
  return 1
}
title() { xdotool getwindowname "$window" 2>/dev/null; }
catalog_saved() { [[ $(sqlite3 "$data/offline.db" "SELECT count(*) FROM catalog_stores") -gt 0 ]]; }

# The window manager; started again if it has gone (it once could not open a display that
# answered a moment later).
openbox=""
start_openbox() {
  openbox >>"$work/openbox.log" 2>&1 &
  openbox=$!
  pids+=("$openbox")
}

# A user with nothing saved: the desk starts its embedded sandbox and signs in by itself, in
# Brazilian Portuguese; returns once its window is active and the catalog is in.
start_desk() {
  local desk
  desk=$(realpath "$1")
  shot=${2:-}
  # A display of its own: Xvfb picks a free number and writes it to the file descriptor.
  exec {displayfd}<> <(:)
  Xvfb -displayfd "$displayfd" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
  pids+=($!)
  read -r -t 20 -u "$displayfd" display || fail "Xvfb did not start"
  export DISPLAY=":$display"
  wait_for 20 xdotool getdisplaygeometry || fail "the display :$display does not answer"
  start_openbox
  export HOME="$work/home" XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data"
  export XDG_RUNTIME_DIR="$work/run" QT_QPA_PLATFORM=xcb
  mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
  "$desk" --sandbox --lang pt_BR >"$work/desk.log" 2>&1 &
  pids+=($!)
  data="$XDG_DATA_HOME/BrokerDesk/brokerdesk"
  if ! wait_for 60 find_window; then
    echo "--- windows on the display" >&2
    for w in $(xdotool search --name '.' 2>/dev/null); do
      echo "$w $(xdotool getwindowname "$w" 2>/dev/null)" >&2
    done
    fail "the BrokerDesk window did not appear"
  fi
  # openbox may still be starting: until it says it supports _NET_ACTIVE_WINDOW, xdotool refuses.
  # The window is looked up again on each try, in case the one found first has gone.
  activate() {
    kill -0 "$openbox" 2>/dev/null || start_openbox
    find_window && timeout 5 xdotool windowactivate --sync "$window"
  }
  if ! wait_for 30 activate; then
    echo "--- windows on the display, and openbox" >&2
    for w in $(xdotool search --name '.' 2>/dev/null); do
      echo "$w $(xdotool getwindowname "$w" 2>/dev/null)" >&2
    done
    tail -n 5 "$work/openbox.log" >&2 || true
    fail "the window manager did not activate the window"
  fi
  # The desk opens on Início; the catalog loads when its page opens (Ctrl+2), and is in once the
  # desk has saved it for offline use. Then back to Início, where every test starts.
  keys ctrl+2
  wait_for 60 catalog_saved || fail "the catalog never loaded"
  keys ctrl+1
}

# Ctrl+3 (the quote page) and Mariana Souza's car quoted from the keyboard alone: a product
# picked by typing, the plan's amounts, the holder with Tab between fields (birth date as
# digits), the vehicle, and Enter on the cover dates.
quote_for_mariana() {
  requests() { sqlite3 "$data/sandbox.db" "SELECT count(*) FROM quote_requests"; }
  local seeded
  seeded=$(requests)
  keys ctrl+3
  keys alt+u # the page opens on multicálculo: "Um produto" is the one-product wizard
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
  # CPF, birth date (day first) and a mobile number go on by themselves once whole; gender and
  # marital status are chosen by their first letter and go on too.
  typed "291.417.776-38"
  typed "15031985"
  typed "f"
  typed "s"
  typed "mariana@example.com"; keys Tab
  typed "(11) 98888-7777"
  # The CEP fills street, district, city and state and hands the keyboard to the number; the
  # broker looks at the address for a moment (past the lookup's 1 s wait).
  typed "01310-100"; sleep 1.2
  typed "1000"
  step 3-holder-filled
  keys Return
  # Item step opens in "Plate"; a whole plate goes on to the brand (the chassis left empty).
  typed "abc1d23"
  # The car from the FIPE table: the brand by a part of its name and Tab, the model from its
  # list (Down, Enter), the model year by its digits; plate, year, fuel and FIPE code fill.
  typed "volks"; keys Tab
  typed "gol"; sleep 0.5; keys Down Return
  sleep 0.5; typed "$(($(date +%Y) - 2))"; sleep 1.2
  step 4-item-filled
  keys Return
  # Lifetime step: a year from today, as it comes. Enter asks the insurer for prices.
  keys Return
}
