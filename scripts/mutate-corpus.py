#!/usr/bin/env python3
"""Translates damaged copies of the test corpora: each file truncated at a
random point and with random bytes flipped. amp2hip must end every one
with a verdict (exit status 0 or 1) within the time limit: no crash, no
hang, no worker lost (docs/reliability.md).

  mutate-corpus.py AMP2HIP [--sample N] [--seed S] [--timeout SECONDS]
                   [--keep DIR]

--sample N takes N files of the corpora (chosen by the seed; 0: all), each
giving two mutants. Failing mutants are copied to --keep (default: a
temporary folder, named in the report).
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPORA = ["test/corpus", "test/lit", "test/dialect", "examples"]
SUFFIXES = (".cpp", ".h", ".hpp")
# What amp2hip says when a worker ends without a verdict (WorkerPool.cpp).
LOST = ("the translator crashed", "the translator stopped without a result",
        "the translator exited with status")


def corpus_files():
    files = []
    for top in CORPORA:
        for dirpath, _, names in os.walk(os.path.join(ROOT, top)):
            for name in names:
                path = os.path.join(dirpath, name)
                if name.endswith(SUFFIXES) and os.path.getsize(path) < 65536:
                    files.append(path)
    return sorted(files)


def truncated(data, rng):
    return data[:rng.randrange(len(data) + 1)]


def flipped(data, rng):
    out = bytearray(data)
    for _ in range(1 + len(out) // 256):
        if not out:
            break
        i = rng.randrange(len(out))
        out[i] ^= 1 << rng.randrange(8)
    return bytes(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("amp2hip")
    ap.add_argument("--sample", type=int, default=0)
    ap.add_argument("--seed", type=int, default=30)
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--keep")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    files = corpus_files()
    if args.sample and args.sample < len(files):
        files = rng.sample(files, args.sample)
    work = tempfile.mkdtemp(prefix="amp2hip-mutants-")
    keep = args.keep or os.path.join(work, "failed")
    failures = []
    runs = 0
    for path in files:
        with open(path, "rb") as f:
            data = f.read()
        base = os.path.basename(path)
        for kind, mutate in (("cut", truncated), ("flip", flipped)):
            mutant = mutate(data, rng)
            folder = os.path.join(work, "%d" % runs)
            os.makedirs(folder)
            name = os.path.join(folder, base if base.endswith(".cpp")
                                else base + ".cpp")
            with open(name, "wb") as f:
                f.write(mutant)
            runs += 1
            try:
                p = subprocess.run([args.amp2hip, "--no-output", "-j1", name],
                                   stdout=subprocess.PIPE,
                                   stderr=subprocess.STDOUT,
                                   timeout=args.timeout)
                log = p.stdout.decode("utf-8", "replace")
                lost = [w for w in LOST if w in log]
                if p.returncode not in (0, 1) or lost:
                    why = lost[0] if lost else "exit status %d" % p.returncode
                    failures.append((path, kind, why, mutant))
            except subprocess.TimeoutExpired:
                failures.append((path, kind, "no verdict in %gs" % args.timeout,
                                 mutant))
    for path, kind, why, mutant in failures:
        os.makedirs(keep, exist_ok=True)
        out = os.path.join(keep, "%s-%s" % (kind, os.path.basename(path)))
        with open(out, "wb") as f:
            f.write(mutant)
        print("FAIL %s (%s): %s; kept as %s" %
              (os.path.relpath(path, ROOT), kind, why, out))
    print("mutate-corpus: %d mutants of %d files, %d failed (seed %d)" %
          (runs, len(files), len(failures), args.seed))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
