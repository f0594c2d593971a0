"""Checks a tree after an interrupted `amp2hip --inplace` against a pristine
copy: no temporary file anywhere, and every file either as it was or
changed with a backup that holds its original.

  check_inplace_tree.py PRISTINE TREE
"""
import os
import sys

pristine, tree = sys.argv[1], sys.argv[2]
bad = []
changed = 0
for dirpath, _, files in os.walk(tree):
    for name in files:
        if ".tmp-" in name:
            bad.append("temporary left: " + os.path.join(dirpath, name))
for dirpath, _, files in os.walk(pristine):
    for name in files:
        rel = os.path.relpath(os.path.join(dirpath, name), pristine)
        orig = open(os.path.join(pristine, rel), "rb").read()
        now = open(os.path.join(tree, rel), "rb").read()
        if now == orig:
            continue
        changed += 1
        backup = os.path.join(tree, rel + ".amp2hip-orig")
        if not os.path.exists(backup):
            bad.append("changed without a backup: " + rel)
        elif open(backup, "rb").read() != orig:
            bad.append("backup differs from the original: " + rel)
print("\n".join(bad) if bad else "tree ok")
