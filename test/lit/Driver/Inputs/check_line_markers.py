"""Checks a checked build's #line markers (docs/checked-build.md).

usage: check_line_markers.py ORIGINAL OUTPUT NAME

Follows OUTPUT's #line directives as a preprocessor does (every
conditional branch taken) and checks that each line of ORIGINAL that the
output keeps as it is, and that is unique in both, is reported with its
original number and with NAME. Prints how many lines were checked.
"""
import re
import sys

original, output, name = sys.argv[1:4]
orig = open(original, encoding="utf-8").read().splitlines()
out = open(output, encoding="utf-8").read().splitlines()

line, file = 1, None
seen = {}
marker = re.compile(r'\s*#\s*line\s+(\d+)\s+"((?:[^"\\]|\\.)*)"\s*$')
for text in out:
    m = marker.match(text)
    if m:
        line, file = int(m.group(1)), m.group(2)
        continue
    seen.setdefault(text, []).append((line, file))
    line += 1

checked = 0
for number, text in enumerate(orig, 1):
    if not text.strip() or orig.count(text) != 1:
        continue
    where = seen.get(text, [])
    if len(where) != 1:
        continue
    if where[0] != (number, name):
        sys.exit("%s:%d: reported as %s:%d: %s"
                 % (original, number, where[0][1], where[0][0], text))
    checked += 1
print("line markers: %d line(s) checked" % checked)
