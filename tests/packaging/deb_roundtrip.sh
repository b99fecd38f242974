#!/usr/bin/env bash
# The .deb as a broker office gets it: build it, install it with apt-get, run the installed
# programs, upgrade it over an older package, remove it and check nothing is left behind.
# Usage: deb_roundtrip.sh <build dir>. Needs root (or passwordless sudo): exits 77 (skipped)
# without it, or when a brokerdesk package this test did not install is already present.
set -euo pipefail
build_dir=$(cd "$1" && pwd)
sudo=""
if [[ $(id -u) -ne 0 ]]; then
  sudo -n true 2>/dev/null || { echo "SKIP: installing a package needs root or passwordless sudo"; exit 77; }
  sudo="sudo -n"
fi
if dpkg-query -W -f='${Status}' brokerdesk 2>/dev/null | grep -q "install ok installed"; then
  echo "SKIP: a brokerdesk package is already installed here; remove it to run this test"
  exit 77
fi

work=$(mktemp -d)
sandbox_pid=""
cleanup() {
  [[ -n "$sandbox_pid" ]] && kill "$sandbox_pid" 2>/dev/null || true
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 purge -y -q brokerdesk >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
apt_install() {
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -q \
    --no-install-recommends --allow-downgrades "$1" >"$work/apt.log" 2>&1 || { cat "$work/apt.log"; fail "apt-get install $1"; }
}

version=$(sed -n 's/^set(CPACK_PACKAGE_VERSION "\(.*\)")$/\1/p' "$build_dir/CPackConfig.cmake")
[[ -n "$version" ]] || fail "no CPACK_PACKAGE_VERSION in $build_dir/CPackConfig.cmake"

echo "== building the packages ($version and an older 0.0.1 of the same build)"
(cd "$build_dir" && cpack -G DEB -B "$work/new" >"$work/cpack.log" 2>&1) || { cat "$work/cpack.log"; fail "cpack"; }
(cd "$build_dir" && cpack -G DEB -B "$work/old" -D CPACK_DEBIAN_PACKAGE_VERSION=0.0.1 >"$work/cpack-old.log" 2>&1) \
  || { cat "$work/cpack-old.log"; fail "cpack (older)"; }
new_deb=$(ls "$work"/new/brokerdesk_"$version"_*.deb) || fail "no brokerdesk_${version}_*.deb (package name and version must match)"
old_deb=$(ls "$work"/old/brokerdesk_0.0.1_*.deb) || fail "no older package"

depends=$(dpkg-deb -f "$new_deb" Depends)
echo "Depends: $depends"
for dep in libqt6core6 libqt6widgets6 libqt6sql6 libqt6sql6-sqlite fonts-dejavu-core; do
  grep -q "$dep" <<<"$depends" || fail "Depends lacks $dep"
done

echo "== installing the older package, then upgrading to $version"
apt_install "$old_deb"
[[ $(dpkg-query -W -f='${Version}' brokerdesk) == 0.0.1 ]] || fail "older package not installed"
apt_install "$new_deb"
[[ $(dpkg-query -W -f='${Version}' brokerdesk) == "$version" ]] || fail "upgrade did not install $version"
dpkg-query -L brokerdesk | while read -r f; do [[ -d "$f" ]] || echo "$f"; done | sort >"$work/files"
for f in /usr/bin/brokerdesk /usr/bin/brokerdesk-sandbox \
         /usr/share/applications/io.brokerdesk.BrokerDesk.desktop \
         /usr/share/metainfo/io.brokerdesk.BrokerDesk.metainfo.xml \
         /usr/share/icons/hicolor/scalable/apps/io.brokerdesk.BrokerDesk.svg \
         /usr/share/man/man1/brokerdesk.1 /usr/share/man/man1/brokerdesk-sandbox.1; do
  grep -qx "$f" "$work/files" || fail "$f is not in the package"
done

echo "== running the installed programs"
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_DATA_HOME="$work/home/.local/share"
mkdir -p "$HOME"
reported=$(/usr/bin/brokerdesk --version)
[[ "$reported" == *" $version" ]] || fail "brokerdesk --version said '$reported', the package is $version"
reported=$(/usr/bin/brokerdesk-sandbox --version)
[[ "$reported" == *" $version" ]] || fail "brokerdesk-sandbox --version said '$reported', the package is $version"

QT_QPA_PLATFORM=offscreen timeout 120 /usr/bin/brokerdesk --screenshot "$work/shots" >"$work/shots.log" 2>&1 \
  || { cat "$work/shots.log"; fail "brokerdesk --screenshot"; }
shots=$(find "$work/shots" -name '*.png' -size +10k | wc -l)
[[ "$shots" -ge 9 ]] || { ls -l "$work/shots"; fail "expected 9 non-empty screenshots, found $shots"; }

/usr/bin/brokerdesk-sandbox --port 0 --db :memory: --credentials-file "$work/credentials.json" >"$work/sandbox.log" 2>&1 &
sandbox_pid=$!
for _ in $(seq 100); do [[ -s "$work/credentials.json" ]] && break; sleep 0.1; done
[[ -s "$work/credentials.json" ]] || { cat "$work/sandbox.log"; fail "the installed sandbox did not start"; }
token_url=$(sed -n 's/.*"token_url": *"\([^"]*\)".*/\1/p' "$work/credentials.json" | head -1)
client_id=$(grep -o '"client_id": *"[^"]*"' "$work/credentials.json" | head -1 | sed 's/.*: *"\(.*\)"/\1/')
client_secret=$(grep -o '"client_secret": *"[^"]*"' "$work/credentials.json" | head -1 | sed 's/.*: *"\(.*\)"/\1/')
answer=$(curl -s -u "$client_id:$client_secret" -d grant_type=client_credentials "$token_url")
grep -q '"access_token"' <<<"$answer" || fail "token request to the installed sandbox answered: $answer"
kill "$sandbox_pid"; wait "$sandbox_pid" 2>/dev/null || true; sandbox_pid=""

echo "== removing the package"
$sudo env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 purge -y -q brokerdesk >"$work/apt.log" 2>&1 \
  || { cat "$work/apt.log"; fail "apt-get purge"; }
left=$(while read -r f; do [[ -e "$f" ]] && echo "$f"; done <"$work/files" || true)
[[ -z "$left" ]] || fail "files left behind after removal: $left"
echo "PASS: built, installed, upgraded from 0.0.1 to $version, ran and removed brokerdesk"
