#!/usr/bin/env python3
"""Converts docs/openapi.yaml to JSON for the drift test (sandbox.tst_openapi).

Usage: yaml2json.py IN.yaml OUT.json. Needs PyYAML (Debian: python3-yaml). Fails on anything
that is not plain JSON data (an unquoted date, say), since clients would read it differently.
"""
import json
import sys

import yaml


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    with open(sys.argv[1], encoding="utf-8") as f:
        data = yaml.safe_load(f)
    try:
        text = json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False)
    except (TypeError, ValueError) as e:
        print(f"{sys.argv[1]}: not plain JSON data ({e}); quote dates and such", file=sys.stderr)
        return 1
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        f.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
