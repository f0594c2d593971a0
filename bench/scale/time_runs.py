#!/usr/bin/env python3
"""Times amp2hip -j1, -j2 and clang -fsyntax-only over one tree (see
run-scale.sh). Wall time is the fastest of the repeats; CPU time (user +
system of every process the run started) is that of the same run."""
import argparse
import json
import os
import resource
import shutil
import subprocess
import time

from parse_flags import parse_flags


def run(cmd, repeats, before=None):
    best = None
    for _ in range(repeats):
        if before:
            before()
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.monotonic()
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        wall = time.monotonic() - t0
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        if p.returncode != 0:
            raise SystemExit(f"failed ({p.returncode}): {' '.join(cmd)}\n"
                             + p.stderr.decode()[-2000:])
        cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
        if best is None or wall < best[0]:
            best = (wall, cpu, p.stdout)
    return best


def main():
    ap = argparse.ArgumentParser()
    for a in ("amp2hip", "include", "clang", "tree", "work"):
        ap.add_argument("--" + a, required=True)
    ap.add_argument("--repeats", type=int, default=3)
    a = ap.parse_args()
    files = sorted(os.path.join(d, f) for d, _, fs in os.walk(a.tree)
                   for f in fs if f.endswith(".cpp"))
    n = len(files)

    def amp(jobs):
        out = os.path.join(a.work, f"out{jobs}")
        wall, cpu, stdout = run(
            [a.amp2hip, f"-j{jobs}", "--print-stats-json", "--out-root", out,
             a.tree], a.repeats, lambda: shutil.rmtree(out, True))
        total = json.loads(stdout)["total"]
        assert total["failed"] == 0, total
        return wall, cpu, total["seconds"] - total["worker_seconds"]

    # The parse amp2hip runs, one clang process per file.
    flags = parse_flags(a.include)
    listing = os.path.join(a.work, "files")
    with open(listing, "w") as f:
        f.write("\n".join(files) + "\n")
    clang_cmd = ["sh", "-c", f"xargs -n1 {a.clang} {' '.join(flags)} < {listing}"]

    j1, j1cpu, j1serial = amp(1)
    j2, j2cpu, _ = amp(2)
    cl, clcpu, _ = run(clang_cmd, a.repeats)

    ms = lambda s: f"{1000 * s / n:6.0f} ms/file"
    print(f"files: {n}, best of {a.repeats}")
    print(f"{'':26} {'wall':>9} {'cpu':>9}")
    print(f"{'amp2hip -j1':26} {j1:8.2f}s {j1cpu:8.2f}s  {ms(j1)}")
    print(f"{'amp2hip -j2':26} {j2:8.2f}s {j2cpu:8.2f}s")
    print(f"{'clang++ -fsyntax-only':26} {cl:8.2f}s {clcpu:8.2f}s  {ms(cl)}")
    print(f"-j2 speed-up over -j1 (wall):       {j1 / j2:5.2f}x  (target >= 1.8)")
    print(f"amp2hip -j1 / clang, per file (wall): {j1 / cl:5.2f}x  (target <= 1.3)")
    print(f"amp2hip -j1 / clang, per file (cpu):  {j1cpu / clcpu:5.2f}x")
    print(f"driver's serial part of -j1:        {j1serial:5.2f}s "
          f"({100 * j1serial / j1:.1f}%)")
    bound = j1 / (j1serial + (j1 - j1serial) / 2)
    print(f"-j2 speed-up on 2 idle cores, at most (Amdahl): {bound:5.2f}x")
    print(f"cpu of -j2 / cpu of -j1 (parallel overhead):    {j2cpu / j1cpu:5.2f}x")
    print(f"load average during the run: {os.getloadavg()[0]:.1f} "
          f"on {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
