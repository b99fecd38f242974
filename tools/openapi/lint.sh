#!/usr/bin/env bash
# Lints docs/openapi.yaml (or the file given) with Redocly's CLI at the exact version that
# package.json pins and package-lock.json locks. The CLI is installed once, with `npm ci`, into
# tools/openapi/node_modules/ (git-ignored); later runs reuse it while the lock file is
# unchanged, so a warm machine pays nothing. Without Node.js/npm or the npm registry this fails
# with a message saying so: it never passes without having linted.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
spec="$(realpath "${1:-$here/../../docs/openapi.yaml}")"
modules="$here/node_modules"
stamp="$modules/.brokerdesk-lock.sha256"

die() {
  echo "openapi lint: $*" >&2
  exit 1
}

command -v node >/dev/null || die "Node.js is missing: run scripts/deps.sh (it installs nodejs and npm)."
command -v npm >/dev/null || die "npm is missing: run scripts/deps.sh (it installs nodejs and npm)."
node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 18 || (a === 18 && b >= 17) ? 0 : 1)' \
  || die "Node.js $(node --version) is too old for @redocly/cli: 18.17 or newer is needed."

want="$(sha256sum "$here/package-lock.json" | cut -d' ' -f1)"
if [[ ! -x "$modules/.bin/redocly" || "$(cat "$stamp" 2>/dev/null || true)" != "$want" ]]; then
  echo "Installing the pinned @redocly/cli into $modules (npm ci) ..."
  if ! (cd "$here" && npm ci --ignore-scripts --no-audit --no-fund --prefer-offline \
          --fetch-retries=1 --loglevel=error); then
    rm -rf "$modules"
    die "npm ci failed: the npm registry is needed once to install @redocly/cli (see the npm output above)."
  fi
  echo "$want" >"$stamp"
fi

# No telemetry and no update check: the only network this may use is the npm registry above.
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true
echo "$("$modules/.bin/redocly" --version | tail -n 1) lint $spec"
exec "$modules/.bin/redocly" lint --config "$here/redocly.yaml" --format=stylish "$spec"
