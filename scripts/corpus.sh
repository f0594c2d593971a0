#!/usr/bin/env bash
# The C++ AMP conformance corpus (test/corpus, docs/corpus.md): translate it,
# compile it for AMD and NVIDIA in unity groups, run it on an NVIDIA GPU.
#
#   corpus.sh translate OUT [CORPUS_DIR]
#       amp2hip over every CORPUS_DIR/<category>/<name>.cpp (CORPUS_DIR is
#       test/corpus by default, or test/dialect; --in-root CORPUS_DIR
#       --out-root OUT; the harness headers are translated with
#       them into OUT/harness): one amp2hip run, -j $CORPUS_TRANSLATE_JOBS
#       (default: amp2hip's, the core count); its JSON report says which
#       programs were translated and gives each failed one's first error.
#       Then writes the unity groups OUT/groups/group_NN.hip.cpp (about
#       $CORPUS_GROUP_SIZE, default 20, programs each). A group includes
#       harness/group_prelude.h when the corpus has one (else
#       harness/amp_test.h) at global scope first. Needs amp2hip ($AMP2HIP,
#       or build/bin/amp2hip). Translated code that includes amp2hip's PPL
#       headers is linked with oneTBB (-ltbb; from $AMP2HIP_TBB_DIR/include
#       and lib when set, see scripts/bundle-tbb.sh).
#   corpus.sh compile OUT --platform amd|nvidia [-j N]
#       compiles and links each group (hipcc --offload-arch=gfx90a, or nvcc
#       -arch=sm_90 with runtime/compat/nvidia); the runtime's sources are
#       compiled once per platform. When a group fails, the programs named by
#       its errors are marked failed and the group is rebuilt without them;
#       errors only in the harness fail the whole group; errors naming no
#       program make the rest be compiled one by one. Groups
#       are built in parallel (-j, default: the number of cores).
#   corpus.sh run OUT [LOG_DIR]
#       on a GPU machine (nvcc only; no LLVM needed): compiles as above for
#       nvidia, then runs every group binary; a program that crashes or hangs
#       is reported as CRASH? and the group resumes after it. The log goes to
#       LOG_DIR/corpus-run.log (default build/gpu-logs).
#
# Each subcommand prints one line per program ("ok   cat/name" or
# "FAIL cat/name: why") and a summary line
#   corpus <step>[ (<platform>)]: N passed, M failed
# counting every program of the corpus (those that did not get through an
# earlier step count as failed), and fails when M > 0. Results also go to
# OUT/<step>[-<platform>].txt.
#
# Environment: AMP2HIP, AMP2HIP_CUDA_ARCH (sm_90), CORPUS_GROUP_SIZE (20),
# CORPUS_TRANSLATE_JOBS (amp2hip -j; default the core count),
# CORPUS_OPT (-O1), CORPUS_RUN_TIMEOUT (seconds per group run, 300).
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export CORPUS_ROOT="$root"
export PATH="$PATH:/usr/local/cuda/bin"
exec python3 - "$@" <<'PYTHON'
import concurrent.futures as cf
import json
import os
import re
import shutil
import subprocess
import sys
import time

root = os.environ["CORPUS_ROOT"]
corpus = os.path.join(root, "test", "corpus")
harness = os.path.join(corpus, "harness")
tbb_dir = os.environ.get("AMP2HIP_TBB_DIR", "")
group_size = int(os.environ.get("CORPUS_GROUP_SIZE", "20"))
opt = os.environ.get("CORPUS_OPT", "-O1")
arch = os.environ.get("AMP2HIP_CUDA_ARCH", "sm_90")
run_timeout = int(os.environ.get("CORPUS_RUN_TIMEOUT", "300"))

STD_HEADERS = ["algorithm", "cmath", "cstdint", "cstdio", "cstdlib", "cstring",
               "iostream", "numeric", "string", "vector", "exception",
               "type_traits", "utility"]


def usage():
    sys.stderr.write(
        "usage: corpus.sh translate OUT [CORPUS_DIR] | compile OUT --platform amd|nvidia "
        "[-j N] | run OUT [LOG_DIR]\n")
    sys.exit(2)


def all_programs():
    """Every program of the corpus as 'category/name', sorted."""
    progs = []
    for cat in sorted(os.listdir(corpus)):
        d = os.path.join(corpus, cat)
        if cat == "harness" or not os.path.isdir(d):
            continue
        for f in sorted(os.listdir(d)):
            if f.endswith(".cpp"):
                progs.append(cat + "/" + f[:-4])
    return progs


def ident(prog):
    return "corpus_" + prog.replace("/", "_")


def short(line, out):
    line = line.strip().replace(out.rstrip("/") + "/", "")
    line = re.sub(r"\S*/groups/\.\./", "", line)
    return line[:300]


def expected_failures(out):
    """<corpus>/expected-failures.txt (copied into OUT by translate):
    'category/name: cause' lines, the programs amp2hip is known not to
    handle yet (docs/corpus.md). 'category/name @nvidia: cause' limits the
    entry to the steps whose name holds the word (compile and run for
    nvidia)."""
    path = os.path.join(out, "expected-failures.txt")
    known = {}
    if os.path.exists(path):
        for line in open(path):
            line = line.strip()
            if line and not line.startswith("#"):
                prog, _, why = line.partition(":")
                prog, _, only = prog.partition("@")
                known[prog.strip()] = (why.strip(), only.strip())
    return known


def report(step, results, total_progs, out, fname):
    """results: prog -> (ok, why). Prints and writes them; returns exit code.
    A known failure is reported as XFAIL and does not fail the step; one that
    passes (XPASS) does, so that the list is kept true."""
    passed = failed = xfailed = 0
    known = {p: why for p, (why, only) in expected_failures(out).items()
             if not only or only in step}
    lines = []
    for p in total_progs:
        ok, why = results.get(p, (False, "not reached"))
        if ok and p in known:
            failed += 1
            lines.append("XPASS %s: passes; remove it from expected-failures.txt" % p)
        elif ok:
            passed += 1
            lines.append("ok   " + p)
        elif p in known:
            xfailed += 1
            lines.append("XFAIL %s: %s (known: %s)" % (p, why, known[p]))
        else:
            failed += 1
            lines.append("FAIL %s: %s" % (p, why))
    summary = "corpus %s: %d passed, %d failed, %d expected failures" % (
        step, passed, failed, xfailed)
    text = "\n".join(lines + [summary]) + "\n"
    with open(os.path.join(out, fname), "w") as f:
        f.write(text)
    sys.stdout.write(text)
    sys.stdout.flush()
    return 0 if failed == 0 else 1


def read_list(path):
    with open(path) as f:
        return [l.strip() for l in f if l.strip()]


# ---------------------------------------------------------------- translate

def first_error(text):
    for line in text.splitlines():
        if re.search(r"\berror\b", line) and not line.startswith("note"):
            return line
    lines = [l for l in text.splitlines() if l.strip()]
    return lines[-1] if lines else "no output, no message"


def translate(out):
    amp2hip = os.environ.get("AMP2HIP", os.path.join(root, "build", "bin", "amp2hip"))
    if not os.path.exists(amp2hip):
        sys.exit("corpus: amp2hip not found at %s (build it, or set AMP2HIP)" % amp2hip)
    shutil.rmtree(out, ignore_errors=True)
    logs = os.path.join(out, "logs", "translate")
    os.makedirs(logs)
    progs = all_programs()
    files = [os.path.join(corpus, p + ".cpp") for p in progs]
    # A group prelude that no program includes is translated on its own.
    prelude = os.path.join(harness, "group_prelude.h")
    prelude_run = [prelude] if os.path.exists(prelude) else []
    base = [amp2hip, "--in-root", corpus, "--out-root", out, "--copy=all"]
    extra = ["--", "-I", harness]
    t0 = time.time()
    # One run over the whole corpus: amp2hip translates the files in parallel
    # (-j, default its core count) and writes the harness headers once. Its
    # JSON report says which files were translated; a failed file gets no
    # output (other files of the in-root are mirrored, so the existence of
    # an output proves nothing).
    jobs = os.environ.get("CORPUS_TRANSLATE_JOBS")
    cmd = base + (["-j", jobs] if jobs else []) + ["--print-stats-json"] + \
        files + prelude_run + extra
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       stdin=subprocess.DEVNULL, text=True)
    with open(os.path.join(out, "logs", "translate.log"), "w") as log:
        log.write(r.stderr)
    status = {}
    try:
        for entry in json.loads(r.stdout)["files"]:
            status[os.path.realpath(entry["file"])] = entry
    except (ValueError, KeyError):
        print("corpus: amp2hip gave no report (exit %d); see %s" %
              (r.returncode, os.path.join(out, "logs", "translate.log")))
    results = {}
    for p, f in zip(progs, files):
        entry = status.get(os.path.realpath(f))
        if entry and entry["status"] in ("translated", "unchanged"):
            results[p] = (True, "")
            continue
        why = entry.get("first_error", entry["status"]) if entry else "not reported"
        with open(os.path.join(logs, p.replace("/", "__") + ".log"), "w") as log:
            log.write(why + "\n")
        results[p] = (False, short(why, corpus))
    if not os.path.exists(os.path.join(out, "harness", prelude_name(corpus))):
        print("corpus: the harness was not translated into %s/harness" % out)
    known = os.path.join(corpus, "expected-failures.txt")
    if os.path.exists(known):
        shutil.copy(known, os.path.join(out, "expected-failures.txt"))
    if uses_ppl(out):
        open(os.path.join(out, "needs-tbb"), "w").close()
    good = [p for p in progs if results[p][0]]
    with open(os.path.join(out, "programs.txt"), "w") as f:
        f.write("".join(p + "\n" for p in progs))
    write_groups(out, good)
    print("corpus: translated in %.0f s" % (time.time() - t0))
    return report("translate", results, progs, out, "translate.txt")


def prelude_name(corpus_dir):
    """The harness header a unity group includes first."""
    if os.path.exists(os.path.join(corpus_dir, "harness", "group_prelude.h")):
        return "group_prelude.h"
    return "amp_test.h"


def uses_ppl(out):
    """True when translated code includes amp2hip's PPL headers (oneTBB)."""
    for dirpath, _, names in os.walk(out):
        for name in names:
            if name.endswith((".cpp", ".h")):
                with open(os.path.join(dirpath, name), errors="replace") as f:
                    text = f.read()
                if re.search(r"amp2hip/msvc/(ppl|concurrent_\w+)\.h", text):
                    return True
    return False


def group_source(progs, out):
    s = ["// Generated by scripts/corpus.sh: %d corpus programs in one translation unit." % len(progs),
         "#include <hip/hip_runtime.h>",
         "#include <amp2hip/amp.h>",
         "#include <amp2hip/amp_math.h>"]
    s += ["#include <%s>" % h for h in STD_HEADERS]
    # amp2hip's headers the programs include, once at global scope: included
    # first inside a program's namespace, they would be declared there.
    own = set()
    for p in progs:
        with open(os.path.join(out, p + ".cpp"), errors="replace") as f:
            own.update(re.findall(r"^\s*#\s*include\s*<(amp2hip/[^>]+)>", f.read(), re.M))
    s += ["#include <%s>" % h for h in sorted(own - {"amp2hip/amp.h", "amp2hip/amp_math.h"})]
    # Likewise the programs' own guarded headers (helpers shared by several
    # programs of a category), so that each program sees them at global scope.
    shared = []
    for p in progs:
        pdir = os.path.dirname(os.path.join(out, p + ".cpp"))
        with open(os.path.join(out, p + ".cpp"), errors="replace") as f:
            names = re.findall(r'^\s*#\s*include\s*"([^"]+)"', f.read(), re.M)
        for name in names:
            path = os.path.realpath(os.path.join(pdir, name))
            if not os.path.isfile(path) or path.endswith(".cpp"):
                continue
            with open(path, errors="replace") as h:
                text = h.read()
            if not re.search(r"^\s*#\s*(pragma\s+once|ifndef)", text, re.M):
                continue
            rel = "../" + os.path.relpath(path, os.path.realpath(out))
            if rel not in shared:
                shared.append(rel)
    s += ['#include "%s"' % h for h in shared]
    s += ['#include "../harness/%s"' % prelude_name(out), "",
          "namespace {",
          "// Programs declare main() or main(int, char **) (_tmain).",
          "inline int corpus_call(int (*f)()) { return f(); }",
          "inline int corpus_call(int (*f)(int, char **)) {",
          '  char name[] = "corpus";',
          "  char *argv[] = {name, nullptr};",
          "  return f(1, argv);",
          "}",
          "} // namespace", ""]
    for p in progs:
        s += ["namespace %s {" % ident(p),
              "#define main corpus_main",
              '#include "../%s.cpp"' % p,
              "#undef main",
              "} // namespace %s" % ident(p), ""]
    s += ["namespace {",
          "struct corpus_entry {",
          "  const char *name;",
          "  int (*run)();",
          "};",
          "const corpus_entry corpus_programs[] = {"]
    s += ['    {"%s", [] { return corpus_call(&%s::corpus_main); }},' % (p, ident(p))
          for p in progs]
    s += ["};",
          "} // namespace",
          "",
          "// Runs the programs from the argument's position on (default 0). Each",
          "// is announced with START, so a crash names the program that caused it.",
          "int main(int argc, char **argv) {",
          "  const int count = int(sizeof(corpus_programs) / sizeof(corpus_programs[0]));",
          "  int passed = 0, failed = 0;",
          "  for (int i = argc > 1 ? std::atoi(argv[1]) : 0; i < count; ++i) {",
          "    const char *name = corpus_programs[i].name;",
          '    std::printf("START %d %s\\n", i, name);',
          "    std::fflush(stdout);",
          "    int rc = 0;",
          "    try {",
          "      rc = corpus_programs[i].run();",
          "    } catch (const std::exception &e) {",
          '      std::printf("  exception: %s\\n", e.what());',
          "      rc = -1;",
          "    } catch (...) {",
          '      std::printf("  exception of unknown type\\n");',
          "      rc = -1;",
          "    }",
          "    if (rc == 0) {",
          "      ++passed;",
          '      std::printf("RESULT PASS %s\\n", name);',
          "    } else {",
          "      ++failed;",
          '      std::printf("RESULT FAIL %s (%s %d)\\n", name, rc == -1 ? "exception" : "returned", rc);',
          "    }",
          "    std::fflush(stdout);",
          "  }",
          '  std::printf("%d passed, %d failed\\n", passed, failed);',
          "  return failed == 0 ? 0 : 1;",
          "}", ""]
    return "\n".join(s)


def write_groups(out, progs):
    gdir = os.path.join(out, "groups")
    os.makedirs(gdir, exist_ok=True)
    n = 0
    for i in range(0, len(progs), group_size):
        chunk = progs[i:i + group_size]
        name = "group_%02d" % n
        with open(os.path.join(gdir, name + ".list"), "w") as f:
            f.write("".join(p + "\n" for p in chunk))
        with open(os.path.join(gdir, name + ".hip.cpp"), "w") as f:
            f.write(group_source(chunk, out))
        n += 1


# ------------------------------------------------------------------ compile

def compilers(platform):
    inc = os.path.join(root, "runtime", "include")
    if platform == "amd":
        cc = shutil.which("hipcc")
        if not cc:
            sys.exit("corpus: hipcc not found")
        cargs = [cc, "--offload-arch=gfx90a", "-fgpu-exclude-wrong-side-overloads",
                 "-std=c++17", opt, "-isystem", inc, "-w", "-x", "hip"]
        largs = [cc, "--offload-arch=gfx90a"]
    elif platform == "nvidia":
        cc = shutil.which("nvcc")
        if not cc:
            sys.exit("corpus: nvcc not found")
        cargs = [cc, "-std=c++17", opt, "--extended-lambda", "-arch=" + arch,
                 "-Wno-deprecated-gpu-targets", "-w", "-isystem", inc, "-isystem",
                 os.path.join(root, "runtime", "compat", "nvidia"), "-x", "cu"]
        largs = [cc, "-arch=" + arch]
    else:
        usage()
    return cargs, largs


def tbb_flags(platform):
    """Compile and link flags for oneTBB: the system's, or the folder of
    scripts/bundle-tbb.sh named by $AMP2HIP_TBB_DIR."""
    if not tbb_dir:
        return [], ["-ltbb"]
    lib = os.path.join(tbb_dir, "lib")
    rpath = ["-Xlinker", "-rpath=" + lib] if platform == "nvidia" else ["-Wl,-rpath," + lib]
    return ["-isystem", os.path.join(tbb_dir, "include")], ["-L", lib] + rpath + ["-ltbb"]


def sh(cmd, log):
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       stdin=subprocess.DEVNULL, text=True, errors="replace")
    with open(log, "w") as f:
        f.write(" ".join(cmd) + "\n" + r.stdout)
    return r.returncode == 0, r.stdout


class Builder:
    def __init__(self, out, platform):
        self.out = out
        self.platform = platform
        self.cargs, self.largs = compilers(platform)
        self.libs = []
        if os.path.exists(os.path.join(out, "needs-tbb")):
            tbb_c, self.libs = tbb_flags(platform)
            self.cargs = self.cargs[:-2] + tbb_c + self.cargs[-2:]  # before -x
        self.bdir = os.path.join(out, "build-" + platform)
        os.makedirs(os.path.join(self.bdir, "runtime"), exist_ok=True)
        os.makedirs(os.path.join(self.bdir, "logs"), exist_ok=True)
        self.harness_inc = ["-I", os.path.join(out, "harness")]

    def runtime(self, pool):
        srcs = []
        for sub in ("core", "hip"):
            d = os.path.join(root, "runtime", "src", sub)
            srcs += [os.path.join(d, f) for f in sorted(os.listdir(d)) if f.endswith(".cpp")]
        jobs = []
        self.runtime_objs = []
        for s in srcs:
            obj = os.path.join(self.bdir, "runtime", os.path.basename(s)[:-4] + ".o")
            self.runtime_objs.append(obj)
            log = os.path.join(self.bdir, "logs", "runtime-" + os.path.basename(s) + ".log")
            jobs.append(pool.submit(sh, self.cargs + ["-c", s, "-o", obj], log))
        for j in jobs:
            ok, text = j.result()
            if not ok:
                sys.stdout.write(text)
                sys.exit("corpus: the runtime does not compile for %s" % self.platform)

    def build(self, src, exe, log):
        """Compiles and links one source; returns (ok, compiler output)."""
        obj = exe + ".o"
        ok, text = sh(self.cargs + self.harness_inc + ["-c", src, "-o", obj], log)
        if not ok:
            return False, text
        ok, ltext = sh(self.largs + [obj] + self.runtime_objs + self.libs + ["-o", exe],
                       log + ".link")
        return ok, text + ltext

    def blame(self, text, progs):
        """Programs named by the errors in a compiler's output: prog -> line."""
        found = {}
        lines = text.splitlines()
        in_error = False
        for line in lines:
            if re.search(r"(: error|\): error|error:|fatal error)", line):
                in_error = True
                err = line
            elif re.search(r"(: warning|\): warning|warning:)", line):
                in_error = False
            if not in_error:
                continue
            for p in progs:
                if p not in found and ("/%s.cpp" % p) in line:
                    found[p] = err
        return found

    def harness_error(self, text):
        """The first error when all errors lie in the harness headers."""
        errs = [l for l in text.splitlines()
                if re.search(r"(: error|\): error|error:)", l) and
                not re.match(r"\d+ errors? (generated|detected)", l.strip())]
        errs = [l for l in errs if not re.search(r"errors? detected in the compilation", l)]
        if errs and all("/harness/" in l for l in errs):
            return errs[0]
        return None

    def group(self, gname, progs):
        """Builds one group; returns (results, binaries) where binaries is a
        list of (exe, [programs], grouped?)."""
        gdir = os.path.join(self.out, "groups")
        results = {}
        binaries = []
        remaining = list(progs)
        rnd = 0
        while remaining:
            tag = gname if rnd == 0 else "%s.r%d" % (gname, rnd)
            src = os.path.join(gdir, tag + ".hip.cpp")
            if rnd > 0:
                with open(src, "w") as f:
                    f.write(group_source(remaining, self.out))
            exe = os.path.join(self.bdir, tag)
            ok, text = self.build(src, exe, os.path.join(self.bdir, "logs", tag + ".log"))
            if ok:
                for p in remaining:
                    results[p] = (True, "")
                binaries.append((exe, list(remaining), True))
                return results, binaries
            blamed = self.blame(text, remaining)
            if not blamed:
                harness_err = self.harness_error(text)
                if harness_err:
                    # Every program includes the harness: none can compile.
                    for p in remaining:
                        results[p] = (False, "harness: " + short(harness_err, self.out))
                    return results, binaries
            if not blamed or rnd >= 4:
                break
            for p, line in blamed.items():
                results[p] = (False, short(line, self.out))
            remaining = [p for p in remaining if p not in blamed]
            rnd += 1
        # Errors that name no program: each program alone.
        for p in remaining:
            exe = os.path.join(self.bdir, "single", p.replace("/", "__"))
            os.makedirs(os.path.dirname(exe), exist_ok=True)
            ok, text = self.build(os.path.join(self.out, p + ".cpp"), exe,
                                  exe + ".log")
            if ok:
                results[p] = (True, "")
                binaries.append((exe, [p], False))
            else:
                results[p] = (False, short(first_error(text), self.out))
        return results, binaries


def parse_jobs(args):
    jobs = os.cpu_count() or 1
    platform = None
    rest = []
    i = 0
    while i < len(args):
        if args[i] == "--platform":
            platform = args[i + 1]
            i += 2
        elif args[i] == "-j":
            jobs = int(args[i + 1])
            i += 2
        else:
            rest.append(args[i])
            i += 1
    return platform, jobs, rest


def compile_all(out, platform, jobs):
    """Returns (results, binaries, program list)."""
    if not os.path.exists(os.path.join(out, "programs.txt")):
        sys.exit("corpus: %s holds no translated corpus (run translate first)" % out)
    progs = read_list(os.path.join(out, "programs.txt"))
    gdir = os.path.join(out, "groups")
    groups = sorted(f[:-5] for f in os.listdir(gdir) if f.endswith(".list"))
    b = Builder(out, platform)
    t0 = time.time()
    results = {}
    for p in progs:
        if not os.path.exists(os.path.join(out, p + ".cpp")):
            results[p] = (False, "not translated")
    binaries = []
    with cf.ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        b.runtime(pool)
        futs = [pool.submit(b.group, g, read_list(os.path.join(gdir, g + ".list")))
                for g in groups]
        for f in futs:
            r, bins = f.result()
            results.update(r)
            binaries += bins
    print("corpus: compiled %d groups for %s in %.0f s" % (len(groups), platform, time.time() - t0))
    return results, binaries, progs


def compile_cmd(args):
    platform, jobs, rest = parse_jobs(args)
    if len(rest) != 1 or platform not in ("amd", "nvidia"):
        usage()
    out = os.path.abspath(rest[0])
    results, _, progs = compile_all(out, platform, jobs)
    return report("compile (%s)" % platform, results, progs, out, "compile-%s.txt" % platform)


# ---------------------------------------------------------------------- run

def run_binary(exe, progs, grouped, log):
    """Runs one binary; returns prog -> (ok, why)."""
    results = {}
    start = 0
    while True:
        cmd = [exe] + ([str(start)] if grouped else [])
        log.write("$ %s\n" % " ".join(cmd))
        try:
            r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               stdin=subprocess.DEVNULL, timeout=run_timeout,
                               text=True, errors="replace")
            text, rc, hung = r.stdout, r.returncode, False
        except subprocess.TimeoutExpired as e:
            text = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
            rc, hung = None, True
        log.write(text)
        log.flush()
        if not grouped:
            results[progs[0]] = (rc == 0, "" if rc == 0 else
                                 ("hung" if hung else "exit %s" % rc))
            return results
        started = None
        for line in text.splitlines():
            m = re.match(r"START (\d+) (\S+)", line)
            if m:
                started = (int(m.group(1)), m.group(2))
                continue
            m = re.match(r"RESULT (PASS|FAIL) (\S+)(.*)", line)
            if m:
                results[m.group(2)] = (m.group(1) == "PASS", m.group(3).strip())
                started = None
        if started is None:
            # Finished (or died between programs: report the rest as not run).
            for p in progs:
                results.setdefault(p, (False, "not run (exit %s)" % rc))
            return results
        i, name = started
        why = "CRASH? (hung for %d s)" % run_timeout if hung else "CRASH? (exit %s)" % rc
        results[name] = (False, why)
        start = i + 1
        if start >= len(progs):
            return results


def run_cmd(args):
    if len(args) not in (1, 2):
        usage()
    out = os.path.abspath(args[0])
    logs = os.path.abspath(args[1]) if len(args) == 2 else os.path.join(root, "build", "gpu-logs")
    os.makedirs(logs, exist_ok=True)
    results, binaries, progs = compile_all(out, "nvidia", os.cpu_count() or 1)
    with open(os.path.join(logs, "corpus-run.log"), "w") as log:
        log.write("date: %s\n" % time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()))
        smi = shutil.which("nvidia-smi")
        if smi:
            r = subprocess.run([smi, "--query-gpu=name,driver_version,memory.total",
                                "--format=csv,noheader"], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
            log.write("device: " + r.stdout)
        compiled = dict(results)
        for exe, ps, grouped in binaries:
            for p, res in run_binary(exe, ps, grouped, log).items():
                results[p] = res
        for p in progs:
            if not compiled.get(p, (False,))[0]:
                results[p] = (False, "did not compile: " + compiled.get(p, (False, "?"))[1])
        rc = report("run (nvidia)", results, progs, out, "run-nvidia.txt")
        with open(os.path.join(out, "run-nvidia.txt")) as f:
            log.write(f.read())
    print("corpus: log in %s" % os.path.join(logs, "corpus-run.log"))
    return rc


def main():
    if len(sys.argv) < 3:
        usage()
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == "translate":
        if len(args) not in (1, 2):
            usage()
        if len(args) == 2:
            global corpus, harness
            corpus = os.path.abspath(args[1])
            harness = os.path.join(corpus, "harness")
        sys.exit(translate(os.path.abspath(args[0])))
    if cmd == "compile":
        sys.exit(compile_cmd(args))
    if cmd == "run":
        sys.exit(run_cmd(args))
    usage()


main()
PYTHON
