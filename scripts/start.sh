#!/usr/bin/env bash
# Installs what is missing, builds, and starts the BrokerDesk workstation on its embedded
# sandbox. Without a display (no X11 or Wayland) it starts the sandbox service in the foreground.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
# Only the two programs: the tests and benchmarks are scripts/test.sh's to build.
bash scripts/build.sh default brokerdesk brokerdesk-sandbox
if [[ -n "${DISPLAY:-}" || -n "${WAYLAND_DISPLAY:-}" || -n "${QT_QPA_PLATFORM:-}" ]]; then
  exec build/default/app/workstation/brokerdesk "$@"
fi
echo "No display found: starting the sandbox service instead (the workstation needs X11 or Wayland)." >&2
exec build/default/app/sandbox/brokerdesk-sandbox "$@"
