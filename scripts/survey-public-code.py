#!/usr/bin/env python3
"""Surveys C++ AMP code written by others with amp2hip, as a new user would
run it, so that the survey can be repeated and compared over time
(docs/public-code-survey.md).

The repositories are public GitHub projects; none of their code is kept in
this repository. scripts/survey-repos.txt names them, the commit used and,
per entry, how a user would give them to amp2hip: a Visual Studio solution
as it is, or a tree of sources with its include folders.

  survey-public-code.py checkout LIST --repos DIR [--mirror DIR]
      puts each repository of LIST at its commit under DIR/<owner>+<name>
      (a git clone, from --mirror DIR/<owner>+<name> where one exists, else
      from GitHub). Checkouts already there are kept.
  survey-public-code.py run LIST --repos DIR --out DIR [--amp2hip BIN]
                        [--only ENTRY,...] [--build] [--nvcc-jobs N]
                        [--build-sample N [--seed S]]
      finds the translation units that reach C++ AMP, runs amp2hip over
      each entry, and writes OUT/units.tsv (one row per unit), OUT/causes.tsv
      (first-error causes with their counts) and OUT/summary.md. With
      --build, every translated unit is compiled (host and device) with nvcc
      against amp2hip's runtime, as scripts/build-translated.sh does;
      with --build-sample N only a seeded random sample of N of them.
      --only with --update runs some entries again and keeps the other
      rows of OUT/units.tsv.
  survey-public-code.py report OUT
      classifies the first errors of OUT/units.tsv again and rewrites
      OUT/causes.tsv and OUT/summary.md (after a change to the classes).
  survey-public-code.py compare OLD/units.tsv NEW/units.tsv
      units whose result changed between two runs, and the totals.

A unit reaches C++ AMP when it or a project header it includes (followed
through quoted includes and the entry's include folders, case-insensitively
and with backslashes, as Windows resolves them) includes <amp.h>,
<amp_math.h>, <amp_graphics.h> or <amp_short_vectors.h>, or writes
restrict(amp). Sources are read in UTF-8, or UTF-16 where they start with
its byte-order mark.

Entries of LIST (an INI file; one section per entry, multi-valued options
one per line):

  repo, commit   the GitHub repository and the commit surveyed
  category       the row of the summary the entry counts in
  kind           vs-solution: `amp2hip SOLUTION.sln`, for each solution in
                 `solutions` (in order; a unit that an earlier solution
                 compiles is not counted again); units under `root` that no
                 solution compiles are run as a tree (below).
                 tree: one `amp2hip --in-root ROOT UNITS -- -I... -D...`
                 run over the units under `root`, with `include` and
                 `defines`.
                 conformance: Microsoft's C++ AMP conformance suite at
                 `root`, `sample` of its positive tests (`seed`), run through
                 scripts/try-conformance-suite.py (per-test definitions).
  root           the folder of the entry, relative to the repository
  include        include folders (relative to the repository) for tree units
  defines        NAME or NAME=VALUE, for tree units
  exclude        glob patterns of paths (relative to the repository) left out
  sample, seed   a random sample of N units (tree, conformance)

amp2hip runs with -j1 under `nice -n 19`; give --jobs to use more cores.
"""
import argparse
import codecs
import configparser
import concurrent.futures
import fnmatch
import json
import os
import random
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE_EXTS = (".cpp", ".cc", ".cxx", ".c++")
AMP_HEADERS = {"amp.h", "amp_math.h", "amp_graphics.h", "amp_short_vectors.h"}
INCLUDE_RE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*([<"])([^>"\r\n]+)[>"]',
                        re.M)
RESTRICT_AMP_RE = re.compile(r"\brestrict\s*\([^)]*\bamp\b")
VC_PROJECT_GUID = "8BC9CEB8-8B4A-11D0-8D11-00A0C91BC942"
NICE = ["nice", "-n", "19"]
DRY_RUN = False  # run --dry-run: find the units, run nothing


# --------------------------------------------------------------------------
# Reading sources


def read_text(path):
    """The text of a source: UTF-16 by its byte-order mark, else UTF-8
    (with or without its mark), else Latin-1."""
    try:
        data = open(path, "rb").read()
    except OSError:
        return ""
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16", errors="replace")
    if data.startswith(codecs.BOM_UTF8):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


class FileIndex:
    """Case-insensitive lookups of files, as Windows resolves paths."""

    def __init__(self, top):
        self.top = top
        self.listing = {}
        self.by_name = {}
        for d, dirs, files in os.walk(top):
            dirs[:] = [x for x in dirs if not x.startswith(".")]
            for f in files:
                self.by_name.setdefault(f.lower(), []).append(
                    os.path.join(d, f))

    def entries(self, d):
        if d not in self.listing:
            try:
                self.listing[d] = {n.lower(): n for n in os.listdir(d)}
            except OSError:
                self.listing[d] = {}
        return self.listing[d]

    def resolve(self, base, rel):
        """base/rel with each component matched without case, or None."""
        path = base
        for part in rel.replace("\\", "/").split("/"):
            if part in ("", "."):
                continue
            if part == "..":
                path = os.path.dirname(path)
                continue
            name = self.entries(path).get(part.lower())
            if name is None:
                return None
            path = os.path.join(path, name)
        return path if os.path.isfile(path) else None

    def nearest_by_name(self, name, near):
        """A file of that name under the top, the one nearest to `near`."""
        found = self.by_name.get(os.path.basename(
            name.replace("\\", "/")).lower(), [])
        if not found:
            return None
        return max(found, key=lambda p: (
            len(os.path.commonpath([p, near])), -len(p)))


class Reach:
    """Which files reach C++ AMP, through the includes that resolve to
    files of the repository."""

    def __init__(self, index):
        self.index = index
        self.direct = {}
        self.includes = {}

    def scan(self, path):
        if path in self.direct:
            return
        text = strip_comments(read_text(path))
        incs = INCLUDE_RE.findall(text)
        amp = bool(RESTRICT_AMP_RE.search(text)) or any(
            os.path.basename(n.replace("\\", "/")).lower() in AMP_HEADERS
            for _, n in incs)
        self.direct[path] = amp
        self.includes[path] = incs

    def resolve(self, path, kind, name, include_dirs):
        here = os.path.dirname(path)
        dirs = ([here] if kind == '"' else []) + include_dirs
        for d in dirs:
            found = self.index.resolve(d, name)
            if found:
                return found
        if kind == '"':
            # A project's include folder we were not told about.
            return self.index.nearest_by_name(name, here)
        return None

    def reaches(self, unit, include_dirs):
        seen = set()
        stack = [unit]
        while stack:
            path = stack.pop()
            if path in seen:
                continue
            seen.add(path)
            self.scan(path)
            if self.direct[path]:
                return True
            for kind, name in self.includes[path]:
                if os.path.basename(name.replace("\\", "/")).lower() in \
                        AMP_HEADERS:
                    continue
                found = self.resolve(path, kind, name, include_dirs)
                if found and found not in seen:
                    stack.append(found)
        return False


def sources_under(top, repo_dir, exclude):
    out = []
    for d, dirs, files in os.walk(top):
        dirs[:] = sorted(x for x in dirs if not x.startswith("."))
        for f in sorted(files):
            if not f.lower().endswith(SOURCE_EXTS) or \
                    f.lower().endswith(".hip.cpp"):
                continue
            path = os.path.join(d, f)
            rel = os.path.relpath(path, repo_dir)
            if any(fnmatch.fnmatch(rel, p) for p in exclude):
                continue
            out.append(path)
    return out


# --------------------------------------------------------------------------
# Visual Studio projects (only what choosing units and build flags needs)


def solution_projects(sln):
    if sln.lower().endswith(".vcxproj"):
        return [sln]
    text = read_text(sln)
    out = []
    for m in re.finditer(r'Project\("\{([^}]+)\}"\)\s*=\s*"([^"]*)",\s*'
                         r'"([^"]+)"', text):
        if m.group(1).upper() == VC_PROJECT_GUID and \
                m.group(3).lower().endswith(".vcxproj"):
            path = index_resolve(os.path.dirname(sln), m.group(3))
            if path:
                out.append(path)
    return out


_LISTINGS = {}


def index_resolve(base, rel):
    path = base
    for part in rel.replace("\\", "/").split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            path = os.path.dirname(path)
            continue
        if path not in _LISTINGS:
            try:
                _LISTINGS[path] = {n.lower(): n for n in os.listdir(path)}
            except OSError:
                _LISTINGS[path] = {}
        name = _LISTINGS[path].get(part.lower())
        if name is None:
            return None
        path = os.path.join(path, name)
    return path if os.path.exists(path) else None


def moved(path, in_root, out_root):
    """Where --out-root put a folder of the tree (translated headers)."""
    if in_root and out_root and (path == in_root or
                                 path.startswith(in_root + "/")):
        return os.path.normpath(os.path.join(out_root,
                                             os.path.relpath(path, in_root)))
    return path


def read_vcxproj(path, sln):
    """Sources, definitions and include folders of a project in its first
    Release configuration: an approximation of what amp2hip reads, used only
    to choose units and to compile units of targets amp2hip left out."""
    proj = {"path": path, "sources": [], "defines": [], "include": []}
    try:
        tree = ET.parse(path)
    except (ET.ParseError, OSError):
        return proj
    ns = ""
    root = tree.getroot()
    if root.tag.startswith("{"):
        ns = root.tag[:root.tag.index("}") + 1]
    pdir = os.path.dirname(path)
    macros = {"ProjectDir": pdir + "/", "SolutionDir":
              os.path.dirname(sln) + "/", "MSBuildThisFileDirectory":
              pdir + "/", "MSBuildProjectDirectory": pdir,
              "Configuration": "Release", "ProjectName":
              os.path.splitext(os.path.basename(path))[0]}

    def expand(s):
        return re.sub(r"\$\((\w+)\)",
                      lambda m: macros.get(m.group(1), "\0"), s)

    def release(el):
        cond = el.get("Condition")
        return cond is None or "release" in cond.lower()

    proj["excluded"] = []
    for item in root.iter(ns + "ClCompile"):
        inc = item.get("Include")
        if inc:
            found = index_resolve(pdir, expand(inc))
            if found and found.lower().endswith(SOURCE_EXTS):
                # A source excluded from the build (often one #included
                # by another) is not a translation unit.
                off = any((x.text or "").strip().lower() == "true" and
                          release(x) for x in
                          item.findall(ns + "ExcludedFromBuild"))
                proj["excluded" if off else "sources"].append(found)
    groups = [g for g in root.iter(ns + "ItemDefinitionGroup") if release(g)]
    for g in groups[:1]:
        cl = g.find(ns + "ClCompile")
        if cl is None:
            continue
        defs = cl.findtext(ns + "PreprocessorDefinitions") or ""
        for d in defs.split(";"):
            d = d.strip()
            if d and not d.startswith("%(") and "$(" not in d:
                proj["defines"].append(d)
        dirs = cl.findtext(ns + "AdditionalIncludeDirectories") or ""
        for d in dirs.split(";"):
            d = expand(d.strip())
            if not d or d.startswith("%(") or "\0" in d or \
                    re.match(r"[A-Za-z]:", d):
                continue
            found = index_resolve(pdir, d) if not os.path.isabs(d) else \
                (d if os.path.isdir(d) else None)
            if found and os.path.isdir(found):
                proj["include"].append(found)
    for pg in root.iter(ns + "PropertyGroup"):
        if release(pg):
            cs = pg.findtext(ns + "CharacterSet")
            if cs == "Unicode":
                proj["defines"] += ["_UNICODE", "UNICODE"]
                break
            if cs == "MultiByte":
                proj["defines"].append("_MBCS")
                break
    return proj


def cmake_targets(path):
    """Per-source flags of the targets in amp2hip's generated
    CMakeLists.txt: {source: (include dirs, defines, forced includes)}."""
    out = {}
    if not os.path.exists(path):
        return out
    text = open(path, encoding="utf-8", errors="replace").read()
    base = os.path.dirname(path)

    def paths(body):
        return [os.path.normpath(os.path.join(
            base, p.replace("${CMAKE_CURRENT_SOURCE_DIR}/", "")
            .replace("${CMAKE_CURRENT_SOURCE_DIR}", ".").replace("\\", "")))
            for p in re.findall(r'"([^"]*)"', body)]

    blocks = {}
    for m in re.finditer(r"add_(?:executable|library)\((\S+)([^)]*)\)", text):
        body = m.group(2).replace(" STATIC", "").replace(" SHARED", "")
        blocks[m.group(1)] = {"sources": paths(body), "include": [],
                              "defines": [], "forced": []}
    for cmd, key in (("target_include_directories", "include"),
                     ("target_compile_definitions", "defines"),
                     ("target_compile_options", "forced")):
        for m in re.finditer(cmd + r"\((\S+) PRIVATE([^)]*)\)", text):
            if m.group(1) not in blocks:
                continue
            vals = re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(2))
            if key == "include":
                vals = paths(m.group(2))
            elif key == "forced":
                vals = [os.path.normpath(os.path.join(base, v.split(
                    "-include ", 1)[1].replace(
                        "${CMAKE_CURRENT_SOURCE_DIR}/", "")))
                    for v in vals if "-include " in v]
            else:
                vals = [v.replace('\\"', '"') for v in vals]
            blocks[m.group(1)][key] = vals
    for b in blocks.values():
        for s in b["sources"]:
            out[s] = (b["include"], b["defines"], b["forced"])
    return out


# --------------------------------------------------------------------------
# First errors and their causes

ERROR_RE = re.compile(r"^(?:(?P<file>.*?):(?P<line>\d+):(?:\d+:)?\s*)?"
                      r"(?:fatal )?error:\s*(?P<msg>.*)$")
NUMBER_RE = re.compile(r"^(AH\d{4}|C\d{4}):\s*(.*)$")


def cause_of(first_error):
    """(key, diagnostic number) of a first error line: the AH or MSVC number
    (AH1306 with the component), or Clang's message with its names kept and
    other details dropped."""
    if not first_error:
        return "failed without an error line", ""
    if "crashed" in first_error:
        return "translator crash", ""
    if first_error.startswith("amp2hip gave no result"):
        return "no result from amp2hip", ""
    m = ERROR_RE.match(first_error.strip())
    msg = m.group("msg") if m else first_error.strip()
    n = NUMBER_RE.match(msg)
    if n:
        number, rest = n.groups()
        if number in ("AH1300", "AH1301", "AH1303", "AH1306"):
            # The Windows name or component: what a fix would provide.
            name = re.search(r"[<'\"`]([^>'\"`]+)[>'\"`]", rest)
            name = name.group(1).replace("\\", "/") if name else ""
            if number == "AH1306":
                name = name.lower()
            return "%s %s" % (number, name), number
        return number, number
    if "file not found" in msg:
        name = re.search(r"'([^']+)'", msg)
        return "file not found <%s>" % (name.group(1) if name else "?"), ""
    if "byte order mark" in msg or "UTF-16" in msg:
        return "UTF-16 source", ""
    for pat, fmt in (
            (r"unknown type name '([^']+)'", "unknown type name '%s'"),
            (r"use of undeclared identifier '([^']+)'",
             "undeclared identifier '%s'"),
            (r"no member named '([^']+)' in '?([^']+?)'?$",
             "no member named '%s' in '%s'"),
            (r"no type named '([^']+)' in '?([^']+?)'?$",
             "no type named '%s' in '%s'"),
            (r"^#error (.*)$", "#error %s"),
            (r"reference to '([^']+)' is ambiguous",
             "reference to '%s' is ambiguous"),
            # Kinds where the names would split one cause into many.
            (r"ambiguous partial specializations of '([^'<]+)",
             "ambiguous partial specializations of '%s'"),
            (r"missing 'typename' prior to dependent type name",
             "missing 'typename' before a dependent type name"),
            (r"use 'template' keyword to treat '[^']+' as a dependent "
             r"template name|missing 'template' keyword prior to dependent",
             "missing 'template' before a dependent member template"),
            (r"declaration of '[^']+' shadows template parameter",
             "a member declaration shadows a template parameter"),
            (r"use of class template '([^']+)' requires template arguments",
             "class template '%s' used without template arguments")):
        mm = re.search(pat, msg)
        if mm:
            return "clang: " + (fmt % mm.groups() if mm.groups() else
                                fmt), ""
    msg = re.sub(r"\d+", "N", msg)
    return "clang: " + (msg[:100] + "..." if len(msg) > 100 else msg), ""


# What issue 26 expects to stop units, matched on the cause key and the
# first error; the first label that matches names the unit's group.
EXPECTED = [
    ("winmm timing (timeGetTime, timeBeginPeriod)",
     r"timeGetTime|timeBeginPeriod|timeEndPeriod|mmsystem"),
    ("ATL string conversions", r"USES_CONVERSION|\bC[AWT]2C?[AWT]\b|"
     r"\b[AWT]2C?[AWT]\b|atlconv"),
    ("the _s CRT family (printf_s ...)", r"'\w+_s'"),
    ("<crtdefs.h>", r"crtdefs\.h"),
    ("<intrin.h> and its intrinsics", r"intrin\.h|_BitScan|__popcnt|"
     r"_byteswap|__cpuid|'_mm_"),
    ("PPL containers", r"concurrent_(unordered_map|unordered_set|vector|"
     r"queue)"),
    ("C++14 `byte`", r"'byte'"),
    ("third-party headers' Visual C++ branches",
     r"__pragma|__forceinline|__assume|novtable"),
    ("false AH1307 in a JSON library (ADL at instantiation)",
     r"json.*AH1307"),
    ("compiler view of a compile database (#error)",
     r"#error .*(compiler|platform)"),
    ("SIZE_WIDTH", r"SIZE_WIDTH"),
    ("UTF-16 sources", r"UTF-16"),
    ("Windows component included (AH1306)", r"^AH1306"),
]


def build_cause(error):
    """The message of nvcc's first error, without its place."""
    m = re.search(r"error:\s*(.*)$", error or "")
    msg = m.group(1) if m else (error or "")
    msg = re.sub(r"\d+", "N", msg.strip())
    return msg[:120]


def expected_group(key, first_error):
    for label, pat in EXPECTED:
        if re.search(pat, key) or re.search(pat, first_error or ""):
            return label
    return ""


# --------------------------------------------------------------------------
# Running amp2hip


def run_amp2hip(amp2hip, args, cwd, log, jobs):
    if DRY_RUN:
        return {}, ""
    cmd = NICE + [amp2hip, "-j%d" % jobs, "--print-stats-json"] + args
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True,
                       errors="replace")
    with open(log, "a") as f:
        f.write("$ " + " ".join(cmd) + "\n(cwd " + cwd + ")\n" + p.stderr +
                "\n")
    try:
        files = json.loads(p.stdout)["files"]
    except (ValueError, KeyError):
        return None, p.stderr
    return {os.path.normpath(os.path.join(cwd, f["file"])): f
            for f in files}, p.stderr


def first_error_of(stats_entry, stderr, unit):
    if stats_entry is None:
        # Not in the statistics: the first error of the run that names it.
        for line in stderr.splitlines():
            if unit in line and "error" in line:
                return line.strip()
        return "amp2hip gave no result for this unit"
    return stats_entry.get("first_error") or ""


def translated(stats_entry):
    return stats_entry is not None and stats_entry.get("status") in (
        "translated", "unchanged", "checked")


class Survey:
    def __init__(self, args):
        self.args = args
        self.repos = os.path.abspath(args.repos)
        self.out = os.path.abspath(args.out)
        self.amp2hip = os.path.abspath(args.amp2hip)
        self.units = []
        os.makedirs(os.path.join(self.out, "logs"), exist_ok=True)

    def log_path(self, entry):
        return os.path.join(self.out, "logs",
                            entry["name"].replace("/", "_") + ".log")

    def rel(self, path):
        return os.path.relpath(path, self.repos)

    def clean(self, text):
        return (text or "").replace(self.repos + "/", "").replace(
            os.path.join(self.out, "tree") + "/", "")

    def add(self, entry, unit, via, stats, stderr, flags, out_file):
        first = "" if translated(stats) else self.clean(
            first_error_of(stats, stderr, unit))
        key, number = ("", "") if translated(stats) else cause_of(first)
        self.units.append({
            "entry": entry["name"], "category": entry["category"],
            "unit": self.rel(unit), "via": via,
            "translated": "yes" if translated(stats) else "no",
            "first_error": first, "cause": key, "number": number,
            "expected": expected_group(key, first) if key else "",
            "build": "", "build_error": "",
            "_flags": flags, "_out": out_file})

    def entry_dirs(self, entry):
        repo_dir = os.path.join(self.repos, entry["repo"].replace("/", "+"))
        root = os.path.normpath(os.path.join(repo_dir, entry.get("root", "")))
        return repo_dir, root

    def tree_units(self, entry, candidates, repo_dir, root, tag):
        include = [os.path.join(repo_dir, d) for d in entry["include"]]
        defines = entry["defines"]
        index = FileIndex(root)
        reach = Reach(index)
        units = [u for u in candidates if reach.reaches(u, include)]
        if entry.get("sample") and len(units) > int(entry["sample"]):
            random.Random(int(entry.get("seed", 1))).shuffle(units)
            units = sorted(units[:int(entry["sample"])])
        if not units:
            return
        out_root = os.path.join(self.out, "tree", entry["name"], tag)
        args = ["--in-root", root]
        args += ["--out-root", out_root] if self.args.build else \
            ["--no-output"]
        flags = ["-I" + d for d in include] + ["-D" + d for d in defines]
        built_include = [moved(d, root, out_root) for d in include]
        log = self.log_path(entry)
        stats, stderr = run_amp2hip(self.amp2hip, args + units + ["--"] +
                                    flags, root, log, self.args.jobs)
        stats = stats or {}
        for u in units:
            out_file = os.path.join(out_root, os.path.relpath(u, root))
            self.add(entry, u, "tree", stats.get(os.path.normpath(u)),
                     stderr, (built_include, defines, []), out_file)

    def vs_solution(self, entry):
        repo_dir, root = self.entry_dirs(entry)
        covered = set()
        log = self.log_path(entry)
        exclude = entry["exclude"]
        for i, sln_rel in enumerate(entry["solutions"]):
            sln = index_resolve(repo_dir, sln_rel)
            if not sln:
                print("  missing solution: %s" % sln_rel, file=sys.stderr)
                continue
            projects = [read_vcxproj(p, sln) for p in solution_projects(sln)]
            index = FileIndex(root)
            reach = Reach(index)
            mine = {}
            for p in projects:
                covered.update(p["excluded"])
                for s in p["sources"]:
                    rel = os.path.relpath(s, repo_dir)
                    if s in covered or any(fnmatch.fnmatch(rel, x)
                                           for x in exclude):
                        continue
                    if not s.startswith(root + "/"):
                        continue
                    if reach.reaches(s, p["include"]):
                        mine[s] = p
            if not mine:
                continue
            out_root = os.path.join(self.out, "tree", entry["name"],
                                    "sln%d" % i)
            args = ["--out-root", out_root] if self.args.build else \
                ["--no-output"]
            stats, stderr = run_amp2hip(self.amp2hip, args + [sln],
                                        os.path.dirname(sln), log,
                                        self.args.jobs)
            stats = stats or {}
            in_root = self.solution_root(out_root, list(mine)) \
                if self.args.build else None
            targets = cmake_targets(os.path.join(out_root, "CMakeLists.txt"))
            if not targets:
                targets = cmake_targets(os.path.join(
                    out_root, "amp2hip-cmake", "CMakeLists.txt"))
            for s, p in sorted(mine.items()):
                covered.add(s)
                out_file = os.path.join(out_root, os.path.relpath(
                    s, in_root)) if in_root else ""
                flags = targets.get(out_file)
                if flags is None:
                    flags = ([moved(d, in_root, out_root)
                              for d in p["include"]], p["defines"], [])
                self.add(entry, s, os.path.relpath(sln, repo_dir),
                         stats.get(os.path.normpath(s)), stderr, flags,
                         out_file)
        # Units under the root that no solution compiles.
        rest = [u for u in sources_under(root, repo_dir, exclude)
                if u not in covered]
        if rest:
            self.tree_units(entry, rest, repo_dir, root, "rest")

    @staticmethod
    def solution_root(out_root, sources):
        """The folder amp2hip mirrored into out_root: the ancestor of the
        sources under which most of them are found there."""
        d = os.path.commonpath(sources) if len(sources) > 1 else \
            os.path.dirname(sources[0])
        best, found = None, 0
        while True:
            n = sum(os.path.exists(os.path.join(out_root, os.path.relpath(
                s, d))) for s in sources)
            if n > found:
                best, found = d, n
            if d == os.path.dirname(d):
                return best
            d = os.path.dirname(d)

    def tree(self, entry):
        repo_dir, root = self.entry_dirs(entry)
        self.tree_units(entry, sources_under(root, repo_dir,
                                             entry["exclude"]),
                        repo_dir, root, "tree")

    def conformance(self, entry):
        repo_dir, suite = self.entry_dirs(entry)
        if DRY_RUN:
            return
        out = os.path.join(self.out, "tree", entry["name"])
        env = dict(os.environ, AMP2HIP=self.amp2hip)
        cmd = NICE + [sys.executable, os.path.join(
            ROOT, "scripts", "try-conformance-suite.py"), "translate", suite,
            out, "--limit", entry.get("sample", "80"), "--seed",
            entry.get("seed", "17"), "-j", str(self.args.jobs)]
        p = subprocess.run(cmd, capture_output=True, text=True, env=env)
        with open(self.log_path(entry),
                  "w") as f:
            f.write(p.stdout + p.stderr)
        try:
            meta = json.load(open(os.path.join(out, "tests.json")))
        except (OSError, ValueError):
            print("  conformance translate failed: %s" % p.stdout.strip(),
                  file=sys.stderr)
            return
        inc = os.path.join(out, "tree", "amp_test_lib", "inc")
        for t in meta["tests"]:
            unit = os.path.join(suite, t["test"])
            stats = {"status": "translated"} if t["translated"] else \
                {"status": "failed", "first_error": t["first_error"]}
            defines = ["%s=%s" % kv for kv in sorted(t["defines"].items())]
            self.add(entry, unit, "conformance", stats, "",
                     ([inc], defines, []),
                     os.path.join(out, "tree", t["test"]))

    # ---- nvcc

    def build(self):
        nvcc = shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
        base = ["-std=c++17", "-O2", "--extended-lambda",
                "-arch=" + self.args.arch, "-Wno-deprecated-gpu-targets",
                "-w", "-isystem", os.path.abspath(self.args.runtime_include),
                "-isystem", os.path.abspath(self.args.nvidia_compat)]
        objs = os.path.join(self.out, "obj")
        os.makedirs(objs, exist_ok=True)
        todo = [u for u in self.units if u["translated"] == "yes"]
        # A seeded sample when building every unit would take too long on
        # a small machine; the summary then says how many were tried.
        n = self.args.build_sample
        if n and n < len(todo):
            todo = sorted(random.Random(self.args.seed).sample(todo, n),
                          key=self.units.index)

        def one(i_u):
            i, u = i_u
            src = u["_out"]
            if not src or not os.path.exists(src):
                return i, "no-output", "translated file not found"
            include, defines, forced = u["_flags"]
            cmd = NICE + [nvcc] + base + ["-I", os.path.dirname(src)]
            for d in include:
                cmd += ["-I", d]
            cmd += ["-D" + d for d in defines]
            for f in forced:
                cmd += ["-include", f]
            cmd += ["-x", "cu", "-c", src, "-o",
                    os.path.join(objs, "u%d.o" % i)]
            try:
                p = subprocess.run(cmd, capture_output=True, text=True,
                                   errors="replace", timeout=900)
            except subprocess.TimeoutExpired:
                return i, "build-failed", "nvcc timed out"
            if p.returncode == 0:
                return i, "built", ""
            with open(os.path.join(self.out, "logs", "build.log"), "a") as f:
                f.write("$ %s\n%s\n" % (" ".join(cmd), p.stderr[:4000]))
            err = next((l for l in p.stderr.splitlines()
                        if "error" in l), p.stderr.strip()[:200])
            return i, "build-failed", self.clean(err.strip())

        with concurrent.futures.ThreadPoolExecutor(self.args.nvcc_jobs) as ex:
            for n, (i, status, err) in enumerate(
                    ex.map(one, [(self.units.index(u), u) for u in todo])):
                self.units[i]["build"] = status
                self.units[i]["build_error"] = err
                print("  [%d/%d] %s %s" % (n + 1, len(todo),
                                          self.units[i]["unit"], status),
                      flush=True)

    # ---- results

    def write(self, rows=None):
        if rows is not None:
            self.units = rows
        cols = ["entry", "category", "unit", "via", "translated", "build",
                "cause", "number", "expected", "first_error", "build_error"]
        with open(os.path.join(self.out, "units.tsv"), "w") as f:
            f.write("\t".join(cols) + "\n")
            for u in self.units:
                f.write("\t".join(str(u[c]).replace("\t", " ").replace(
                    "\n", " ") for c in cols) + "\n")
        causes = {}
        for u in self.units:
            if u["translated"] == "no":
                c = causes.setdefault(u["cause"], {
                    "units": 0, "entries": set(), "expected": u["expected"],
                    "example": u["first_error"]})
                c["units"] += 1
                c["entries"].add(u["entry"])
        ranked = sorted(causes.items(), key=lambda kv: (-kv[1]["units"],
                                                        kv[0]))
        with open(os.path.join(self.out, "causes.tsv"), "w") as f:
            f.write("cause\tunits\tentries\texpected\texample\n")
            for k, c in ranked:
                f.write("%s\t%d\t%s\t%s\t%s\n" % (
                    k, c["units"], ",".join(sorted(c["entries"])),
                    c["expected"], c["example"].replace("\t", " ")))
        with open(os.path.join(self.out, "summary.md"), "w") as f:
            f.write(self.summary(ranked))
        return ranked

    def summary(self, ranked):
        built = self.args.build
        lines = ["| source | units | translated" +
                 (" | built (nvcc)" if built else "") + " |",
                 "| --- | --- | ---" + (" | ---" if built else "") + " |"]
        cats = []
        for u in self.units:
            if u["category"] not in cats:
                cats.append(u["category"])

        def row(name, us):
            t = sum(u["translated"] == "yes" for u in us)
            b = sum(u["build"] == "built" for u in us)
            tried = sum(u["build"] in ("built", "build-failed", "no-output")
                        for u in us)
            s = "| %s | %d | %d" % (name, len(us), t)
            if built:
                s += " | %d" % b if tried == t else " | %d of %d tried" % (
                    b, tried)
            return s + " |"

        for c in cats:
            lines.append(row(c, [u for u in self.units if u["category"] == c]))
        lines.append(row("**total**", self.units))
        failed = {}
        for u in self.units:
            if u.get("build") in ("build-failed", "no-output"):
                k = build_cause(u["build_error"])
                failed[k] = failed.get(k, 0) + 1
        if failed:
            lines += ["", "| nvcc's first error (translated, not built) | "
                      "units |", "| --- | --- |"]
            for k, n in sorted(failed.items(), key=lambda kv: (-kv[1],
                                                               kv[0])):
                lines.append("| %s | %d |" % (k.replace("|", "\\|"), n))
        lines += ["", "| cause (first error) | units | expected by issue 26 |",
                  "| --- | --- | --- |"]
        for k, c in ranked:
            lines.append("| %s | %d | %s |" % (k.replace("|", "\\|"),
                                               c["units"], c["expected"]))
        return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------
# The list file


def read_list(path):
    cp = configparser.ConfigParser(interpolation=None)
    cp.optionxform = str
    cp.read(path, encoding="utf-8")
    entries = []
    for name in cp.sections():
        s = cp[name]

        def lines(key):
            return [x.strip() for x in s.get(key, "").splitlines()
                    if x.strip()]

        e = {"name": name, "repo": s["repo"], "commit": s["commit"],
             "category": s.get("category", name), "kind": s["kind"],
             "root": s.get("root", ""), "solutions": lines("solutions"),
             "include": lines("include"), "defines": lines("defines"),
             "exclude": lines("exclude")}
        for k in ("sample", "seed"):
            if k in s:
                e[k] = s[k]
        entries.append(e)
    return entries


def checkout(args):
    entries = read_list(args.list)
    repos = {}
    for e in entries:
        if repos.setdefault(e["repo"], e["commit"]) != e["commit"]:
            print("%s: two commits in the list" % e["repo"])
            return 1
    os.makedirs(args.repos, exist_ok=True)
    for repo, commit in repos.items():
        dest = os.path.join(args.repos, repo.replace("/", "+"))
        if os.path.exists(dest):
            print("kept    %s" % dest)
            continue
        src = "https://github.com/%s.git" % repo
        if args.mirror:
            for cand in ("repo/.git", "repo", ".git", ""):
                m = os.path.join(args.mirror, repo.replace("/", "+"), cand)
                if os.path.exists(os.path.join(m, "HEAD")):
                    src = m
                    break
        subprocess.run(["git", "clone", "-q", "--no-checkout", src, dest],
                       check=True)
        subprocess.run(["git", "-C", dest, "checkout", "-q", commit],
                       check=True)
        print("checked %s at %s" % (dest, commit[:12]))
    return 0


def merged(kept, new, order):
    return sorted(kept + new, key=lambda u: order.index(u["entry"])
                  if u["entry"] in order else len(order))


def copy_of(survey):
    c = Survey.__new__(Survey)
    c.__dict__.update(survey.__dict__)
    return c


def run(args):
    global DRY_RUN
    DRY_RUN = args.dry_run
    entries = read_list(args.list)
    if args.only:
        only = set(args.only.split(","))
        entries = [e for e in entries if e["name"] in only]
    s = Survey(args)
    kept = []
    if args.update and os.path.exists(os.path.join(s.out, "units.tsv")):
        names = {e["name"] for e in entries}
        kept = [u for u in load_units(os.path.join(s.out, "units.tsv"))
                if u["entry"] not in names]
    order = [e["name"] for e in read_list(args.list)]
    for e in entries:
        print("%s (%s)" % (e["name"], e["kind"]), flush=True)
        before = len(s.units)
        getattr(s, {"vs-solution": "vs_solution", "tree": "tree",
                    "conformance": "conformance"}[e["kind"]])(e)
        mine = s.units[before:]
        print("  %d units, %d translated" % (
            len(mine), sum(u["translated"] == "yes" for u in mine)),
            flush=True)
        Survey.write(copy_of(s), merged(kept, s.units, order))
    if args.build:
        s.build()
    # Rows of entries not run now (--update) keep their results.
    ranked = s.write(merged(kept, s.units, order))
    print(s.summary(ranked))
    return 0


def load_units(path):
    with open(path, encoding="utf-8") as f:
        head = f.readline().rstrip("\n").split("\t")
        return [dict(zip(head, line.rstrip("\n").split("\t"))) for line in f]


def report(args):
    """Recomputes the causes of a run's units.tsv (after a change to the
    classification) and rewrites its causes.tsv and summary.md."""
    units = load_units(os.path.join(args.out, "units.tsv"))
    for u in units:
        if u["translated"] == "no":
            u["cause"], u["number"] = cause_of(u["first_error"])
            u["expected"] = expected_group(u["cause"], u["first_error"])
    s = Survey.__new__(Survey)
    s.out = os.path.abspath(args.out)
    s.units = units
    s.args = argparse.Namespace(build=any(u.get("build") for u in units))
    print(s.summary(s.write()))
    return 0


def compare(args):
    def load(path):
        rows = {}
        with open(path) as f:
            head = f.readline().rstrip("\n").split("\t")
            for line in f:
                r = dict(zip(head, line.rstrip("\n").split("\t")))
                rows[r["unit"]] = r
        return rows

    old, new = load(args.old), load(args.new)
    for unit in sorted(set(old) | set(new)):
        o, n = old.get(unit), new.get(unit)
        if o is None or n is None:
            print("%s %s" % ("added  " if o is None else "removed", unit))
            continue
        a = (o["translated"], o.get("build", ""), o["cause"])
        b = (n["translated"], n.get("build", ""), n["cause"])
        if a != b:
            print("changed %s: %s -> %s" % (unit, "/".join(x for x in a if x),
                                            "/".join(x for x in b if x)))
    for name, rows in (("old", old), ("new", new)):
        vals = list(rows.values())
        print("%s: %d units, %d translated, %d built" % (
            name, len(vals), sum(r["translated"] == "yes" for r in vals),
            sum(r.get("build") == "built" for r in vals)))
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("checkout")
    c.add_argument("list")
    c.add_argument("--repos", required=True)
    c.add_argument("--mirror")
    r = sub.add_parser("run")
    r.add_argument("list")
    r.add_argument("--repos", required=True)
    r.add_argument("--out", required=True)
    r.add_argument("--amp2hip", default=os.path.join(ROOT, "build", "bin",
                                                     "amp2hip"))
    r.add_argument("--only", help="only these entries (comma-separated)")
    r.add_argument("--update", action="store_true",
                   help="keep the rows of OUT/units.tsv of other entries")
    r.add_argument("--jobs", type=int, default=1)
    r.add_argument("--build", action="store_true")
    r.add_argument("--dry-run", action="store_true",
                   help="find and list the units; run nothing")
    r.add_argument("--nvcc-jobs", type=int, default=1)
    r.add_argument("--build-sample", type=int, default=0,
                   help="with --build, compile a random sample of N "
                        "translated units only")
    r.add_argument("--seed", type=int, default=26)
    r.add_argument("--arch", default="sm_90")
    r.add_argument("--runtime-include",
                   default=os.path.join(ROOT, "runtime", "include"))
    r.add_argument("--nvidia-compat",
                   default=os.path.join(ROOT, "runtime", "compat", "nvidia"))
    p = sub.add_parser("report")
    p.add_argument("out")
    m = sub.add_parser("compare")
    m.add_argument("old")
    m.add_argument("new")
    args = ap.parse_args()
    return {"checkout": checkout, "run": run, "report": report,
            "compare": compare}[args.cmd](
        args)


if __name__ == "__main__":
    sys.exit(main())
