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
runtime_inc = os.path.join(src, "runtime", "include")
runtime_src = os.path.join(src, "runtime", "src")
compat_nv = os.path.join(src, "runtime", "compat", "nvidia")

config.substitutions.append(("%amp2hip", config.amp2hip_bin))
config.substitutions.append(("%FileCheck", config.filecheck))
config.substitutions.append(("%not", config.not_tool))
config.substitutions.append(("%srcroot", src))
# Strips the test's own RUN/CHECK lines, so the input seen by amp2hip holds
# only the code and its ordinary comments (comment preservation stays
# testable).
config.substitutions.append(
    ("%strip", "sed -e '/\\/\\/ *\\(RUN\\|CHECK\\)/d'"))

runtime_sources = " ".join(
    os.path.join(runtime_src, d, f)
    for d in ("core", "hip")
    if os.path.isdir(os.path.join(runtime_src, d))
    for f in sorted(os.listdir(os.path.join(runtime_src, d)))
    if f.endswith(".cpp"))
config.substitutions.append(("%runtime_sources", runtime_sources))


def usable(tool):
    return tool and os.path.exists(tool)


# The compile tier: the translated output must build with the real HIP
# compilers. Each is a lit feature; tests that need one say REQUIRES.
if usable(config.hipcc):
    config.available_features.add("hipcc")
    config.substitutions.append(
        ("%hipcc",
         "%s --offload-arch=gfx90a -std=c++17 -isystem %s -x hip"
         % (config.hipcc, runtime_inc)))
else:
    lit_config.note("hipcc not found: AMD compile tests are skipped")
if usable(config.nvcc):
    config.available_features.add("nvcc")
    config.substitutions.append(
        ("%nvcc",
         "%s -std=c++17 --extended-lambda -arch=sm_90 -x cu -isystem %s "
         "-isystem %s -Wno-deprecated-gpu-targets"
         % (config.nvcc, runtime_inc, compat_nv)))
else:
    lit_config.note("nvcc not found: NVIDIA compile tests are skipped")


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
    [os.path.dirname(config.filecheck), config.environment.get("PATH", "")])
