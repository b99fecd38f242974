#!/usr/bin/env python3
"""Fills unfinished messages of translations/*.ts from the *_<lang>*.py tables next to this
file (each defines T = {context: {source: translation or [numerus forms]}} and optionally EN for
English plurals). Messages already translated are left alone, except those a table lists in R
(same shape as T): words the glossary (docs/glossary.md) replaced. Run by scripts/translations.sh."""
import glob, os, runpy, xml.etree.ElementTree as ET

here = os.path.dirname(os.path.abspath(__file__))
pt, en, again = {}, {}, {}
for table in sorted(glob.glob(os.path.join(here, 'pt_BR_*.py'))):
    data = runpy.run_path(table)
    for c, pairs in data.get('T', {}).items():
        pt.setdefault(c, {}).update(pairs)
    for c, pairs in data.get('R', {}).items():
        again.setdefault(c, {}).update(pairs)
    en.update(data.get('EN', {}))
for c, pairs in again.items():
    pt.setdefault(c, {}).update(pairs)

def fill(path, lookup, redo=lambda c, s: False):
    tree = ET.parse(path)
    changed = 0
    for context in tree.getroot().findall('context'):
        name = context.find('name').text
        for m in context.findall('message'):
            tr = m.find('translation')
            source = m.find('source').text
            if tr.get('type') != 'unfinished' and not redo(name, source):
                continue
            value = lookup(name, source)
            if value is None:
                continue
            if m.get('numerus') == 'yes':
                forms = value if isinstance(value, list) else [value, value]
                for f in list(tr):
                    tr.remove(f)
                tr.text = None
                for f in forms:
                    ET.SubElement(tr, 'numerusform').text = f
            elif isinstance(value, str):
                if tr.text == value and tr.get('type') != 'unfinished':
                    continue
                tr.text = value
            else:
                continue
            tr.attrib.pop('type', None)
            changed += 1
    if changed:
        with open(path, 'wb') as out:
            out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
            tree.write(out, encoding='utf-8', xml_declaration=False)
            out.write(b'\n')
    return changed

root = os.path.dirname(here)
n = fill(os.path.join(here, 'brokerdesk_pt_BR.ts'), lambda c, s: pt.get(c, {}).get(s),
         lambda c, s: s in again.get(c, {}))
m = fill(os.path.join(here, 'brokerdesk_en.ts'), lambda c, s: en.get((c, s)))
print(f'pt_BR: {n} filled, en: {m} filled')
