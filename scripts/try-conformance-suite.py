#!/usr/bin/env python3
"""Runs Microsoft's C++ AMP conformance test suite through amp2hip: code none
of us wrote, thousands of self-checking tests of the language and the API.

The suite is not part of this repository (fetch it yourself; it is Apache
2.0, published with the C++ AMP open specification). Its layout: Tests/.../
test.cpp, each with an optional test.conf (per-test defines, compile_only)
in its folder or a parent, and the harness library amp_test_lib (inc/ and
src/). A test passes when it exits with 0 (runall_pass), is skipped with 2
(runall_skip); a test marked `//#Expects: Error` is a negative compile test
and is not taken here.

  try-conformance-suite.py translate SUITE OUT [--limit N] [--seed S] [-j J]
      (here, with amp2hip) translates the harness and the positive tests into
      OUT/tree, and lists them in OUT/tests.json with their first
      definition set and the first error of those that did not translate.
  try-conformance-suite.py run OUT [-j J] [--arch sm_90]
      (on the GPU machine, with nvcc) compiles the runtime, the harness and
      every translated test, runs those not compile-only, and writes
      OUT/results.tsv and a summary on stdout.
  try-conformance-suite.py pack OUT TARBALL
      (here) writes what `run` needs into one .tar.xz small enough to carry
      to the GPU machine: OUT/tests.json, OUT/tree whole, and of each later
      set's tree only the files that differ from OUT/tree.
  try-conformance-suite.py unpack TARBALL DIR
      (on the GPU machine) rebuilds the folder in DIR/NAME (NAME: the
      tarball's, without .tar.xz); `run DIR/NAME` then runs it.

The harness has three things only Visual C++ took, which the translate step
mends in the copy of the suite it translates (the only changes made to the
suite; say so when quoting results): two files opened by wide name
(std::ofstream and std::ifstream of a std::wstring, a library extension
libstdc++ lacks: given a std::filesystem::path), Log_writeline's second use
of a va_list the first vsnprintf consumed (fine where va_list is a pointer,
undefined on x86-64 Linux: given a va_copy), and `%ws` in its format strings
(Visual C++'s wide string: `%ls`).
"""
import argparse
import ast
import concurrent.futures
import json
import os
import random
import re
import shutil
import subprocess
import threading
import time
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXPECTS_FAILURE = re.compile(r"//#\s*Expects\s*(\d*)\s*:\s*(warning|error)",
                             re.I)
OWN_MAIN = re.compile(r"^\s*int\s+main\s*\(", re.M)
# The harness's wide-name opens, and what the copy gets.
WIDE_OPENS = [
    (re.compile(r"std::make_shared<std::ofstream>\((\w+)\)"),
     r"std::make_shared<std::ofstream>(std::filesystem::path(\1))"),
    (re.compile(r"infile\.open\((\w+)\)"),
     r"infile.open(std::filesystem::path(\1))"),
]
# Log_writeline: a copy of the va_list for the second vsnprintf.
VA_REUSE = (re.compile(r"int actual_len = vsnprintf\(c_msg\.get\(\), len, msg, args\);"),
            "va_list again; va_copy(again, args_first);\n\t\t\t"
            "int actual_len = vsnprintf(c_msg.get(), len + 1, msg, again);\n\t\t\t"
            "va_end(again);")
VA_FIRST = (re.compile(r"int len = vsnprintf\(nullptr, 0, msg, args\);"),
            "va_list args_first; va_copy(args_first, args);\n\t\t\t"
            "int len = vsnprintf(nullptr, 0, msg, args);")


def read_conf(test_dir, tests_root):
    """The test's config: the nearest test.conf-like file, as a dict."""
    d = test_dir
    while True:
        for name in sorted(os.listdir(d)):
            if name.endswith(".conf"):
                text = open(os.path.join(d, name), encoding="utf-8",
                            errors="replace").read()
                text = re.sub(r"%config\s*=\s*\(", "{", text)
                text = text.replace("=>", ":")
                text = re.sub(r"\)\s*;\s*$", "}", text.strip())
                try:
                    return ast.literal_eval(text)
                except (SyntaxError, ValueError):
                    return {"unreadable": name}
        if os.path.samefile(d, tests_root):
            return {}
        d = os.path.dirname(d)


def suite_cases(suite):
    """Every test of the suite, each definition set of its config a case of
    its own, with its text's `//#Expects:` lines (none: a positive test)."""
    tests_root = os.path.join(suite, "Tests")
    out = []
    for d, _, files in os.walk(tests_root):
        for f in files:
            if f.lower() != "test.cpp":
                continue
            path = os.path.join(d, f)
            text = open(path, encoding="utf-8", errors="replace").read()
            negative = bool(EXPECTS_FAILURE.search(text))
            conf = read_conf(d, tests_root)
            for k, defs in enumerate(conf.get("definitions") or [{}]):
                out.append({"test": os.path.relpath(path, suite), "set": k,
                            "defines": defs, "negative": negative,
                            "expects": EXPECT_LINE.findall(text),
                            "compile_only": bool(conf.get("compile_only"))})
    return sorted(out, key=lambda t: (t["test"], t["set"]))


def positive_tests(suite):
    return [t for t in suite_cases(suite) if not t["negative"]]


def suite_view(suite):
    """The compiler a copy of the suite was written for: Microsoft's copy
    accepts only Visual C++ (its platform header), HCC's only Clang."""
    platform = os.path.join(suite, "amp_test_lib", "inc", "amptest",
                            "platform.h")
    text = open(platform, errors="replace").read() \
        if os.path.exists(platform) else ""
    return "msvc" if "_MSC_VER" in text else "hcc"


def parse_sets(text):
    """`1,3,5-9` as {1, 3, 5, 6, 7, 8, 9}."""
    sets = set()
    for part in text.split(","):
        lo, _, hi = part.partition("-")
        sets.update(range(int(lo), int(hi or lo) + 1))
    return sets


def define_args(defs):
    return ["-D%s=%s" % (k, v) for k, v in sorted(defs.items())]


def translate(args):
    amp2hip = os.environ.get("AMP2HIP") or os.path.join(ROOT, "build", "bin",
                                                         "amp2hip")
    out = os.path.abspath(args.out)
    copy = os.path.join(out, "suite")
    tree = os.path.join(out, "tree")
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(args.suite, copy, symlinks=True,
                    ignore=shutil.ignore_patterns(".git", "*.sln",
                                                  "*.vcxproj*"))
    context = os.path.join(copy, "amp_test_lib", "src", "context.cpp")
    if os.path.exists(context):
        text = open(context, encoding="utf-8", errors="replace").read()
        for pattern, repl in WIDE_OPENS:
            text = pattern.sub(repl, text)
        text = "#include <filesystem>\n" + text
        open(context, "w", encoding="utf-8").write(text)
    for d, _, files in os.walk(os.path.join(copy, "amp_test_lib")):
        for f in files:
            if not f.endswith((".cpp", ".h")):
                continue
            path = os.path.join(d, f)
            text = open(path, encoding="utf-8", errors="replace").read()
            new = text
            if f == "logging.cpp":
                for pattern, repl in (VA_FIRST, VA_REUSE):
                    new = pattern.sub(repl, new)
            if new != text:
                open(path, "w", encoding="utf-8").write(new)
    tests = positive_tests(copy)
    if args.limit:
        random.Random(args.seed).shuffle(tests)
        tests = sorted(tests[:args.limit], key=lambda t: t["test"])
    inc = "-I" + os.path.join(copy, "amp_test_lib", "inc")
    lib = sorted(os.path.join("amp_test_lib", "src", f)
                 for f in os.listdir(os.path.join(copy, "amp_test_lib", "src"))
                 if f.endswith(".cpp"))
    if args.match:
        tests = [t for t in tests if re.search(args.match, t["test"])]
    if args.sets is not None:
        tests = [t for t in tests if t["set"] in args.sets]
    view = suite_view(copy)
    stats = {}

    def status(rel, k=0):
        f = stats.get((k, os.path.normpath(os.path.join(copy, rel))), {})
        ok = f.get("status") in ("translated", "unchanged")
        return ok, (f.get("first_error") or "").replace(copy + "/", "")

    def write_cases(sets_done):
        """tests.json with the sets translated so far: `run` can start on
        them while later sets are still being translated."""
        done = []
        for t in tests:
            if t["set"] in sets_done:
                t["translated"], t["first_error"] = status(t["test"], t["set"])
                done.append(t)
        tmp = os.path.join(out, "tests.json.tmp")
        json.dump({"harness": lib, "tests": done}, open(tmp, "w"), indent=1)
        os.replace(tmp, os.path.join(out, "tests.json"))
        return done

    sets_done = set()
    # One amp2hip run per definition set (each test with its own defines,
    # over a compile database): the headers the units share are merged and
    # written once per tree, and nothing races. The harness is in the first.
    for k in sorted({t["set"] for t in tests} | {0}):
        units = [t for t in tests if t["set"] == k]
        dbdir = os.path.join(out, "db.%d" % k)
        os.makedirs(dbdir)
        db = [{"directory": copy, "file": f,
               "arguments": ["clang++", inc, "-DAMP_TEST_LIB_BUILD", "-c", f]}
              for f in (lib if k == 0 else [])]
        db += [{"directory": copy, "file": t["test"],
                "arguments": ["clang++", inc] + define_args(t["defines"]) +
                ["-c", t["test"]]} for t in units]
        json.dump(db, open(os.path.join(dbdir, "compile_commands.json"), "w"),
                  indent=1)
        for t in units:
            t["tree"] = "tree" if k == 0 else "tree.%d" % k
        # The suite's copy was written for one compiler (Microsoft's for
        # Visual C++, HCC's for its Clang), though the database names
        # clang++: say which, as a user would.
        cmd = [amp2hip, "-j%d" % args.jobs, "-p", dbdir, "--in-root", copy,
               "--compiler-view=" + view,
               "--out-root", os.path.join(out, "tree" if k == 0 else
                                          "tree.%d" % k),
               "--copy=all" if k == 0 else "--copy=needed",
               "--print-stats-json"] + \
            [e["file"] for e in db]
        p = subprocess.run(cmd, cwd=copy, capture_output=True, text=True)
        open(os.path.join(out, "translate.%d.log" % k), "w").write(p.stderr)
        try:
            for f in json.loads(p.stdout)["files"]:
                stats[(k, os.path.normpath(os.path.join(copy, f["file"])))] = f
        except (ValueError, KeyError):
            print("amp2hip gave no statistics; see translate.%d.log" % k)
            return 1
        if k == 0:
            for f in lib:
                ok, first = status(f)
                if not ok:
                    print("harness not translated: %s: %s" % (f, first))
                    return 1
        sets_done.add(k)
        done = write_cases(sets_done)
        print("set %d: %d cases, %d translated so far" % (
            k, len(units), sum(t["translated"] for t in done)), flush=True)
    done = write_cases(sets_done)
    ok = sum(t["translated"] for t in done)
    print("conformance translate: %d of %d positive tests translated" %
          (ok, len(done)))
    return 0


def build_run(args):
    out = os.path.abspath(args.out)
    tree = os.path.join(out, "tree")
    meta = json.load(open(os.path.join(out, "tests.json")))
    nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
    inc = os.path.join(ROOT, "runtime", "include")
    flags = ["-std=c++17", "-O2", "--extended-lambda", "-arch=" + args.arch,
             "-Wno-deprecated-gpu-targets", "-w", "-isystem", inc,
             "-isystem", os.path.join(ROOT, "runtime", "compat", "nvidia"),
             ]
    objs = os.path.join(out, "obj")
    os.makedirs(objs, exist_ok=True)

    def compile_one(src, obj, extra=(), tree=tree):
        p = subprocess.run([nvcc] + flags + list(extra) +
                           ["-I", os.path.join(tree, "amp_test_lib", "inc")] +
                           ["-x", "cu", "-c", src, "-o", obj],
                           capture_output=True, text=True)
        err = next((l for l in p.stderr.splitlines() if "error" in l), "")
        return p.returncode == 0, err

    runtime = sorted(os.path.join(d, f) for d, _, fs in
                     os.walk(os.path.join(ROOT, "runtime", "src"))
                     for f in fs if f.endswith(".cpp"))
    common = [(s, os.path.join(objs, "rt_" + os.path.basename(s) + ".o"), ())
              for s in runtime]
    common += [(os.path.join(tree, s),
                os.path.join(objs, "lib_" + os.path.basename(s) + ".o"),
                ("-DAMP_TEST_LIB_BUILD",)) for s in meta["harness"]]
    # Objects already built by an earlier call on this machine are kept.
    todo = [c for c in common if not os.path.exists(c[1])]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for (src, obj, _), (ok, err) in zip(
                todo, pool.map(lambda c: compile_one(*c), todo)):
            if not ok:
                print("FAIL common %s: %s" % (src, err))
                return 1
    common_objs = [o for _, o, _ in common]

    # Results are written as they come, and a second call takes only the
    # cases the first did not reach: a run of the whole suite can be split
    # over calls that each stop starting cases after --budget seconds.
    results = os.path.join(out, "results.tsv")
    done = set()
    if os.path.exists(results):
        done = {tuple(l.split("\t")[:2]) for l in open(results)
                if l.count("\t") >= 3}
    deadline = time.time() + args.budget if args.budget else None
    lock = threading.Lock()
    sink = open(results, "a")

    def one(i_t):
        row = case(i_t)
        if row:
            with lock:
                sink.write("\t".join(map(str, row)) + "\n")
                sink.flush()
        return row

    def case(i_t):
        i, t = i_t
        if (t["test"], str(t["set"])) in done:
            return None
        if deadline and time.time() > deadline:
            return None
        if not t["translated"]:
            return t["test"], t["set"], "not-translated", t["first_error"]
        obj = os.path.join(objs, "t%d.o" % i)
        t_tree = os.path.join(out, t.get("tree", "tree"))
        # The definitions through a header: nvcc splits a -D value at its
        # commas (`PARAMETERS=T x, T y` would define ` T y`).
        defs = os.path.join(objs, "t%d.defines.h" % i)
        with open(defs, "w") as f:
            for k, v in sorted(t["defines"].items()):
                f.write("#define %s %s\n" % (k, v))
        ok, err = compile_one(os.path.join(t_tree, t["test"]), obj,
                              ["-include", defs], t_tree)
        if not ok:
            return t["test"], t["set"], "compile-failed", err
        if t["compile_only"]:
            return t["test"], t["set"], "pass", "compile only"
        exe = os.path.join(objs, "t%d" % i)
        # A test with a main of its own does not take the harness's.
        text = open(os.path.join(t_tree, t["test"]), errors="replace").read()
        linked = [o for o in common_objs
                  if not (OWN_MAIN.search(text) and o.endswith("_main.cpp.o"))]
        p = subprocess.run([nvcc, "-arch=" + args.arch, obj] + linked +
                           ["-o", exe], capture_output=True, text=True)
        if p.returncode != 0:
            err = next((l for l in p.stderr.splitlines() if "undefined" in l
                        or "error" in l), "")
            return t["test"], t["set"], "link-failed", err
        try:
            r = subprocess.run([exe], capture_output=True, text=True,
                               timeout=120,
                               cwd=os.path.dirname(os.path.join(t_tree,
                                                                t["test"])))
            code = r.returncode
        except subprocess.TimeoutExpired:
            return t["test"], t["set"], "fail", "timeout"
        kind = {0: "pass", 2: "skip"}.get(code, "fail")
        tail = (r.stdout + r.stderr).strip().splitlines()[-1:] or [""]
        return t["test"], t["set"], kind, "exit %d: %s" % (code,
                                                          tail[0][:200])

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        list(pool.map(one, enumerate(meta["tests"])))
    sink.close()
    rows = [l.rstrip("\n").split("\t", 3) for l in open(results)]
    counts = {}
    for _, _, kind, _ in rows:
        counts[kind] = counts.get(kind, 0) + 1
    left = len(meta["tests"]) - len(rows)
    print("conformance run: %d of %d cases: %s%s" % (
        len(rows), len(meta["tests"]),
        ", ".join("%s %d" % kv for kv in sorted(counts.items())),
        "; %d not reached (run again to go on)" % left if left else ""))
    return 0


EXPECT_LINE = re.compile(r"//#\s*Expects\s*\d*\s*:\s*(?:error\s*:\s*)?(.*\S)",
                         re.I)
EXPECT_NUMBER = re.compile(r"\b(C\d{4})\b")
EXPECT_AT = re.compile(r"\\\((\d+)\\\)")


def negative_tests(suite):
    """The negative tests, each definition set a case of its own, with the
    lines their compiler output must contain (regular expressions over
    Visual C++'s `test.cpp(LINE) : error CNNNN: message`)."""
    return [t for t in suite_cases(suite) if t["negative"]]


def msvc_lines(sarif, copy):
    """amp2hip's errors as Visual C++ printed them, per source file."""
    lines = {}
    for run in json.load(open(sarif)).get("runs", []):
        for r in run.get("results", []):
            if r.get("level") != "error" or not r.get("locations"):
                continue
            loc = r["locations"][0]["physicalLocation"]
            uri = loc["artifactLocation"]["uri"]
            path = os.path.normpath(uri[len("file://"):]
                                    if uri.startswith("file://") else uri)
            number = r.get("ruleId", "")
            number = number if re.match(r"C\d{4}$", number) else ""
            text = "%s(%d) : error %s: %s" % (
                os.path.basename(path), loc["region"]["startLine"],
                number or "", r["message"]["text"])
            lines.setdefault(path, []).append(
                (number, loc["region"]["startLine"], text))
            # Visual C++ followed an error in a header with the line of the
            # test that instantiated it ("see reference to ... being
            # compiled"); Clang's instantiation notes say the same.
            for rel in r.get("relatedLocations", []):
                ploc = rel.get("physicalLocation", {})
                ruri = ploc.get("artifactLocation", {}).get("uri", "")
                rpath = os.path.normpath(ruri[len("file://"):]
                                         if ruri.startswith("file://")
                                         else ruri)
                msg = rel.get("message", {}).get("text", "")
                if rpath == path or "requested here" not in msg:
                    continue
                line = ploc.get("region", {}).get("startLine", 0)
                lines.setdefault(rpath, []).append(
                    ("", line, "%s(%d) : see reference to %s" % (
                        os.path.basename(rpath), line, msg)))
    return lines


def negative(args):
    """Translates every negative test (each definition set) and checks that
    amp2hip refuses it, with the expected number, at the expected line."""
    amp2hip = os.environ.get("AMP2HIP") or os.path.join(ROOT, "build", "bin",
                                                         "amp2hip")
    suite = os.path.abspath(args.suite)
    out = os.path.abspath(args.out)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    tests = negative_tests(suite)
    if args.match:
        tests = [t for t in tests if re.search(args.match, t["test"])]
    inc = "-I" + os.path.join(suite, "amp_test_lib", "inc")
    view = suite_view(suite)
    rows = []
    for k in sorted({t["set"] for t in tests} | {0}):
        units = [t for t in tests if t["set"] == k]
        dbdir = os.path.join(out, "db.%d" % k)
        os.makedirs(dbdir)
        db = [{"directory": suite, "file": t["test"],
               "arguments": ["clang++", inc] + define_args(t["defines"]) +
               ["-c", t["test"]]} for t in units]
        json.dump(db, open(os.path.join(dbdir, "compile_commands.json"), "w"))
        sarif = os.path.join(out, "diagnostics.%d.sarif" % k)
        cmd = [amp2hip, "-j%d" % args.jobs, "-p", dbdir, "--in-root", suite,
               "--compiler-view=" + view, "--no-output",
               "--export-diagnostics=" + sarif, "--diagnostics-format=sarif",
               "--print-stats-json"] + [t["test"] for t in units]
        p = subprocess.run(cmd, cwd=suite, capture_output=True, text=True)
        open(os.path.join(out, "negative.%d.log" % k), "w").write(p.stderr)
        stats = {os.path.normpath(os.path.join(suite, f["file"])): f
                 for f in json.loads(p.stdout)["files"]}
        found = msvc_lines(sarif, suite)
        for t in units:
            path = os.path.normpath(os.path.join(suite, t["test"]))
            refused = stats.get(path, {}).get("status") == "failed"
            # Errors in the harness's headers count too (a test may expect
            # its misuse of one reported there), but lines are the test's.
            errors = [e for f, es in found.items() for e in es
                      if f == path or not f.endswith("test.cpp")]
            texts = [e[2] for e in errors]
            numbers = {n for e in t["expects"] for n in EXPECT_NUMBER.findall(e)}
            at = {int(n) for e in t["expects"] for n in EXPECT_AT.findall(e)}
            got_numbers = {e[0] for e in errors if e[0]}
            got_lines = {e[1] for f, es in found.items() if f == path
                         for e in es}
            matched = all(any(re.search(e, x) for x in texts)
                          for e in t["expects"])
            amp_numbers = {n for n in numbers if n.startswith("C3")}
            rows.append({
                "test": t["test"], "set": k, "refused": refused,
                "numbers": sorted(numbers), "number_ok":
                    bool(numbers) and numbers <= got_numbers,
                # The C++ AMP rules' numbers (Clang's own errors have none).
                "amp_number_ok":
                    bool(amp_numbers) and amp_numbers <= got_numbers,
                "lines": sorted(at), "line_ok": bool(at) and at <= got_lines,
                "all_matched": refused and matched,
                "first_error": texts[0] if texts else ""})
    with open(os.path.join(out, "negative.tsv"), "w") as f:
        for r in rows:
            f.write("\t".join(str(r[c]) for c in (
                "test", "set", "refused", "numbers", "number_ok", "lines",
                "line_ok", "all_matched", "first_error", "amp_number_ok"))
                    + "\n")
    amp = [r for r in rows if any(n.startswith("C3") for n in r["numbers"])]
    with_line = [r for r in rows if r["lines"]]
    print("conformance negative: %d cases; refused %d; C++ AMP numbers "
          "(C3xxx) expected in %d, all of them given in %d; all expected "
          "numbers (C2xxx too) given in "
          "%d of %d; expected line given in %d of %d; every expectation "
          "matched in %d" % (
              len(rows), sum(r["refused"] for r in rows), len(amp),
              sum(r["amp_number_ok"] for r in amp),
              sum(r["number_ok"] for r in rows),
              sum(bool(r["numbers"]) for r in rows),
              sum(r["line_ok"] for r in with_line), len(with_line),
              sum(r["all_matched"] for r in rows)))
    return 0


def pack(args):
    """The translated folder as `run` needs it: tests.json, tree/ and, of
    each tree.K, the files that differ from tree/ (under delta/tree.K)."""
    import filecmp
    import tarfile
    out = os.path.abspath(args.out)
    name = os.path.basename(args.tarball)
    name = name[:-len(".tar.xz")] if name.endswith(".tar.xz") else name
    base = os.path.join(out, "tree")
    changed = 0
    with tarfile.open(args.tarball, "w:xz") as tar:
        tar.add(os.path.join(out, "tests.json"), arcname=name + "/tests.json")
        tar.add(base, arcname=name + "/tree")
        for d in sorted(os.listdir(out)):
            if not d.startswith("tree."):
                continue
            top = os.path.join(out, d)
            for root, _, files in os.walk(top):
                for f in sorted(files):
                    path = os.path.join(root, f)
                    rel = os.path.relpath(path, top)
                    same = os.path.join(base, rel)
                    if os.path.exists(same) and filecmp.cmp(path, same, False):
                        continue
                    tar.add(path, arcname="%s/delta/%s/%s" % (name, d, rel))
                    changed += 1
    print("conformance pack: %s (%d files of later sets differ from set 0's)"
          % (args.tarball, changed))
    return 0


def unpack(args):
    """Rebuilds a packed folder: each tree.K is tree/ hard-linked, with its
    own files over it."""
    import tarfile
    name = os.path.basename(args.tarball)
    name = name[:-len(".tar.xz")] if name.endswith(".tar.xz") else name
    os.makedirs(args.dir, exist_ok=True)
    with tarfile.open(args.tarball) as tar:
        tar.extractall(args.dir)
    top = os.path.join(args.dir, name)
    delta = os.path.join(top, "delta")
    for d in sorted(os.listdir(delta)) if os.path.isdir(delta) else []:
        dest = os.path.join(top, d)
        shutil.copytree(os.path.join(top, "tree"), dest,
                        copy_function=os.link)
        for root, _, files in os.walk(os.path.join(delta, d)):
            for f in files:
                src = os.path.join(root, f)
                to = os.path.join(dest, os.path.relpath(src,
                                                        os.path.join(delta, d)))
                os.makedirs(os.path.dirname(to), exist_ok=True)
                if os.path.exists(to):
                    os.unlink(to)  # a link to tree/'s file: keep that one
                shutil.copy2(src, to)
    shutil.rmtree(delta, ignore_errors=True)
    print("conformance unpack: %s" % top)
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("translate")
    t.add_argument("suite")
    t.add_argument("out")
    t.add_argument("--limit", type=int, default=0)
    t.add_argument("--seed", type=int, default=17)
    t.add_argument("-j", "--jobs", type=int, default=2)
    t.add_argument("--match", help="only tests whose path matches this "
                   "regular expression")
    t.add_argument("--sets", type=parse_sets,
                   help="only these definition sets (comma-separated numbers "
                   "or ranges, 1-95; the harness is always translated, in "
                   "the run of set 0)")
    r = sub.add_parser("run")
    r.add_argument("out")
    r.add_argument("-j", "--jobs", type=int, default=16)
    r.add_argument("--arch", default="sm_90")
    r.add_argument("--budget", type=int, default=0,
                   help="start no case after this many seconds")
    n = sub.add_parser("negative")
    n.add_argument("suite")
    n.add_argument("out")
    n.add_argument("-j", "--jobs", type=int, default=2)
    n.add_argument("--match", help="only tests whose path matches this "
                   "regular expression")
    p = sub.add_parser("pack")
    p.add_argument("out")
    p.add_argument("tarball")
    u = sub.add_parser("unpack")
    u.add_argument("tarball")
    u.add_argument("dir")
    args = ap.parse_args()
    return {"translate": translate, "run": build_run, "negative": negative,
            "pack": pack, "unpack": unpack}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
