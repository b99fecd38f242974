#!/usr/bin/env bash
# Installs the Debian 12 packages BrokerDesk needs, skipping those already present,
# so a warm machine pays nothing and a fresh one gets everything.
set -euo pipefail

packages=(
  cmake ninja-build g++ ccache
  qt6-base-dev libqt6opengl6-dev qt6-tools-dev qt6-l10n-tools
  qt6-charts-dev qt6-svg-dev
  qtkeychain-qt6-dev libqt6sql6-sqlite libsqlite3-dev
  libboost-dev
  qt6-translations-l10n
  xvfb xauth fonts-dejavu-core file openbox xdotool sqlite3
  dpkg-dev rpm curl clang clang-format clang-tidy
  lld # the linker (CMakeLists.txt: BROKERDESK_LLD)
  openssl
  poppler-utils # pdftotext: the scan for ids reads the PDFs the desk writes and opens
  python3 python3-yaml
)
# Node.js and npm run the OpenAPI linter (tools/openapi/lint.sh). A Node.js that did not come
# from Debian (e.g. one that bundles npm) counts as present: Debian's npm would conflict with it.
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  packages+=(nodejs npm)
fi
if [[ "${BROKERDESK_BENCH_DEPS:-0}" == 1 ]]; then
  packages+=(wrk nginx-light) # nginx: the static-file baseline bench/cashflow.sh compares with
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

echo "Installing: ${missing[*]}"
sudo=""
[[ $(id -u) -ne 0 ]] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get -o DPkg::Lock::Timeout=600 update -q
$sudo apt-get -o DPkg::Lock::Timeout=600 install -y -q --no-install-recommends "${missing[@]}"
