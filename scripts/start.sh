#!/usr/bin/env bash
# Installs what is missing, builds, and starts BrokerDesk's sandbox service in the foreground.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/deps.sh
bash scripts/build.sh default
exec build/default/app/sandbox/brokerdesk-sandbox "$@"
