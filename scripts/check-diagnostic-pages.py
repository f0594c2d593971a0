#!/usr/bin/env python3
"""Checks the per-number pages docs/diagnostics/<NUMBER>.md against the
translator.

For every number of lib/Diagnostics/Diagnostics.def that has a page: the page
has the shape `# NUMBER: title`, `## Wrong` (one cpp block), `## Right` (one
cpp block), `## Fix`; amp2hip reports NUMBER for the Wrong block, and nothing
at all for the Right block. Numbers without a page must be listed in the
allow-list (docs/diagnostics/missing-pages.txt), and listed numbers must not
have a page, so the list only shrinks.

  check-diagnostic-pages.py --amp2hip BIN [--root REPO]
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

SECTIONS = ["Wrong", "Right", "Fix"]


def table_codes(def_path):
    text = open(def_path, encoding="utf-8").read()
    codes = re.findall(r'AMP2HIP_DIAG\(\s*\w+,\s*"((?:C|AH)\d+)"', text)
    return sorted(set(codes))


def parse_page(path, code):
    """The Wrong and Right blocks of a page, or raises ValueError."""
    text = open(path, encoding="utf-8").read()
    lines = text.splitlines()
    if not lines or not re.match(r"# %s: \S" % re.escape(code), lines[0]):
        raise ValueError("the first line must be '# %s: <short title>'" % code)
    heads = [l[3:].strip() for l in lines if l.startswith("## ")]
    if heads != SECTIONS:
        raise ValueError("sections must be %s, found %s" % (SECTIONS, heads))
    blocks = {}
    for name in ("Wrong", "Right"):
        m = re.search(r"^## %s\n\n```cpp\n(.*?)\n```\n" % name, text,
                      re.S | re.M)
        if not m:
            raise ValueError("'## %s' must hold one ```cpp block" % name)
        blocks[name] = m.group(1) + "\n"
    fix = text.split("## Fix", 1)[1].strip()
    if not fix:
        raise ValueError("'## Fix' is empty")
    return blocks


def translate(amp2hip, source, workdir):
    path = os.path.join(workdir, "page.cpp")
    with open(path, "w", encoding="utf-8") as f:
        f.write(source)
    r = subprocess.run([amp2hip, "--no-output", path], capture_output=True,
                       text=True, timeout=300)
    return r.returncode, r.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--amp2hip", required=True)
    ap.add_argument("--root", default=os.path.join(os.path.dirname(__file__),
                                                   ".."))
    args = ap.parse_args()
    root = os.path.abspath(args.root)
    pages = os.path.join(root, "docs", "diagnostics")
    allow_path = os.path.join(pages, "missing-pages.txt")
    allowed = set()
    if os.path.exists(allow_path):
        for line in open(allow_path, encoding="utf-8"):
            line = line.split("#", 1)[0].strip()
            if line:
                allowed.add(line)
    codes = table_codes(os.path.join(root, "lib", "Diagnostics",
                                     "Diagnostics.def"))
    failures = []
    missing = []
    checked = 0
    with tempfile.TemporaryDirectory() as work:
        for code in codes:
            page = os.path.join(pages, code + ".md")
            if not os.path.exists(page):
                if code not in allowed:
                    missing.append(code)
                continue
            if code in allowed:
                failures.append("%s: has a page; remove it from %s" %
                                (code, os.path.relpath(allow_path, root)))
            try:
                blocks = parse_page(page, code)
            except ValueError as e:
                failures.append("%s.md: %s" % (code, e))
                continue
            rc, out = translate(args.amp2hip, blocks["Wrong"], work)
            if not re.search(r"(error|warning): %s:" % re.escape(code), out):
                failures.append("%s.md: the Wrong block does not produce %s:\n%s"
                                % (code, code, out))
            rc, out = translate(args.amp2hip, blocks["Right"], work)
            if rc != 0 or re.search(r"(error|warning):", out):
                failures.append("%s.md: the Right block is not clean:\n%s" %
                                (code, out))
            checked += 1
    for code in sorted(allowed - set(codes)):
        failures.append("%s is in %s but not in the table" %
                        (code, os.path.relpath(allow_path, root)))
    if missing:
        failures.append("numbers of Diagnostics.def with no page in "
                        "docs/diagnostics/: " + ", ".join(missing))
    for f in failures:
        print("FAIL " + f)
    print("diagnostic pages: %d checked, %d allowed without a page, "
          "%d problem(s)" % (checked, len(allowed & set(codes)),
                             len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
