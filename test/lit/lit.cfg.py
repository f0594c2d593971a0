# lit configuration of amp2hip's translator tests.
import os
import shutil
import subprocess

import lit.formats

config.name = "amp2hip"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cpp", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py.in"]
config.test_source_root = os.path.dirname(__file__)

src = config.amp2hip_src_root

config.substitutions.append(("%amp2hip", config.amp2hip_bin))
config.substitutions.append(("%FileCheck", config.filecheck))
config.substitutions.append(("%srcroot", src))
# Strips the test's own RUN/CHECK lines, so the input seen by amp2hip holds
# only the code and its ordinary comments (comment preservation stays
# testable).
config.substitutions.append(
    ("%strip", "sed -e '/\\/\\/ *\\(RUN\\|CHECK\\)/d'"))

def usable(tool):
    return tool and os.path.exists(tool)


# The compile tier: the translated output must build with the real HIP
# compilers (scripts/build-translated.sh). Each is a lit feature; tests that
# need one say REQUIRES, and are reported as unsupported where it is missing.
if usable(config.hipcc):
    config.available_features.add("hipcc")
    config.substitutions.append(("%hipcc", config.hipcc))
else:
    lit_config.note("hipcc not found: AMD compile tests are skipped")
if usable(config.nvcc):
    config.available_features.add("nvcc")
    config.substitutions.append(("%nvcc", config.nvcc))
else:
    lit_config.note("nvcc not found: NVIDIA compile tests are skipped")


# The Clang of the LLVM amp2hip is built with (beside FileCheck), for tests
# that parse the runtime headers as the translator does.
_clangxx = os.path.join(os.path.dirname(config.filecheck), "clang++")
if usable(_clangxx):
    config.available_features.add("clangxx")
    config.substitutions.append(("%clangxx", _clangxx))


def has_gpu():
    smi = shutil.which("nvidia-smi")
    if not smi:
        return False
    try:
        return subprocess.run([smi, "-L"], capture_output=True,
                              timeout=20).returncode == 0
    except Exception:
        return False


if has_gpu():
    config.available_features.add("gpu")
else:
    lit_config.note("no GPU: GPU execution tests are skipped "
                    "(scripts/gpu-run-examples.sh runs them on a GPU machine)")

config.environment["PATH"] = os.pathsep.join(
    [os.path.dirname(config.filecheck), os.path.dirname(config.nvcc or "/"),
     config.environment.get("PATH", "")])

# CMake integration (test/lit/CMake): amp2hip-cxx and the toolchain file of
# the build tree (laid out like an install), CMake, and Ninja for the
# example project's builds.
config.substitutions.append(
    ("%amp_cxx", os.path.join(config.amp2hip_obj_root, "bin", "amp2hip-cxx")))
config.substitutions.append(("%objroot", config.amp2hip_obj_root))
config.substitutions.append(("%cmake", config.cmake))
if shutil.which("ninja"):
    config.available_features.add("ninja")
else:
    lit_config.note("ninja not found: CMake project tests are skipped")

# --export-fixes is checked by applying the fixes with clang-apply-replacements
# (Debian: clang-tools-19 or clang-tools) where it is installed.
_car = shutil.which("clang-apply-replacements-19") or shutil.which(
    "clang-apply-replacements")
if _car:
    config.available_features.add("clang-apply-replacements")
    config.substitutions.append(("%clang-apply-replacements", _car))
else:
    lit_config.note("clang-apply-replacements not found: --export-fixes is "
                    "checked without applying the fixes")

# The migration report's HTML is checked in a headless browser.
_browser = shutil.which("chromium") or shutil.which("chromium-browser")
if _browser:
    config.available_features.add("chromium")
    config.substitutions.append(("%browser", _browser))
else:
    lit_config.note("chromium not found: the report's HTML is not loaded in "
                    "a browser (scripts/install-deps.sh installs it)")

# Progress lines appear only on a terminal: script(1) provides one.
if shutil.which("script"):
    config.available_features.add("script")
