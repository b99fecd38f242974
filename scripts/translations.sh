#!/usr/bin/env bash
# Refreshes translations/*.ts from the sources (lib, ui, app) with lupdate. Run it after adding
# strings, translate the new pt_BR messages (Qt Linguist or by hand), and commit the .ts files.
# tests/ui/tst_translations runs the same lupdate on a copy and fails on anything unfinished.
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=${LUPDATE:-}
if [[ -z "$lupdate" ]]; then
  for candidate in /usr/lib/qt6/bin/lupdate "$(command -v lupdate6 || true)" "$(command -v lupdate || true)"; do
    [[ -n "$candidate" && -x "$candidate" ]] && { lupdate=$candidate; break; }
  done
fi
[[ -n "$lupdate" ]] || { echo "lupdate not found (install qt6-l10n-tools)" >&2; exit 1; }
"$lupdate" -silent -no-obsolete -locations none -extensions cpp,h lib ui app \
  -ts translations/brokerdesk_pt_BR.ts translations/brokerdesk_en.ts
echo "Updated translations/brokerdesk_pt_BR.ts and translations/brokerdesk_en.ts"
python3 translations/apply.py
