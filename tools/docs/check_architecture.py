#!/usr/bin/env python3
"""Fails when docs/architecture.md names a file, folder or test that does not exist.

What it checks, among the `code spans` and links of the document:
- paths with a slash (`lib/api/apiclient`, `services/quotes`, `paging/*`): a file or folder,
  with or without its .h/.cpp/.sh/.md/.py, from the checkout's root or under lib/, ui/,
  sandbox/ or tests/ (the document names files by their folder within a layer);
- test names (`lib.tst_apiauth`, `ui.tst_checkout.strict`, `desk.quote_by_keyboard`);
- documents beside it (`contract.md`, `(interface.md)`).
Usage: check_architecture.py [docs/architecture.md]
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
LAYERS = ("", "lib", "ui", "sandbox", "tests")
SUFFIXES = ("", ".h", ".cpp", ".sh", ".md", ".py", ".txt")
TEST = re.compile(r"^(lib|ui|sandbox|desk|docs|packaging)\.(\w+|\*)(\.strict)?$")
PATH = re.compile(r"^[\w.-]+(/[\w.*-]+)*/?$")


def path_exists(name):
    name = name.rstrip("/").removesuffix("/*")
    for layer in LAYERS:
        base = ROOT / layer / name if layer else ROOT / name
        if any(pathlib.Path(str(base) + s).exists() for s in SUFFIXES):
            return True
    return False


def test_exists(layer, name, tests_cmake):
    if name == "*":
        return True
    if layer in ("lib", "ui", "sandbox"):
        return (ROOT / "tests" / layer / f"{name}.cpp").exists()
    return f"{layer}.{name}" in tests_cmake


def problems(doc):
    text = doc.read_text(encoding="utf-8")
    tests_cmake = (ROOT / "tests" / "CMakeLists.txt").read_text(encoding="utf-8")
    spans = re.findall(r"`([^`\n]+)`", text)
    links = re.findall(r"\]\(([^)#:\s]+)\)", text)
    found = []
    for span in spans:
        t = TEST.match(span)
        if re.fullmatch(r"[\w-]+\.(md|yaml)", span):
            if not (doc.parent / span).exists():
                found.append(f"`{span}` is not beside {doc.name}")
        elif t:
            if not test_exists(t.group(1), t.group(2), tests_cmake):
                found.append(f"test `{span}` does not exist")
        elif "/" in span and PATH.match(span) and not span.startswith("/"):
            if not path_exists(span):
                found.append(f"`{span}` names no file or folder")
    for link in links:
        if not (doc.parent / link).exists():
            found.append(f"link ({link}) leads nowhere")
    return found


def main():
    doc = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "docs" / "architecture.md")
    found = problems(doc)
    for p in found:
        print(f"{doc}: {p}", file=sys.stderr)
    print(f"{doc.name}: {len(found)} stale name(s)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
