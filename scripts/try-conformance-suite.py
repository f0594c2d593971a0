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


def positive_tests(suite):
    tests_root = os.path.join(suite, "Tests")
    out = []
    for d, _, files in os.walk(tests_root):
        for f in files:
            if f.lower() != "test.cpp":
                continue
            path = os.path.join(d, f)
            text = open(path, encoding="utf-8", errors="replace").read()
            if EXPECTS_FAILURE.search(text):
                continue
            conf = read_conf(d, tests_root)
            defs = (conf.get("definitions") or [{}])[0]
            out.append({"test": os.path.relpath(path, suite),
                        "defines": defs,
                        "compile_only": bool(conf.get("compile_only"))})
    return sorted(out, key=lambda t: t["test"])


def define_args(defs):
    return ["-D%s=%s" % (k, v) for k, v in sorted(defs.items())]


def translate(args):
    amp2hip = os.environ.get("AMP2HIP") or os.path.join(ROOT, "build", "bin",
                                                         "amp2hip")
    out = os.path.abspath(args.out)
    copy = os.path.join(out, "suite")
    tree = os.path.join(out, "tree")
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(args.suite, copy,
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
            new = text.replace("%ws", "%ls")
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
    # One amp2hip run over a compile database (each test with its own
    # defines): the headers the units share are merged and written once,
    # and the rest of the tree is copied once, with nothing racing.
    db = [{"directory": copy, "file": f,
           "arguments": ["clang++", inc, "-DAMP_TEST_LIB_BUILD", "-c", f]}
          for f in lib]
    db += [{"directory": copy, "file": t["test"],
            "arguments": ["clang++", inc] + define_args(t["defines"]) +
            ["-c", t["test"]]} for t in tests]
    json.dump(db, open(os.path.join(copy, "compile_commands.json"), "w"),
              indent=1)
    # The suite was written for Visual C++ (its platform header accepts
    # nothing else), though the database names clang++: say so, as a user
    # would (a database's compiler chooses the view otherwise).
    cmd = [amp2hip, "-j%d" % args.jobs, "-p", copy, "--in-root", copy,
           "--compiler-view=msvc", "--out-root", tree, "--copy=all",
           "--print-stats-json"] + lib + \
        [t["test"] for t in tests]
    p = subprocess.run(cmd, cwd=copy, capture_output=True, text=True)
    open(os.path.join(out, "translate.log"), "w").write(p.stderr)
    try:
        stats = {os.path.normpath(os.path.join(copy, f["file"])): f
                 for f in json.loads(p.stdout)["files"]}
    except (ValueError, KeyError):
        print("amp2hip gave no statistics; see translate.log")
        return 1

    def status(rel):
        f = stats.get(os.path.normpath(os.path.join(copy, rel)), {})
        ok = f.get("status") in ("translated", "unchanged")
        return ok, (f.get("first_error") or "").replace(copy + "/", "")

    for f in lib:
        ok, first = status(f)
        if not ok:
            print("harness not translated: %s: %s" % (f, first))
            return 1
    done = []
    for t in tests:
        t["translated"], t["first_error"] = status(t["test"])
        done.append(t)
    json.dump({"harness": lib, "tests": done},
              open(os.path.join(out, "tests.json"), "w"), indent=1)
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
             "-I", os.path.join(tree, "amp_test_lib", "inc")]
    objs = os.path.join(out, "obj")
    os.makedirs(objs, exist_ok=True)

    def compile_one(src, obj, extra=()):
        p = subprocess.run([nvcc] + flags + list(extra) +
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
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for (src, obj, _), (ok, err) in zip(
                common, pool.map(lambda c: compile_one(*c), common)):
            if not ok:
                print("FAIL common %s: %s" % (src, err))
                return 1
    common_objs = [o for _, o, _ in common]

    def one(i_t):
        i, t = i_t
        if not t["translated"]:
            return t["test"], "not-translated", t["first_error"]
        obj = os.path.join(objs, "t%d.o" % i)
        ok, err = compile_one(os.path.join(tree, t["test"]), obj,
                              define_args(t["defines"]))
        if not ok:
            return t["test"], "compile-failed", err
        if t["compile_only"]:
            return t["test"], "pass", "compile only"
        exe = os.path.join(objs, "t%d" % i)
        # A test with a main of its own does not take the harness's.
        text = open(os.path.join(tree, t["test"]), errors="replace").read()
        linked = [o for o in common_objs
                  if not (OWN_MAIN.search(text) and o.endswith("_main.cpp.o"))]
        p = subprocess.run([nvcc, "-arch=" + args.arch, obj] + linked +
                           ["-o", exe], capture_output=True, text=True)
        if p.returncode != 0:
            err = next((l for l in p.stderr.splitlines() if "undefined" in l
                        or "error" in l), "")
            return t["test"], "link-failed", err
        try:
            r = subprocess.run([exe], capture_output=True, text=True,
                               timeout=120,
                               cwd=os.path.dirname(os.path.join(tree,
                                                                t["test"])))
            code = r.returncode
        except subprocess.TimeoutExpired:
            return t["test"], "fail", "timeout"
        kind = {0: "pass", 2: "skip"}.get(code, "fail")
        tail = (r.stdout + r.stderr).strip().splitlines()[-1:] or [""]
        return t["test"], kind, "exit %d: %s" % (code, tail[0][:200])

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        rows = list(pool.map(one, enumerate(meta["tests"])))
    with open(os.path.join(out, "results.tsv"), "w") as f:
        for r in rows:
            f.write("\t".join(r) + "\n")
    counts = {}
    for _, kind, _ in rows:
        counts[kind] = counts.get(kind, 0) + 1
    print("conformance run: %d tests: %s" % (
        len(rows), ", ".join("%s %d" % kv for kv in sorted(counts.items()))))
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
    r = sub.add_parser("run")
    r.add_argument("out")
    r.add_argument("-j", "--jobs", type=int, default=16)
    r.add_argument("--arch", default="sm_90")
    args = ap.parse_args()
    return translate(args) if args.cmd == "translate" else build_run(args)


if __name__ == "__main__":
    sys.exit(main())
