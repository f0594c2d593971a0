#!/usr/bin/env python3
"""Checks that the translator library's layers include only downward.

lib/ is layered: Project and Diagnostics at the bottom, then Model, then
Checks and Rewrite (side by side, neither including the other), then
Frontend, then Driver. A file may include its own layer's headers and those
of lower layers; anything else is printed (file:line: what it includes) and
the script exits 1. With --self-test it also checks that it would catch a
bad include.
"""
import argparse
import os
import re
import sys
import tempfile

RANK = {"Project": 0, "Diagnostics": 0, "Model": 1, "Checks": 2,
        "Rewrite": 2, "Frontend": 3, "Driver": 4}
INCLUDE = re.compile(r'^\s*#\s*include\s+"(\w+)/')


def problems(lib):
    found = []
    for layer in sorted(RANK):
        top = os.path.join(lib, layer)
        for d, _, files in os.walk(top):
            for f in sorted(files):
                if not f.endswith((".h", ".cpp", ".def")):
                    continue
                path = os.path.join(d, f)
                for n, line in enumerate(open(path, errors="replace"), 1):
                    m = INCLUDE.match(line)
                    if not m or m.group(1) not in RANK:
                        continue
                    to = m.group(1)
                    if to != layer and RANK[to] >= RANK[layer]:
                        found.append("%s:%d: %s includes %s (a layer %s)" % (
                            os.path.relpath(path, lib), n, layer, to,
                            "beside it" if RANK[to] == RANK[layer]
                            else "above it"))
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("lib")
    ap.add_argument("--self-test", action="store_true")
    args = ap.parse_args()
    if args.self_test:
        with tempfile.TemporaryDirectory() as tmp:
            os.makedirs(os.path.join(tmp, "Model"))
            with open(os.path.join(tmp, "Model", "Bad.h"), "w") as f:
                f.write('#include "Frontend/Prepass.h"\n')
            if len(problems(tmp)) != 1:
                print("self-test: a Model header including Frontend "
                      "was not caught")
                return 1
    found = problems(args.lib)
    for p in found:
        print(p)
    print("layers: %d file(s) include upward or sideways" % len(found))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
