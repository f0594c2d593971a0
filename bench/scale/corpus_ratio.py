#!/usr/bin/env python3
"""amp2hip's cost per file on the C++ AMP corpus (test/corpus) against
clang++ -fsyntax-only with the flags amp2hip parses with (a benchmark, not a
test: it times, it asserts nothing but that the runs succeed).

  bench/scale/corpus_ratio.py [--build BUILD] [--every N] [--repeats R]

Takes every Nth program of the corpus (sorted by path; default 4), times one
`amp2hip -j1` run over them (as scripts/corpus.sh translates) and one
clang++ process per file, and prints the CPU ratio (user + system of every
process each run started; amp2hip's is the fastest of R runs). Files that
clang++ alone cannot parse are left out of both sides."""
import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from parse_flags import parse_flags  # noqa: E402
from time_runs import run  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.normpath(os.path.join(here, "..", ".."))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(root, "build"))
    ap.add_argument("--every", type=int, default=4)
    ap.add_argument("--repeats", type=int, default=1)
    ap.add_argument("--clang", default=os.environ.get("CLANGXX", "clang++-19"))
    a = ap.parse_args()
    corpus = os.path.join(root, "test", "corpus")
    harness = os.path.join(corpus, "harness")
    progs = sorted(os.path.join(d, f) for d, _, fs in os.walk(corpus)
                   for f in fs if f.endswith(".cpp") and d != harness)
    files = progs[::a.every]
    sampled = len(files)
    amp2hip = os.path.join(a.build, "bin", "amp2hip")
    include = os.path.join(a.build, "share", "amp2hip", "include")
    flags = parse_flags(include) + ["-I", harness]
    # One clang process per file, timed alone; files whose text only
    # amp2hip's token pre-pass makes parse (restriction clauses where no
    # GNU attribute may stand) are left out of both sides.
    clcpu, kept = 0.0, []
    for f in files:
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        p = subprocess.run([a.clang] + flags + [f], stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        if p.returncode == 0:
            kept.append(f)
            clcpu += (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    files = kept
    n = len(files)
    work = tempfile.mkdtemp()
    try:
        out = os.path.join(work, "out")
        wall, cpu, stdout = run(
            [amp2hip, "-j1", "--print-stats-json", "--in-root", corpus,
             "--out-root", out] + files + ["--", "-I", harness],
            a.repeats, lambda: shutil.rmtree(out, True))
        total = json.loads(stdout)["total"]
    finally:
        shutil.rmtree(work, True)
    ms = lambda s: f"{1000 * s / n:6.0f} ms/file"
    print(f"corpus files: {n} of {len(progs)} (every {a.every}th: "
          f"{sampled}, {sampled - n} that clang alone rejects left out); "
          f"translated {total.get('translated', '?')}, "
          f"failed {total.get('failed', '?')}")
    print(f"{'':26} {'cpu':>9}")
    print(f"{'amp2hip -j1':26} {cpu:8.2f}s  {ms(cpu)}")
    print(f"{'clang++ -fsyntax-only':26} {clcpu:8.2f}s  {ms(clcpu)}")
    print(f"amp2hip -j1 / clang, per file (cpu):  {cpu / clcpu:5.2f}x")
    print(f"load average during the run: {os.getloadavg()[0]:.1f} "
          f"on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
