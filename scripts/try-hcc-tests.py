#!/usr/bin/env python3
"""Runs AMD HCC's own unit tests (C++ AMP as HCC compiled it, and the hc API)
and AMD's C++ AMP proxy applications (ComputeApps: CoMD, LULESH, XSBench)
through amp2hip: code none of us wrote, for HCC's dialect (docs/hcc.md).

Neither is part of this repository (fetch them yourself: github.com/ROCm/hcc
and github.com/AMDComputeLibraries/ComputeApps). HCC's tests lie in
tests/Unit/<Area>/*.cpp; each says how HCC ran it on its `// RUN:` lines.
Taken here: the tests that HCC compiled and ran (`%hc` or `%cxxamp`, then
`%t.out`), one source each. Left out, and counted: negative tests (-verify,
expected-error, `not`), tests that check HCC's own IR or output
(FileCheck), tests of several sources or of HCC's libraries (ParallelSTL,
SharedLibrary, StaticLibrary ...), and tests of HSA's own runtime API.

  try-hcc-tests.py translate HCC OUT [-j J] [--area A ...] [--sample N]
      (here) translates each taken test (or N of them, spread evenly) to OUT/tree/<Area>/<name>.hip.cpp
      and writes OUT/tests.json with each test's status and first error.
  try-hcc-tests.py compile OUT [--compiler nvcc|hipcc] [--sample N] [-j J]
      (here) compiles the translated tests (-c only, no GPU needed) and
      writes OUT/compile-<compiler>.tsv and a summary with the causes.
  try-hcc-tests.py run OUT [-j J] [--arch sm_90]
      (on the GPU machine, with nvcc) builds each translated test with the
      runtime and runs it; HCC's tests exit 0 on success. Writes
      OUT/results.tsv and a summary.
  try-hcc-tests.py apps COMPUTEAPPS OUT [--compiler nvcc|hipcc] [--run]
      translates CoMD, LULESH and XSBench as published (amp2hip over each
      program's folder, --out-root), builds each with the flags of its own
      Makefile, and with --run runs it with a small problem.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RUN_LINE = re.compile(r"//\s*RUN:(.*)")
# Areas whose tests are not single C++ AMP or hc programs.
LEFT_OUT_AREAS = {
    "ParallelSTL": "HCC's parallel STL library",
    "SharedLibrary": "several sources and a shared library",
    "StaticLibrary": "several sources and a static library",
    "Libcxx": "HCC's libc++ build",
    "DispatchAql": "HSA's AQL packets",
    "HSA": "HSA's own runtime API",
    "CompilerRT": "HCC's compiler runtime",
    "InlineASM": "GCN assembly",
    "AMDGPU": "GCN instructions (__amdgcn_*)",
    "Codegen": "HCC's generated IR",
    "Parse": "HCC's parser diagnostics",
    "SemaHCC": "HCC's own semantic diagnostics",
}


def amp2hip_bin():
    return os.environ.get("AMP2HIP") or os.path.join(ROOT, "build", "bin",
                                                     "amp2hip")


def classify(path, area):
    """Why a test is left out, or None when it is taken."""
    if area in LEFT_OUT_AREAS:
        return LEFT_OUT_AREAS[area]
    text = open(path, encoding="utf-8", errors="replace").read()
    runs = " ".join(m.group(1) for m in RUN_LINE.finditer(text))
    if not runs:
        return "no RUN line"
    if "-verify" in runs or "expected-error" in text or "not %" in runs \
            or "XFAIL" in text:
        return "negative test"
    if "FileCheck" in runs:
        return "checks HCC's output"
    if "%t.out" not in runs:
        return "compile-only in HCC"
    if "%s" not in runs or re.search(r"%S/\w+\.(cpp|c)\b", runs):
        return "several sources"
    return None


def hcc_tests(hcc, areas):
    unit = os.path.join(hcc, "tests", "Unit")
    taken, left = [], collections.Counter()
    for area in sorted(os.listdir(unit)):
        if areas and area not in areas:
            continue
        for d, _, files in os.walk(os.path.join(unit, area)):
            for f in sorted(files):
                if not f.endswith(".cpp"):
                    continue
                path = os.path.join(d, f)
                why = classify(path, area)
                if why:
                    left[why] += 1
                else:
                    taken.append(os.path.relpath(path, unit))
    return unit, taken, left


def translate(args):
    out = os.path.abspath(args.out)
    unit, tests, left = hcc_tests(args.hcc, set(args.area or ()))
    if args.sample:
        # Every k-th test, in path order: a spread over every area.
        tests = tests[::max(1, len(tests) // args.sample)][:args.sample]
    tree = os.path.join(out, "tree")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(tree)

    def one(rel):
        dst = os.path.join(tree, rel[:-4] + ".hip.cpp")
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        # HCC's mode, as its RUN line chose it: amp2hip reads `-hc` and
        # `-std=c++amp` as HCC's compiler view in that mode.
        src = os.path.join(unit, rel)
        runs = " ".join(m.group(1) for m in RUN_LINE.finditer(
            open(src, encoding="utf-8", errors="replace").read()))
        mode = "-hc" if "%hc" in runs else "-std=c++amp"
        p = subprocess.run([amp2hip_bin(), src, "-o", dst,
                            "--", "-std=c++17", mode],
                           capture_output=True, text=True)
        first = next((l for l in p.stderr.splitlines() if "error:" in l), "")
        return {"test": rel, "translated": p.returncode == 0,
                "first_error": first.replace(unit + "/", "")}

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        done = list(pool.map(one, tests))
    json.dump({"tests": done, "left_out": left},
              open(os.path.join(out, "tests.json"), "w"), indent=1)
    ok = sum(t["translated"] for t in done)
    print("hcc translate: %d of %d tests taken translated; %d left out (%s)" %
          (ok, len(done), sum(left.values()),
           ", ".join("%s %d" % kv for kv in left.most_common())))
    causes = collections.Counter(cause(t["first_error"]) for t in done
                                 if not t["translated"])
    for c, n in causes.most_common():
        print("  %4d  %s" % (n, c))
    return 0


def cause(line):
    """A first error line without its place, for counting."""
    line = re.sub(r"^.*?error: ", "", line)
    line = re.sub(r"'[^']*'", "'…'", line)
    return line[:150]


def compilers(which, arch):
    inc = os.path.join(ROOT, "runtime", "include")
    if which == "hipcc":
        return ["hipcc", "--offload-arch=gfx90a",
                "-fgpu-exclude-wrong-side-overloads", "-std=c++17", "-O2",
                "-w", "-isystem", os.path.join(ROOT, "runtime", "compat",
                                               "hipcc"),
                "-isystem", inc, "-x", "hip"]
    nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
    return [nvcc, "-std=c++17", "-O2", "--extended-lambda", "-arch=" + arch,
            "-Wno-deprecated-gpu-targets", "-w", "-isystem", inc,
            "-isystem", os.path.join(ROOT, "runtime", "compat", "nvidia"),
            "-x", "cu"]


def first_error(text):
    return next((l for l in text.splitlines() if "error" in l), "")


def compile_tests(args):
    out = os.path.abspath(args.out)
    meta = json.load(open(os.path.join(out, "tests.json")))
    tests = [t for t in meta["tests"] if t["translated"]]
    if args.sample:
        tests = tests[::max(1, len(tests) // args.sample)][:args.sample]
    cc = compilers(args.compiler, args.arch)
    objs = os.path.join(out, "obj-" + args.compiler)
    os.makedirs(objs, exist_ok=True)

    def one(i_t):
        i, t = i_t
        src = os.path.join(out, "tree", t["test"][:-4] + ".hip.cpp")
        p = subprocess.run(cc + ["-c", src, "-o",
                                 os.path.join(objs, "t%d.o" % i)],
                           capture_output=True, text=True)
        return t["test"], p.returncode == 0, first_error(p.stderr)

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        rows = list(pool.map(one, enumerate(tests)))
    with open(os.path.join(out, "compile-%s.tsv" % args.compiler), "w") as f:
        for test, ok, err in rows:
            f.write("%s\t%s\t%s\n" % (test, "ok" if ok else "failed", err))
    ok = sum(r[1] for r in rows)
    print("hcc compile (%s): %d of %d translated tests compiled" %
          (args.compiler, ok, len(rows)))
    causes = collections.Counter(cause(r[2]) for r in rows if not r[1])
    for c, n in causes.most_common():
        print("  %4d  %s" % (n, c))
    return 0


def runtime_objects(cc, objs):
    """Compiles amp2hip's runtime once; its object files."""
    out = []
    for d, _, fs in os.walk(os.path.join(ROOT, "runtime", "src")):
        for f in sorted(fs):
            if not f.endswith(".cpp"):
                continue
            obj = os.path.join(objs, "rt_" + f + ".o")
            p = subprocess.run(cc + ["-c", os.path.join(d, f), "-o", obj],
                               capture_output=True, text=True)
            if p.returncode != 0:
                sys.exit("runtime %s: %s" % (f, first_error(p.stderr)))
            out.append(obj)
    return out


def run_tests(args):
    out = os.path.abspath(args.out)
    meta = json.load(open(os.path.join(out, "tests.json")))
    cc = compilers("nvcc", args.arch)
    objs = os.path.join(out, "run")
    os.makedirs(objs, exist_ok=True)
    rt = runtime_objects(cc, objs)

    def one(i_t):
        i, t = i_t
        if not t["translated"]:
            return t["test"], "not-translated", t["first_error"]
        src = os.path.join(out, "tree", t["test"][:-4] + ".hip.cpp")
        exe = os.path.join(objs, "t%d" % i)
        p = subprocess.run(cc + [src, "-x", "none"] + rt + ["-o", exe],
                           capture_output=True, text=True)
        if p.returncode != 0:
            return t["test"], "build-failed", first_error(p.stderr)
        try:
            r = subprocess.run([exe], capture_output=True, text=True,
                               timeout=120, cwd=os.path.dirname(src))
        except subprocess.TimeoutExpired:
            return t["test"], "fail", "timeout"
        tail = (r.stdout + r.stderr).strip().splitlines()[-1:] or [""]
        return (t["test"], "pass" if r.returncode == 0 else "fail",
                "exit %d: %s" % (r.returncode, tail[0][:200]))

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        rows = list(pool.map(one, enumerate(meta["tests"])))
    with open(os.path.join(out, "results.tsv"), "w") as f:
        for r in rows:
            f.write("\t".join(r) + "\n")
    counts = collections.Counter(kind for _, kind, _ in rows)
    print("hcc run: %d tests: %s" % (
        len(rows), ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
    return 0 if counts.get("pass", 0) else 1


# The proxy applications: the folder amp2hip translates, its sources, the
# flags of its Makefile (HCC's -hc and hcc-config's flags dropped), and a
# small run with the way the program reports success.
APPS = [
    {"name": "CoMD", "dir": "comd-amp/src-amp",
     "sources": r".*\.cpp$", "flags": ["-DDOUBLE", "-DARRAY_VIEW"],
     "libs": ["-lm"], "run": ["-x", "10", "-y", "10", "-z", "10", "-N", "10"]},
    {"name": "LULESH", "dir": "lulesh-amp", "sources": r".*\.cc$",
     "flags": ["-DBLOCKSIZE=256", "-DARRAY_VIEW"], "libs": ["-lm"],
     "run": ["-s", "10", "-i", "10"]},
    {"name": "XSBench", "dir": "xsbench-amp/src", "sources":
     r"^(Main|io|GridInit|XSutils|Materials)\.cpp$",
     "flags": ["-DARRAY_TYPE=2", "-DWHICH_ACC=0"], "libs": ["-lm"],
     "run": ["-s", "small", "-l", "1000"]},
]


def apps(args):
    out = os.path.abspath(args.out)
    shutil.rmtree(out, ignore_errors=True)
    cc = compilers(args.compiler, args.arch)
    objs = os.path.join(out, "obj")
    os.makedirs(objs)
    rt = runtime_objects(cc, objs) if args.run else []
    rows = []
    for app in APPS:
        src = os.path.join(args.computeapps, app["dir"])
        dst = os.path.join(out, app["name"])
        sources = sorted(f for f in os.listdir(src)
                         if re.match(app["sources"], f))
        p = subprocess.run([amp2hip_bin(), "--in-root", src, "--out-root", dst,
                            "--print-stats-json"] +
                           [os.path.join(src, f) for f in sources] +
                           ["--", "-std=c++17"] + app["flags"],
                           capture_output=True, text=True)
        try:
            files = json.loads(p.stdout)["files"]
        except (ValueError, KeyError):
            files = []
        failed = [f for f in files if f["status"] == "failed"]
        if p.returncode != 0 or not files:
            rows.append((app["name"], "not-translated", "%d of %d: %s" % (
                len(failed), len(sources),
                (failed[0]["first_error"] if failed else p.stderr[-300:])
                .replace(src + "/", ""))))
            continue
        built, err = [], ""
        for f in sources:
            obj = os.path.join(objs, app["name"] + "_" + f + ".o")
            c = subprocess.run(cc + app["flags"] + ["-I", dst, "-c",
                                                    os.path.join(dst, f),
                                                    "-o", obj],
                               capture_output=True, text=True)
            if c.returncode != 0:
                err = "%s: %s" % (f, first_error(c.stderr))
                break
            built.append(obj)
        if err:
            rows.append((app["name"], "compile-failed", err))
            continue
        if not args.run:
            rows.append((app["name"], "compiled", "%d sources" % len(built)))
            continue
        exe = os.path.join(objs, app["name"])
        link = [cc[0]] + (["-arch=" + args.arch] if args.compiler == "nvcc"
                          else ["--offload-arch=gfx90a"])
        c = subprocess.run(link + built + rt + app["libs"] + ["-o", exe],
                           capture_output=True, text=True)
        if c.returncode != 0:
            rows.append((app["name"], "link-failed", first_error(c.stderr)))
            continue
        r = subprocess.run([exe] + app["run"], capture_output=True, text=True,
                           timeout=600, cwd=dst)
        tail = (r.stdout + r.stderr).strip().splitlines()[-3:]
        rows.append((app["name"], "pass" if r.returncode == 0 else "fail",
                     "exit %d: %s" % (r.returncode, " | ".join(tail)[:300])))
    with open(os.path.join(out, "apps.tsv"), "w") as f:
        for r in rows:
            f.write("\t".join(r) + "\n")
    for r in rows:
        print("%-8s %-15s %s" % r)
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("translate")
    t.add_argument("hcc")
    t.add_argument("out")
    t.add_argument("-j", "--jobs", type=int, default=2)
    t.add_argument("--area", action="append")
    t.add_argument("--sample", type=int, default=0)
    c = sub.add_parser("compile")
    c.add_argument("out")
    c.add_argument("--compiler", choices=["nvcc", "hipcc"], default="nvcc")
    c.add_argument("--sample", type=int, default=0)
    c.add_argument("--arch", default="sm_90")
    c.add_argument("-j", "--jobs", type=int, default=2)
    r = sub.add_parser("run")
    r.add_argument("out")
    r.add_argument("--arch", default="sm_90")
    r.add_argument("-j", "--jobs", type=int, default=8)
    a = sub.add_parser("apps")
    a.add_argument("computeapps")
    a.add_argument("out")
    a.add_argument("--compiler", choices=["nvcc", "hipcc"], default="nvcc")
    a.add_argument("--arch", default="sm_90")
    a.add_argument("--run", action="store_true")
    args = ap.parse_args()
    return {"translate": translate, "compile": compile_tests, "run": run_tests,
            "apps": apps}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
