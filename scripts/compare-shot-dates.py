#!/usr/bin/env python3
"""Compares the dates two screenshot runs show (brokerdesk --screenshot DIR writes NN-page.txt,
the page's visible text, beside each picture): the same pages rendered with, say,
TZ=America/Sao_Paulo and TZ=UTC must show the same calendar dates. Times of day are left out
(an instant is shown in local time, so its hour differs from zone to zone; a date beside a time
is an instant's and is reported apart, as it may differ near midnight).

  python3 scripts/compare-shot-dates.py DIR_A DIR_B     # exit 1 when a date differs
"""
import os, re, sys

DATE = re.compile(r'\b(\d{1,2}/\d{1,2}/\d{2,4})\b(\s+\d{1,2}:\d{2})?')


def dates(path):
    """Per line: the calendar dates, and the dates of instants (a date with a time)."""
    days, instants = [], []
    with open(path, encoding='utf-8') as f:
        for line in f:
            for m in DATE.finditer(line):
                (instants if m.group(2) else days).append(m.group(1))
    return days, instants


def main(a, b):
    names = sorted(n for n in os.listdir(a) if n.endswith('.txt'))
    missing = sorted(set(n for n in os.listdir(b) if n.endswith('.txt')) ^ set(names))
    differ = 0
    checked = 0
    for name in names:
        if name in missing:
            continue
        da, ia = dates(os.path.join(a, name))
        db, ib = dates(os.path.join(b, name))
        checked += len(da)
        if da != db:
            differ += 1
            print(f'{name}: calendar dates differ')
            print(f'  {a}: {da}')
            print(f'  {b}: {db}')
        if ia != ib:
            print(f'{name}: dates of instants differ (local time; expected near midnight)')
    for name in missing:
        print(f'{name}: only in one run')
    print(f'{len(names)} pages, {checked} calendar dates compared, {differ} page(s) differ')
    return 1 if differ or missing else 0


if __name__ == '__main__':
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
