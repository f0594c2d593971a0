#!/usr/bin/env python3
"""Checks the per-number pages docs/diagnostics/<NUMBER>.md against the
translator.

For every number of lib/Diagnostics/Diagnostics.def that has a page: the page
has the shape `# NUMBER: title`, `## Wrong` (one cpp block), `## Right` (one
cpp block), `## Fix`; amp2hip reports NUMBER for the Wrong block, and nothing
at all for the Right block. Numbers without a page must be listed in the
allow-list (docs/diagnostics/missing-pages.txt) with the reason after a '#'
(a number no page can show), and listed numbers must not have a page, so the
list only shrinks.

A block may hold several files, for numbers that depend on where files lie
(AH1005: a header outside the project root): each file starts with a line
`// file: <relative path>`; the first file and the block's other .cpp files
are translated in one run (AH1009: sources that share a header). The files
are written to a fresh directory for each block, in UTF-8, or as Visual
Studio saves text its code page cannot hold when the line says so
(AH1335): `// file: <path> (UTF-16LE)`, or `(UTF-16LE, cut short)` for such
a file missing its last byte. A line
`// link: <relative path> -> <target>` makes a symbolic link instead (the
numbers about the project's bounds); a block with links is translated as a
directory, the first file's. A block that holds a .sln or .vcxproj file is
translated as that solution.
A block whose first line is
`// compile command: ARGS` is translated with `-- ARGS` (AH1330: a command's
standard).

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


FILE_MARK = re.compile(r"^// file: (\S+)(?: \((UTF-16LE|UTF-16BE)(, cut short)?\))?$")
LINK_MARK = re.compile(r"^// link: (\S+) -> (\S+)$")


def inside(rel, what):
    rel = os.path.normpath(rel)
    if os.path.isabs(rel) or rel.startswith(".."):
        raise ValueError("'// %s: %s' leaves the block's directory" % (what, rel))
    return rel


def block_links(source):
    """[(relative path, target)] of a block's `// link:` lines."""
    return [(inside(m.group(1), "link"), m.group(2))
            for m in (LINK_MARK.match(l) for l in source.splitlines()) if m]


def block_files(source):
    """[(relative path, text)] of a block: one page.cpp, or the files its
    `// file:` lines name (raises ValueError for a path that leaves the
    block's directory)."""
    lines = source.splitlines(keepends=True)
    if not lines or not FILE_MARK.match(lines[0].rstrip("\n")):
        return [("page.cpp", source, None, False)]
    files = []
    for line in lines:
        m = FILE_MARK.match(line.rstrip("\n"))
        if m:
            files.append([inside(m.group(1), "file"), "", m.group(2),
                          bool(m.group(3))])
        elif not LINK_MARK.match(line.rstrip("\n")):
            files[-1][1] += line
    return [tuple(f) for f in files]


def encoded(text, encoding, cut):
    """The bytes of a block's file: UTF-8, or UTF-16 with its byte-order
    mark (missing its last byte when cut short)."""
    if not encoding:
        return text.encode("utf-8")
    bom = b"\xff\xfe" if encoding == "UTF-16LE" else b"\xfe\xff"
    data = bom + text.encode(encoding.lower())
    return data[:-1] if cut else data


COMMAND_MARK = re.compile(r"^// compile command: (.*)$")


def translate(amp2hip, source, workdir):
    base = tempfile.mkdtemp(dir=workdir)
    args = []
    first, _, rest = source.partition("\n")
    m = COMMAND_MARK.match(first)
    if m:
        args = ["--"] + m.group(1).split()
        source = rest
    files = block_files(source)
    for rel, text, encoding, cut in files:
        path = os.path.join(base, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(encoded(text, encoding, cut))
    links = block_links(source)
    for rel, target in links:
        path = os.path.join(base, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        os.symlink(target, path)
    solutions = [rel for rel, *_ in files
                 if rel.endswith(".sln") or rel.endswith(".vcxproj")]
    if solutions:
        inputs = [solutions[0]]
    elif links:
        inputs = [os.path.dirname(files[0][0]) or "."]
    else:
        # The first file, then the block's other sources, in one run
        # (numbers about sources that share a header need two).
        inputs = [files[0][0]] + [rel for rel, *_ in files[1:]
                                  if rel.endswith(".cpp")]
    r = subprocess.run([amp2hip, "--no-output"] +
                       [os.path.join(base, rel) for rel in inputs] + args,
                       capture_output=True, text=True, timeout=300)
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
    failures = []
    if os.path.exists(allow_path):
        for line in open(allow_path, encoding="utf-8"):
            code, _, reason = line.partition("#")
            code = code.strip()
            if not code:
                continue
            allowed.add(code)
            if not reason.strip():
                failures.append("%s: an entry of %s needs its reason after '#'"
                                % (code, os.path.relpath(allow_path, root)))
    codes = table_codes(os.path.join(root, "lib", "Diagnostics",
                                     "Diagnostics.def"))
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
                for name in ("Wrong", "Right"):
                    block_files(blocks[name])
                    block_links(blocks[name])
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
