#!/usr/bin/env python3
"""Checks that the runtime's public API is the same in the translator's parse
(runtime/include with AMP2HIP_PARSE_MODEL) as in the builds of the output
(hipcc, and nvcc with runtime/compat/nvidia): a name that the parse accepts
and a build lacks would translate and then fail to compile.

1. Lists every declaration of namespace Concurrency (and its nested
   namespaces), members included, as the parse sees it (Clang's -ast-list,
   with the translator's parse arguments) and as hipcc sees it, and reports
   the public names that only the parse has. (The names the parse declares
   only so that amp2hip can refuse them with a diagnostic, Direct3D interop
   and PPL tasks, are in the forced or companion headers, not in these.)
2. Writes a program naming each public namespace-scope entity once
   (`using Concurrency::X;`) and compiles it with hipcc and nvcc.

  check-parse-model-names.py --clang CLANG [--hipcc HIPCC] [--nvcc NVCC]
                             [--root REPO] --out DIR
Exit status 0 when nothing is missing; prints "parse-model-names: N names,
ok" at the end.
"""
import argparse
import os
import re
import subprocess
import sys

HEADERS = ["amp.h", "amp_math.h", "amp_graphics.h", "amp_short_vectors.h",
           "amprt.h", "amprt_exceptions.h"]


def ast_list(cmd, src):
    r = subprocess.run(cmd + ["-fsyntax-only", "-Xclang", "-ast-list", src],
                       capture_output=True, text=True)
    if r.returncode != 0:
        sys.stderr.write(r.stderr)
        raise SystemExit("parse-model-names: %s failed" % cmd[0])
    return r.stdout.splitlines()


def public(names):
    """Qualified names of the public API: in Concurrency, outside detail
    namespaces, anonymous members and template-parameter spellings (which
    differ between Clang versions)."""
    out = set()
    for n in names:
        if not n.startswith("Concurrency::"):
            continue
        if "detail" in n or "(anonymous" in n or "type-parameter" in n:
            continue
        out.add(n)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--clang", required=True)
    ap.add_argument("--hipcc")
    ap.add_argument("--nvcc")
    ap.add_argument("--root",
                    default=os.path.dirname(os.path.dirname(
                        os.path.abspath(__file__))))
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    inc = os.path.join(a.root, "runtime", "include")
    os.makedirs(a.out, exist_ok=True)
    src = os.path.join(a.out, "all_headers.cpp")
    with open(src, "w") as f:
        f.writelines("#include <%s>\n" % h for h in HEADERS)

    # The translator's parse (lib/Driver/Translator.cpp parseModelArgs).
    parse_cmd = [a.clang, "-x", "hip", "--cuda-host-only", "-nogpulib",
                 "-nogpuinc", "-std=c++17", "-Wno-unknown-cuda-version",
                 "-DAMP2HIP_PARSE_MODEL", "-isystem", inc, "-include",
                 "amp2hip/parse_model.h", "-fdeclspec"]
    parsed = public(ast_list(parse_cmd, src))
    # Names that -ast-list prints but users cannot name: template
    # parameters (listed in their template's namespace) and names only a
    # friend declaration introduces (listed by some Clang versions).
    headers = ""
    for d, _, files in os.walk(inc):
        for fn in files:
            headers += open(os.path.join(d, fn), errors="replace").read()

    def unnameable(n):
        leaf = re.escape(n.rsplit("::", 1)[-1])
        return (re.search(r"friend\s+(struct|class)\s+%s\s*;" % leaf, headers)
                or re.search(r"(typename|class)(\.\.\.)?\s+%s\s*[,>=]" % leaf,
                             headers))

    # C++ AMP's properties (AMP2HIP_PROPERTY): declared for the parse only;
    # every use becomes its getter or setter call, which the builds have.
    properties = set(re.findall(
        r"AMP2HIP_PROPERTY(?:_RW)?\(\s*\w+\s*,\s*(?:\w+\s*,\s*)?(\w+)\s*,",
        headers))
    parsed = {n for n in parsed
              if not unnameable(n) and n.rsplit("::", 1)[-1] not in properties}
    failures = 0
    if a.hipcc:
        built = public(ast_list([a.hipcc, "-x", "hip", "--cuda-host-only",
                                 "--offload-arch=gfx90a", "-std=c++17",
                                 "-isystem", inc], src))
        # Conversion operators are spelled differently by Clang versions.
        for n in sorted(n for n in parsed - built
                        if not re.search(r"::operator ", n)):
            print("parse-model-names: only the parse declares %s" % n)
            failures += 1

    # Every namespace-scope name, named once, in each build.
    scope = sorted(n for n in parsed
                   if re.fullmatch(r"Concurrency(::(fast_math|precise_math|"
                                   r"graphics|direct3d))?::\w+", n)
                   and n.rsplit("::", 1)[-1] not in (
                       "fast_math", "precise_math", "graphics", "direct3d",
                       "hc"))
    prog = os.path.join(a.out, "every_name.cpp")
    with open(prog, "w") as f:
        f.write("// Written by check-parse-model-names.py: every public "
                "namespace-scope name\n// of the runtime that the "
                "translator's parse knows.\n")
        f.writelines("#include <hip/hip_runtime.h>\n#include <amp2hip/%s>\n"
                     % h for h in HEADERS)
        for i, n in enumerate(scope):
            f.write("namespace use%d { using %s; }\n" % (i, n))
        f.write("int main() { return 0; }\n")
    builds = []
    if a.hipcc:
        builds.append([a.hipcc, "--offload-arch=gfx90a", "-std=c++17",
                       "-isystem", inc, "-x", "hip", "-c", prog, "-o",
                       os.devnull])
    if a.nvcc:
        builds.append([a.nvcc, "-std=c++17", "--extended-lambda",
                       "-arch=sm_90", "-Wno-deprecated-gpu-targets",
                       "-isystem", inc, "-isystem",
                       os.path.join(a.root, "runtime", "compat", "nvidia"),
                       "-x", "cu", "-c", prog, "-o", os.devnull])
    for cmd in builds:
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode != 0:
            sys.stdout.write(r.stdout + r.stderr)
            print("parse-model-names: %s does not build every name" % cmd[0])
            failures += 1
    if failures:
        print("parse-model-names: %d failure(s)" % failures)
        return 1
    print("parse-model-names: %d names, ok" % len(scope))
    return 0


if __name__ == "__main__":
    sys.exit(main())
