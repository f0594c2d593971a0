#!/usr/bin/env python3
"""Runs AMD HCC's own unit tests (C++ AMP as HCC compiled it, and the hc API)
and AMD's C++ AMP proxy applications (ComputeApps: CoMD, LULESH, XSBench,
HPGMG-FV, SNAP) through amp2hip: code none of us wrote, for HCC's dialect
(docs/hcc.md).

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

The proxy applications are translated where amp2hip is (it needs LLVM) and
built and run where the GPU is (it needs nvcc or hipcc and this checkout's
runtime/, nothing else):

  try-hcc-tests.py apps-translate COMPUTEAPPS OUT [-j J] [--app NAME ...]
      (here; AMP2HIP names the binary, default build/bin/amp2hip) copies each
      program's folder to OUT/src/<App>, runs the generator its Makefile runs
      first (CoMD's generate_info_header), and translates it with
      `amp2hip --in-root OUT/src/<App> --out-root OUT/<App> SOURCES -- FLAGS`,
      FLAGS being its Makefile's command line (hcc-config's `-hc
      -std=c++amp`, so amp2hip reads HCC's hc mode; `-x c++` where the
      Makefile passes it). Rows: CoMD (ARRAY_VIEW), LULESH (ARRAY_VIEW),
      XSBench (am_alloc), HPGMG-FV (Makefile.hcc's defaults), SNAP
      (-DUSE_HCC_LC; <mpi.h> is scripts/Inputs/mpi-one-rank, a one-rank
      stand-in copied to OUT/include), and the other configurations their
      Makefiles offer: CoMD-array, LULESH-array, XSBench-array (arrays
      captured by a `,&name` macro), XSBench-array_view, HPGMG-FV-amp
      (C++ AMP mode). Writes OUT/apps.json: per row the translation's status
      and first error, and what apps-run needs (sources, -D/-I flags, OpenMP,
      libraries, run arguments and folder, the check with the README's
      reference values). OUT holds everything apps-run reads (a few MB): tar
      it and carry it.
  try-hcc-tests.py apps-run OUT [--compiler nvcc|hipcc] [--arch sm_90|gfx..]
                   [-j N] [--app NAME ...] [--no-run] [--timeout S]
      (on the GPU machine) compiles the runtime once, then every translated
      source as CUDA or HIP (`-x cu` / `-x hip`, .c and .cc files too), links
      each program, runs it with a small problem in its folder, and applies
      the program's own check. Writes OUT/apps.tsv (row, result, detail) and
      prints it; logs in OUT/build-<compiler>/. Results: pass, fail, ran,
      not-translated, compile-failed, link-failed, and with --no-run (no GPU
      needed) linked. The checks:
        LULESH   `-s 10 -i 10`: its PASSED/FAILED line (energy symmetry,
                 MaxAbsDiff or MaxRelDiff < 1e-8); its exit code is 0 either way.
        CoMD     `-x 10 -y 10 -z 10 -N 10` (Lennard-Jones): |eFinal/eInitial - 1|
                 <= 1e-3 and "no atoms lost".
        HPGMG-FV `5 8`: the first ||error|| within 1e-6 (relative) of the value
                 README.amd gives for 5 8, fv2, JACOBI (3.219782402340667e-05).
        SNAP     `snap_input` (shipped beside README.AMD, whose sample output
                 is of it): every row of the iteration monitor (timestep, outer,
                 inners exactly; difference within 1e-3 relative, it prints 5
                 digits) and every timestep's outer and inner totals.
        XSBench  `-s small -l 100000`: no self-check (its hash varies from run
                 to run); "ran" when it exits 0 after its RESULTS section.
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
    if "%s" not in runs or re.search(r"%S/[\w/]+\.(cpp|cc|c)\b", runs):
        return "several sources"
    compiles = [l for l in RUN_LINE.findall(text) if " -c" in l and "%s" in l]
    if len(compiles) > 1:
        return "several objects built from the test"
    if re.search(r"\bar\s+\w*r\w*\s", runs) or " -shared" in runs:
        return "a library built from the test itself"
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
    earlier = {}
    if args.update and os.path.exists(os.path.join(out, "tests.json")):
        # Only what did not translate last time is tried again.
        earlier = {t["test"]: t for t in
                   json.load(open(os.path.join(out, "tests.json")))["tests"]}
    else:
        shutil.rmtree(out, ignore_errors=True)
    os.makedirs(tree, exist_ok=True)

    def one(rel):
        if rel in earlier and earlier[rel]["translated"]:
            return earlier[rel]
        dst = os.path.join(tree, rel[:-4] + ".hip.cpp")
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        # HCC's mode, as its RUN line chose it: amp2hip reads `-hc` and
        # `-std=c++amp` as HCC's compiler view in that mode.
        src = os.path.join(unit, rel)
        lines = [m.group(1) for m in RUN_LINE.finditer(
            open(src, encoding="utf-8", errors="replace").read())]
        runs = " ".join(lines)
        mode = "-hc" if "%hc" in runs else "-std=c++amp"
        # The first RUN line's definitions (`-DTYPE="unsigned char"`): the
        # test's code needs them, in the translation and in the build.
        defines = [d.replace('"', "") for d in
                   re.findall(r'-D\w+(?:=(?:"[^"]*"|\S+))?', lines[0])]
        p = subprocess.run([amp2hip_bin(), src, "-o", dst,
                            "--", "-std=c++17", mode] + defines,
                           capture_output=True, text=True)
        first = next((l for l in p.stderr.splitlines() if "error:" in l), "")
        return {"test": rel, "translated": p.returncode == 0,
                "defines": defines,
                # AH1502: a __managed__ variable declared extern, which
                # nvcc builds as relocatable device code only.
                "rdc": "AH1502" in p.stderr,
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
        gfx = arch if arch.startswith("gfx") else "gfx90a"
        return ["hipcc", "--offload-arch=" + gfx,
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
    return next((l for l in text.splitlines()
                 if "error" in l or "fatal" in l), "")


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
        rdc = ["-rdc=true"] if t.get("rdc") and args.compiler == "nvcc" else []
        p = subprocess.run(cc + rdc + t.get("defines", []) +
                           ["-c", src, "-o", os.path.join(objs, "t%d.o" % i)],
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


def runtime_objects(cc, objs, jobs=1):
    """Compiles amp2hip's runtime once; its object files."""
    os.makedirs(objs, exist_ok=True)
    todo = []
    for d, _, fs in os.walk(os.path.join(ROOT, "runtime", "src")):
        for f in sorted(fs):
            if f.endswith(".cpp"):
                todo.append((os.path.join(d, f),
                             os.path.join(objs, "rt_" + f + ".o")))

    def one(src_obj):
        src, obj = src_obj
        p = subprocess.run(cc + ["-c", src, "-o", obj],
                           capture_output=True, text=True)
        if p.returncode != 0:
            sys.exit("runtime %s: %s" % (os.path.basename(src),
                                         first_error(p.stderr)))
        return obj

    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        return list(pool.map(one, todo))


def run_tests(args):
    out = os.path.abspath(args.out)
    meta = json.load(open(os.path.join(out, "tests.json")))
    cc = compilers("nvcc", args.arch)
    objs = os.path.join(out, "run")
    os.makedirs(objs, exist_ok=True)
    rt = runtime_objects(cc, objs, args.jobs)

    def one(i_t):
        i, t = i_t
        if not t["translated"]:
            return t["test"], "not-translated", t["first_error"]
        src = os.path.join(out, "tree", t["test"][:-4] + ".hip.cpp")
        exe = os.path.join(objs, "t%d" % i)
        # Compile, then link: nvcc's -x takes no `none` to end a language.
        rdc = ["-rdc=true"] if t.get("rdc") else []
        p = subprocess.run(cc + rdc + t.get("defines", []) +
                           ["-c", src, "-o", exe + ".o"],
                           capture_output=True, text=True)
        if p.returncode == 0:
            p = subprocess.run([cc[0], "-arch=" + args.arch] + rdc +
                               [exe + ".o"] + rt + ["-o", exe],
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


# ---------------------------------------------------------------------------
# AMD's proxy applications (ComputeApps), translated here and built and run
# on the GPU machine.

# What HCC's `hcc-config --cxxflags` printed, its include folders aside: hc
# mode (`-hc`) on top of C++ AMP's. `clamp-config` printed the second alone.
HCC_CONFIG = ["-hc", "-std=c++amp"]
CLAMP_CONFIG = ["-std=c++amp"]
# Makefile.hcc of HPGMG-FV as it stands (MODEL=LC, CMODE=hcc_dgpu, JACOBI
# smoother, fv2 operator, BICGSTAB, no MPI or OpenMP): CC_CPPFLAGS (after
# hcc-config's), INCLUDES, CC_FLAGS, in its order.
HPGMG_CPPFLAGS = [
    "-DUSE_VCYCLES=1", "-DUSE_JACOBI=1", "-DUSE_FCYCLES=1", "-DUSE_GPU",
    "-DUSE_GPU_FOR_SMOOTH", "-DGPU_ARRAY_VIEW", "-DGPU_DIM=4",
    "-DGPU_TILE_DIM=3", "-DUSE_BICGSTAB=1", "-DGPU_TILE_BLOCKS=1",
    "-DGPU_TILE_K=2", "-DGPU_TILE_J=8", "-DGPU_TILE_I=32", "-DOPERATOR_fv2",
    "-DGPU_THRESHOLD=4096", "-DBLOCKCOPY_TILE_K=32", "-DBLOCKCOPY_TILE_J=32",
    "-DPRINT_DETAILS"]
HPGMG_CCFLAGS = ["-I.", "-x", "c++", "-Xclang", "-fhsa-ext", "-O3",
                 "-march=native", "-mavx", "-ffast-math"]
# `{mpi}` is the folder of the one-rank MPI stand-in (scripts/Inputs), which
# replaces SNAP's -I/usr/lib/openmpi/include.
MPI_STAND_IN = os.path.join(ROOT, "scripts", "Inputs", "mpi-one-rank")

COMD_SOURCES = [
    "CoMD.cpp", "cmdLineParser.cpp", "decomposition.cpp", "eam.cpp",
    "haloExchange.cpp", "initAtoms.cpp", "linkCells.cpp", "ljForce.cpp",
    "mycommand.cpp", "parallel.cpp", "performanceTimers.cpp", "random.cpp",
    "timestep.cpp", "yamlOutput.cpp"]
XSBENCH_SOURCES = ["Main.cpp", "io.cpp", "GridInit.cpp", "XSutils.cpp",
                   "Materials.cpp"]
SNAP_SOURCES = [
    "snap_main.cc", "input.cc", "allocate.cc", "comms.cc", "problem.cc",
    "source.cc", "sweep.cc", "buffers.cc", "scalar_flux.cc",
    "convergence.cc", "population.cc", "profiler.cc"]
HPGMG_SOURCES = ["hpgmg-fv.c", "level.c", "mg.c", "operators.fv2.c",
                 "solvers.c", "timers.c"]


def comd(name, flags, config):
    args = HCC_CONFIG + flags + ["-O3", "-I."]
    return {
        "name": name, "config": config, "dir": "comd-amp/src-amp",
        "sources": COMD_SOURCES,
        # The Makefile makes CoMD_info.h before any object.
        "generate": [["./generate_info_header", "CoMD-amp",
                      "/opt/rocm/hcc/bin/hcc", " ".join(args), "-lm"]],
        "args": args, "libs": ["-lm"],
        "run": ["-x", "10", "-y", "10", "-z", "10", "-N", "10"],
        "check": {"kind": "comd", "tolerance": 1e-3}}


def lulesh(name, flags, config):
    return {
        "name": name, "config": config, "dir": "lulesh-amp",
        "sources": ["lulesh.cc", "lulesh-util.cc", "lulesh-init.cc"],
        "args": HCC_CONFIG + ["-DBLOCKSIZE=256"] + flags + ["-O3"],
        "libs": ["-lm"], "run": ["-s", "10", "-i", "10"],
        "check": {"kind": "lulesh"}}


def xsbench(name, array_type, config):
    # CFLAGS of the hcc branch (INCLUDES is defined but not used).
    return {
        "name": name, "config": config, "dir": "xsbench-amp/src",
        "sources": XSBENCH_SOURCES, "openmp": True,
        "args": ["-fopenmp", "-O3", "-Wno-parentheses"] + HCC_CONFIG +
        ["-DARRAY_TYPE=%d" % array_type, "-DWHICH_ACC=0"],
        "libs": ["-lm"], "run": ["-s", "small", "-l", "100000"],
        "check": {"kind": "none"}}


def hpgmg(name, mode, config):
    return {
        "name": name, "config": config,
        "dir": "hpgmg-amp/finite-volume/source", "sources": HPGMG_SOURCES,
        "args": mode + HPGMG_CPPFLAGS + HPGMG_CCFLAGS, "libs": ["-lm"],
        "run": ["5", "8"],
        "check": {"kind": "hpgmg", "readme": "hpgmg-amp/README.amd",
                  "key": "5 8, fv2 operator, JACOBI smoother",
                  "rtol": 1e-6}}


APPS = [
    comd("CoMD", ["-DDOUBLE", "-DARRAY_VIEW"],
         "Makefile defaults: double, HCC_ARR_VIEW=ON"),
    lulesh("LULESH", ["-DARRAY_VIEW"], "Makefile defaults: HCC_ARR_VIEW=ON"),
    xsbench("XSBench", 2, "makefile defaults: HCC_ARR_TYPE=am_alloc"),
    hpgmg("HPGMG-FV", HCC_CONFIG,
          "Makefile.hcc defaults (hcc-config: hc mode)"),
    {"name": "SNAP", "config": "Makefile: MODEL=LC (-DUSE_HCC_LC), one-rank "
     "MPI stand-in", "dir": "snap-hcc/src", "sources": SNAP_SOURCES,
     "args": ["-I.", "-g", "-O3", "-march=native"] + HCC_CONFIG +
     ["-DUSE_HCC_LC", "-ferror-limit=1", "-I{mpi}"],
     "libs": ["-lm"], "run": ["snap_input"], "data": ["snap_input"],
     "check": {"kind": "snap", "readme": "snap-hcc/src/README.AMD",
               "input": "snap_input", "rtol": 1e-3}},
    # The other configurations the programs' Makefiles offer.
    comd("CoMD-array", ["-DDOUBLE"],
         "HCC_ARR_VIEW=OFF: array, captured by `,&name` from a macro"),
    lulesh("LULESH-array", [],
           "HCC_ARR_VIEW=OFF: array, captured by `,&name` from a macro"),
    xsbench("XSBench-array", 1,
            "HCC_ARR_TYPE=array: captured by `,&name` from a macro"),
    xsbench("XSBench-array_view", 0, "HCC_ARR_TYPE=array_view"),
    hpgmg("HPGMG-FV-amp", CLAMP_CONFIG,
          "Makefile.hcc defaults in C++ AMP mode (clamp-config)"),
]


def snap_monitor(text):
    """SNAP's iteration monitor: a row per outer iteration (timestep,
    outer, difference, inners) and per timestep (timestep, outers,
    inners)."""
    rows, totals, step = [], [], None
    for line in text.splitlines():
        m = re.match(r"\s*Timestep\s+(\d+)\s*$", line)
        if m:
            step = int(m.group(1))
            continue
        m = re.match(r"\s*Timestep=\s*(\d+)\s+No\. Outers=\s*(\d+)\s+"
                     r"No\. Inners=\s*(\d+)", line)
        if m:
            totals.append([int(g) for g in m.groups()])
            continue
        m = re.match(r"\s+(\d+)\s+([-+0-9.eE]+|nan|-?inf)\s+(\d+)\s*$", line)
        if m and step is not None:
            rows.append([step, int(m.group(1)), float(m.group(2)),
                         int(m.group(3))])
    return {"rows": rows, "totals": totals}


def reference(app, computeapps):
    """The value the program's own README gives for the run we make."""
    check = dict(app["check"])
    if check["kind"] == "hpgmg":
        text = open(os.path.join(computeapps, check["readme"]),
                    errors="replace").read()
        m = re.search(re.escape(check["key"]) + r":\s*([0-9.eE+-]+)", text)
        if not m:
            raise SystemExit("%s: no '%s' in %s" % (app["name"], check["key"],
                                                     check["readme"]))
        check["expected"] = float(m.group(1))
    elif check["kind"] == "snap":
        # The README's sample output is of the input that ships beside it.
        text = open(os.path.join(computeapps, check["readme"]),
                    errors="replace").read()
        sample = text.split("Iteration Monitor", 1)[-1]
        sample = sample.split("Timing Report", 1)[0]
        check["expected"] = snap_monitor(sample)
        if not check["expected"]["rows"]:
            raise SystemExit("%s: no iteration monitor in %s" %
                             (app["name"], check["readme"]))
    return check


def compile_flags(args, out_app, out):
    """The preprocessor flags of the Makefile's command line (-D, -U, -I),
    -I folders relative to the program's output folder. HCC's modes, its
    optimisation and target flags are the compilers' business there."""
    keep = []
    for a in args:
        if a.startswith(("-D", "-U")):
            keep.append(a)
        elif a.startswith("-I"):
            d = a[2:]
            if os.path.isabs(d):
                d = os.path.relpath(d, out_app)
            keep.append("-I" + d)
    return keep


def apps_translate(args):
    out = os.path.abspath(args.out)
    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(os.path.join(out, "src"))
    # The MPI stand-in travels with OUT.
    mpi = os.path.join(out, "include", "mpi-one-rank")
    shutil.copytree(MPI_STAND_IN, mpi)
    only = set(args.app or ())
    done = []
    for app in APPS:
        if only and app["name"] not in only:
            continue
        name = app["name"]
        scratch = os.path.join(out, "src", name)
        dst = os.path.join(out, name)
        shutil.copytree(os.path.join(args.computeapps, app["dir"]), scratch)
        entry = {"name": name, "config": app["config"], "dir": name,
                 "sources": app["sources"], "libs": app["libs"],
                 "openmp": app.get("openmp", False),
                 "run": {"args": app["run"], "cwd": ".",
                         "timeout": app.get("timeout", 600)},
                 "check": reference(app, args.computeapps)}
        for cmd in app.get("generate", []):
            p = subprocess.run(cmd, cwd=scratch, capture_output=True,
                               text=True)
            if p.returncode != 0:
                raise SystemExit("%s: %s failed: %s" % (name, cmd[0],
                                                        p.stderr[-300:]))
        flags = [a.replace("{mpi}", mpi) for a in app["args"]]
        cmd = [amp2hip_bin(), "-j", str(args.jobs), "--quiet",
               "--in-root", scratch, "--out-root", dst, "--print-stats-json"]
        cmd += app["sources"] + ["--"] + flags
        p = subprocess.run(cmd, cwd=scratch, capture_output=True, text=True)
        with open(os.path.join(out, "src", name + ".translate.log"), "w") as f:
            f.write(p.stderr)
        try:
            files = json.loads(p.stdout)["files"]
        except (ValueError, KeyError):
            files = []
        status = collections.Counter(f["status"] for f in files)
        failed = [f for f in files if f["status"] == "failed"]
        err = failed[0].get("first_error", "") if failed else ""
        if not err and p.returncode != 0:
            err = next((l for l in p.stderr.splitlines() if "error" in l),
                       p.stderr.strip()[-300:])
        ok = p.returncode == 0 and len(files) == len(app["sources"]) and \
            not failed
        entry.update({
            "translate": "ok" if ok else "failed",
            "first_error": err.replace(scratch + "/", ""),
            "files": dict(status), "failed_files": [f["file"] for f in failed],
            "amp2hip_args": [a.replace(out + "/", "OUT/") for a in flags],
            "defines": compile_flags(flags, dst, out)})
        if ok:
            for d in app.get("data", []):
                if not os.path.exists(os.path.join(dst, d)):
                    shutil.copy2(os.path.join(scratch, d),
                                 os.path.join(dst, d))
        done.append(entry)
        print("%-20s %-7s %s %s" % (
            name, entry["translate"],
            ", ".join("%s %d" % kv for kv in sorted(status.items())),
            entry["first_error"]), flush=True)
    json.dump({"apps": done}, open(os.path.join(out, "apps.json"), "w"),
              indent=1)
    return 0 if all(e["translate"] == "ok" for e in done) else 1


def check_output(check, text):
    """(result, detail) by the program's own measure of success."""
    kind = check["kind"]
    if kind == "lulesh":
        # lulesh-util.cc: the energy's symmetry across the first plane.
        m = re.search(r"MaxRelDiff\s*=\s*(\S+)", text)
        diff = " (MaxRelDiff %s)" % m.group(1) if m else ""
        if re.search(r"^PASSED$", text, re.M):
            return "pass", "PASSED" + diff
        if re.search(r"^FAILED$", text, re.M):
            return "fail", "FAILED" + diff
        return "fail", "no PASSED or FAILED line"
    if kind == "comd":
        m = re.search(r"eFinal/eInitial\s*:\s*(\S+)", text)
        lost = re.search(r"WARNING:\s*(\d+) atoms lost", text)
        kept = re.search(r"Final atom count\s*:\s*(\d+), no atoms lost", text)
        if not m:
            return "fail", "no eFinal/eInitial line"
        try:
            ratio = float(m.group(1))
        except ValueError:
            ratio = float("nan")
        good = abs(ratio - 1) <= check["tolerance"] and kept and not lost
        return ("pass" if good else "fail",
                "eFinal/eInitial %s (|1-x| <= %g), %s" % (
                    m.group(1), check["tolerance"],
                    "%s atoms, none lost" % kept.group(1) if kept else
                    "%s atoms lost" % (lost.group(1) if lost else "?")))
    if kind == "hpgmg":
        m = re.search(r"\|\|error\|\|=(\S+)", text)
        if not m:
            return "fail", "no ||error|| line"
        got, want = float(m.group(1)), check["expected"]
        rel = abs(got - want) / abs(want)
        order = re.search(r"order=(\S+)", text)
        return ("pass" if rel <= check["rtol"] else "fail",
                "||error||=%s, README %s (rel. diff %.1e, tolerance %g)%s" % (
                    m.group(1), repr(want), rel, check["rtol"],
                    ", order=" + order.group(1) if order else ""))
    if kind == "snap":
        got = snap_monitor(text.split("Iteration Monitor", 1)[-1])
        want = check["expected"]
        if not got["rows"]:
            return "fail", "no iteration monitor"
        worst, bad = 0.0, []
        for g, w in zip(got["rows"], want["rows"]):
            rel = abs(g[2] - w[2]) / abs(w[2]) if w[2] else abs(g[2])
            worst = max(worst, rel) if rel == rel else float("inf")
            if g[0] != w[0] or g[1] != w[1] or g[3] != w[3] or \
                    not rel <= check["rtol"]:
                bad.append("t%d o%d: %s vs %s" % (w[0], w[1], g[1:], w[1:]))
        if len(got["rows"]) != len(want["rows"]):
            bad.append("%d outer rows, README %d" % (len(got["rows"]),
                                                     len(want["rows"])))
        if got["totals"] != want["totals"]:
            diff = [(g, w) for g, w in zip(got["totals"], want["totals"])
                    if g != w]
            bad.append("timestep totals differ: %s" % (diff[:2] or
                                                       got["totals"][-1:]))
        return ("fail" if bad else "pass",
                "%d outer rows vs README (inners exact, difference rel. "
                "%g; worst %.1e)%s" % (len(got["rows"]), check["rtol"], worst,
                                       ": " + "; ".join(bad[:3])
                                       if bad else ""))
    # XSBench: no check of its own (its hash varies from run to run).
    m = re.search(r"Lookups/s:\s*(\S+)", text)
    if not m:
        return "fail", "exit 0 but no RESULTS (Lookups/s) section"
    return "ran", "no self-check of its own; ran to its RESULTS, %s " \
        "lookups/s" % m.group(1)


def apps_run(args):
    out = os.path.abspath(args.out)
    meta = json.load(open(os.path.join(out, "apps.json")))["apps"]
    if args.app:
        meta = [a for a in meta if a["name"] in args.app]
    arch = args.arch or ("sm_90" if args.compiler == "nvcc" else "gfx90a")
    cc = compilers(args.compiler, arch)
    build = os.path.join(out, "build-" + args.compiler)
    os.makedirs(build, exist_ok=True)
    omp = (args.omp_flags.split() if args.omp_flags is not None else
           ["-Xcompiler", "-fopenmp"] if args.compiler == "nvcc" else
           ["-fopenmp"])
    rt = runtime_objects(cc, os.path.join(build, "runtime"), args.jobs)

    jobs = []
    for app in meta:
        if app["translate"] != "ok":
            continue
        os.makedirs(os.path.join(build, app["name"]), exist_ok=True)
        for src in app["sources"]:
            obj = os.path.join(build, app["name"],
                               src.replace("/", "_") + ".o")
            jobs.append((app, src, obj))

    def compile_one(job):
        app, src, obj = job
        extra = omp if app["openmp"] else []
        p = subprocess.run(cc[:-2] + app["defines"] + extra + cc[-2:] +
                           ["-c", src, "-o", obj],
                           cwd=os.path.join(out, app["dir"]),
                           capture_output=True, text=True)
        with open(obj[:-2] + ".log", "w") as f:
            f.write(p.stdout + p.stderr)
        return app["name"], src, p.returncode == 0, first_error(p.stderr)

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        compiled = list(pool.map(compile_one, jobs))

    rows = []
    for app in meta:
        name = app["name"]
        if app["translate"] != "ok":
            rows.append((name, "not-translated", app["first_error"]))
            continue
        mine = [c for c in compiled if c[0] == name]
        bad = [c for c in mine if not c[2]]
        if bad:
            rows.append((name, "compile-failed", "%d of %d: %s: %s" % (
                len(bad), len(mine), bad[0][1], bad[0][3])))
            continue
        exe = os.path.join(build, name, name.lower())
        link = [cc[0]] + (["-arch=" + arch] if args.compiler == "nvcc"
                          else ["--offload-arch=" + arch])
        objs = [j[2] for j in jobs if j[0]["name"] == name]
        p = subprocess.run(link + objs + rt + app["libs"] +
                           (omp if app["openmp"] else []) + ["-o", exe],
                           capture_output=True, text=True)
        if p.returncode != 0:
            rows.append((name, "link-failed", first_error(p.stdout +
                                                          p.stderr)))
            continue
        if args.no_run:
            rows.append((name, "linked", "%d sources compiled and linked "
                         "(not run)" % len(objs)))
            continue
        run = app["run"]
        log = os.path.join(build, name + ".run.log")
        try:
            r = subprocess.run([exe] + run["args"], capture_output=True,
                               text=True, errors="replace",
                               cwd=os.path.join(out, app["dir"], run["cwd"]),
                               timeout=args.timeout or run["timeout"])
        except subprocess.TimeoutExpired as e:
            text = (e.stdout or b"")
            open(log, "wb").write(text if isinstance(text, bytes) else
                                  text.encode())
            rows.append((name, "fail", "timeout after %ds" %
                         (args.timeout or run["timeout"])))
            continue
        text = r.stdout + r.stderr
        open(log, "w").write(text)
        if r.returncode != 0:
            tail = text.strip().splitlines()[-1:] or [""]
            rows.append((name, "fail", "exit %d: %s" % (r.returncode,
                                                        tail[0][:200])))
            continue
        rows.append((name,) + check_output(app["check"], text))
    with open(os.path.join(out, "apps.tsv"), "w") as f:
        for r in rows:
            f.write("\t".join(r) + "\n")
    for r in rows:
        print("%-20s %-15s %s" % r)
    good = {"pass", "ran", "linked"}
    return 0 if all(r[1] in good for r in rows) else 1


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("translate")
    t.add_argument("hcc")
    t.add_argument("out")
    t.add_argument("-j", "--jobs", type=int, default=2)
    t.add_argument("--area", action="append")
    t.add_argument("--sample", type=int, default=0)
    t.add_argument("--update", action="store_true",
                   help="keep OUT; translate again only the tests that did "
                   "not translate there")
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
    t = sub.add_parser("apps-translate")
    t.add_argument("computeapps")
    t.add_argument("out")
    t.add_argument("-j", "--jobs", type=int, default=1)
    t.add_argument("--app", action="append",
                   help="only this row (CoMD, SNAP, CoMD-array ...)")
    a = sub.add_parser("apps-run")
    a.add_argument("out")
    a.add_argument("--compiler", choices=["nvcc", "hipcc"], default="nvcc")
    a.add_argument("--arch", default=None,
                   help="sm_90 (nvcc's default here) or gfx90a (hipcc's)")
    a.add_argument("-j", "--jobs", type=int, default=8)
    a.add_argument("--app", action="append")
    a.add_argument("--no-run", action="store_true",
                   help="build and link only (no GPU needed)")
    a.add_argument("--timeout", type=int, default=0,
                   help="seconds per program (default: apps.json's)")
    a.add_argument("--omp-flags", default=None,
                   help="OpenMP flags for XSBench, compile and link (default:"
                   " '-Xcompiler -fopenmp' with nvcc, '-fopenmp' with hipcc)")
    args = ap.parse_args()
    return {"translate": translate, "compile": compile_tests, "run": run_tests,
            "apps-translate": apps_translate,
            "apps-run": apps_run}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
