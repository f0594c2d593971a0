#!/usr/bin/env bash
# Translates everything the GPU machine runs (it has nvcc but no LLVM 19):
# the examples, the runtime's test programs, the translator's compile-test
# programs (headers, overloads, arrays, restriction positions), the corpus,
# the Visual C++ dialect corpus (with the graphics programs; oneTBB bundled
# into build/gpu/tbb), the benchmark, and the CMake example project built
# for NVIDIA through the toolchain file of an installed amp2hip prefix
# (executables in build/gpu/cmake-example/bin) and test/cmake-package through
# its CMake package (build/gpu/cmake-package/bin), into build/gpu/. Carry build/gpu to the GPU machine and
# run scripts/gpu-run-all.sh there.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
amp2hip="${AMP2HIP:-$root/build/bin/amp2hip}"
out="${1:-$root/build/gpu}"
rm -rf "$out"
mkdir -p "$out/programs"

# Single-file programs: one translated file each.
for src in "$root"/examples/*.cpp "$root"/test/runtime-compile/*.cpp \
    "$root"/test/lit/Compile/Inputs/positions.cpp; do
  case "$src" in
    *.hip.cpp) cp "$src" "$out/programs/" ;;
    *) "$amp2hip" "$src" -o "$out/programs/$(basename "${src%.cpp}").hip.cpp" ;;
  esac
done
cp "$root"/test/runtime-compile/*.hip.cpp "$out/programs/"
# Programs of C++14 projects, translated and (gpu-run-all.sh) built as C++14.
mkdir -p "$out/cxx14"
for src in "$root"/test/lit/Compile/Inputs/cxx14/*.cpp; do
  "$amp2hip" "$src" -o "$out/cxx14/$(basename "${src%.cpp}").hip.cpp" -- -std=c++14
done

# Programs with headers of their own, translated in place (NAME.hip.h).
mkdir -p "$out/with-headers"
cp -r "$root/test/lit/Driver/Inputs/project" "$root/test/lit/Compile/Inputs/overloads" \
  "$root/test/lit/Compile/Inputs/arrays" "$out/with-headers/"
"$amp2hip" --in-root "$out/with-headers/project" \
  "$out/with-headers/project/app/main.cpp" "$out/with-headers/project/app/second.cpp"
"$amp2hip" "$out/with-headers/overloads/free_functions.cpp" \
  "$out/with-headers/overloads/members.cpp" "$out/with-headers/overloads/per_side.cpp" \
  "$out/with-headers/overloads/host_callers.cpp"
"$amp2hip" "$out/with-headers/arrays/arrays_in_kernels.cpp"
# Issue-12 forms: restrict(cpu,amp) lambdas and kernels in private members,
# the properties, and sources that rely on the parse's implicit includes.
cp -r "$root/test/lit/Compile/Inputs/lambdas" \
  "$root/test/lit/Compile/Inputs/properties" "$out/with-headers/"
"$amp2hip" "$out/with-headers/lambdas/forms.cpp" "$out/with-headers/lambdas/templates.cpp"
"$amp2hip" "$out/with-headers/properties/properties.cpp"
# HCC's hc API (docs/hcc.md) and the proxy applications' idioms: hc
# programs of our own (the second as an HCC Makefile would ask).
cp -r "$root/test/lit/Compile/Inputs/hcc" "$out/with-headers/"
"$amp2hip" "$out/with-headers/hcc/hc_api.cpp"
"$amp2hip" "$out/with-headers/hcc/hcc_idioms.cpp" -- -hc -x c++ -DDOUBLE
mkdir -p "$out/with-headers/implicit-includes"
cp "$root"/test/lit/Rewrite/Inputs/implicit-includes/* "$out/with-headers/implicit-includes/"
( cd "$out/with-headers/implicit-includes" &&
  "$amp2hip" c_library.cpp uses_header.cpp late_include.cpp amp_first.cpp clean.cpp )

# Issue-13 forms: Visual C++ programs that rely on MSVC's leniencies
# (Windows names through <amp.h>, min/max, late template lookup, _tmain
# under _UNICODE).
mkdir -p "$out/with-headers/msvc-leniencies"
cp "$root"/test/lit/Rewrite/Inputs/msvc-leniencies/* "$out/with-headers/msvc-leniencies/"
( cd "$out/with-headers/msvc-leniencies" &&
  "$amp2hip" windows_names.cpp unicode_main.cpp compiler_view.cpp &&
  "$amp2hip" ppl_through_amp.cpp && "$amp2hip" dependent_names.cpp &&
  "$amp2hip" exception_specs.cpp && "$amp2hip" declaration_groups.cpp )
# Issue-26 forms: a precompiled header that includes Windows components a
# unit does not use, and the small Windows and CRT pieces console programs
# take (winmm, ATL's conversions, the _s printf and scanf families ...).
mkdir -p "$out/with-headers/windows-components"
cp "$root"/test/lit/Rewrite/Inputs/windows-components/{stdafx.h,pieces.cpp} \
  "$out/with-headers/windows-components/"
( cd "$out/with-headers/windows-components" && "$amp2hip" pieces.cpp )

# Issue-26 forms: a bundled library's Visual C++ branch and a third-party
# one (both programs return non-zero on a wrong result), and a program
# Visual Studio saved as UTF-16 (written so here, translated as UTF-8).
mkdir -p "$out/with-headers/vc-libraries" "$out/with-headers/utf16"
cp -r "$root"/test/lit/Rewrite/Inputs/vc-libraries/* "$out/with-headers/vc-libraries/"
"$amp2hip" "$out/with-headers/vc-libraries/json_kernel.cpp" \
  "$out/with-headers/vc-libraries/json_host.cpp"
utf16="$root/test/lit/Driver/Inputs/utf16"
python3 "$utf16/recode.py" to utf-16le "$utf16/wide_main.cpp" "$out/with-headers/utf16/wide_main.cpp" --crlf
python3 "$utf16/recode.py" to utf-16be "$utf16/wide_header.h" "$out/with-headers/utf16/wide_header.h"
python3 "$utf16/recode.py" to utf-16le "$utf16/plain.h" "$out/with-headers/utf16/plain.h"
"$amp2hip" "$out/with-headers/utf16/wide_main.cpp"

# Programs that do not translate are listed; the others still run.
AMP2HIP="$amp2hip" "$root/scripts/corpus.sh" translate "$out/corpus" || true
# Visual C++ programs (docs/windows-dialect.md), and the oneTBB their PPL
# needs: the GPU machine has no package registry.
AMP2HIP="$amp2hip" "$root/scripts/corpus.sh" translate "$out/dialect" "$root/test/dialect" || true
# The second corpus, written the way others write C++ AMP (test/others).
AMP2HIP="$amp2hip" "$root/scripts/corpus.sh" translate "$out/others" "$root/test/others" || true
"$root/scripts/bundle-tbb.sh" "$out/tbb"
AMP2HIP="$amp2hip" "$root/bench/run-bench.sh" translate "$out/bench"
# The CMake example, from an installed prefix (the build tree is not used).
prefix="$(mktemp -d)"
cmake --install "${AMP2HIP_BUILD_DIR:-$root/build}" --prefix "$prefix" > /dev/null
"$root/scripts/build-cmake-example.sh" --platform nvidia --prefix "$prefix" \
  --out "$out/cmake-example"
# Visual Studio solutions of our own (test/vs: demo, and dll-demo with its
# shared library and OpenMP): translated from their .sln, built through the
# installed prefix's CMake package.
for sln in "$root"/test/vs/*/*.sln; do
  name="$(basename "$(dirname "$sln")")"
  "$root/scripts/build-vs-solution.sh" --platform nvidia --prefix "$prefix" \
    --out "$out/vs-$name" "$sln"
  rm -rf "$out/vs-$name/build" "$out/vs-$name/src"
done
# The package's own test project (static, shared and OpenMP targets).
pkg="$root/test/cmake-package"
"$root/scripts/build-vs-solution.sh" --platform nvidia --prefix "$prefix" \
  --out "$out/cmake-package" "$pkg" -- -I"$pkg/scale" -I"$pkg/blend" -DSCALE_FACTOR=3
rm -rf "$out/cmake-package/build" "$out/cmake-package/src"
rm -rf "$out/cmake-example/build" "$prefix"
echo "prepare-gpu-run: translated into $out"
