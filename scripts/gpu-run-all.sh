#!/usr/bin/env bash
# On an NVIDIA GPU machine (nvcc, no LLVM): builds and runs what
# scripts/prepare-gpu-run.sh translated: every program (examples, runtime
# programs, translator test programs; those of C++14 projects built as
# C++14), the corpus, the Visual C++ dialect
# corpus (linked with the oneTBB carried in build/gpu/tbb; with the graphics
# programs, whose direct3d_printf lines are checked), the second corpus
# (test/others), the CMake example's and the CMake package test project's
# executables, the Visual Studio solutions of test/vs, the benchmark, and the runtime's benchmark with the coherence
# scenarios (bench/run-runtime-bench.sh).
#   scripts/gpu-run-all.sh [TRANSLATED_DIR] [LOG_DIR]
# Logs: LOG_DIR/programs.log, corpus-run.log, dialect/corpus-run.log,
# others/corpus-run.log, bench.log, runtime-bench.log, summary.txt.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
src="${1:-$root/build/gpu}"
logs="${2:-$root/build/gpu-logs}"
mkdir -p "$logs"
export PATH="$PATH:/usr/local/cuda/bin"
# oneTBB for the Visual C++ programs' PPL, carried from the build machine
# (scripts/bundle-tbb.sh), unless AMP2HIP_TBB_DIR names another.
if [ -z "${AMP2HIP_TBB_DIR:-}" ] && [ -d "$src/tbb" ]; then
  export AMP2HIP_TBB_DIR="$(cd "$src/tbb" && pwd)"
fi
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
  nvcc --version | tail -n 2
} > "$logs/summary.txt" 2>&1
status=0
"$root/scripts/build-translated.sh" --platform nvidia --run --out "$(mktemp -d)" \
  "$src"/programs/*.hip.cpp $(find "$src/with-headers" -name '*.hip.cpp' | sort) \
  > "$logs/programs.log" 2>&1 || status=1
tail -n 1 "$logs/programs.log" >> "$logs/summary.txt"
if [ -d "$src/cxx14" ]; then
  "$root/scripts/build-translated.sh" --platform nvidia --std c++14 --run \
    --out "$(mktemp -d)" "$src"/cxx14/*.hip.cpp > "$logs/cxx14.log" 2>&1 || status=1
  echo "C++14 programs: $(tail -n 1 "$logs/cxx14.log")" >> "$logs/summary.txt"
fi
"$root/scripts/corpus.sh" run "$src/corpus" "$logs" > "$logs/corpus.out" 2>&1 || status=1
grep "^corpus run" "$logs/corpus.out" >> "$logs/summary.txt"
if [ -d "$src/dialect" ]; then
  mkdir -p "$logs/dialect"
  "$root/scripts/corpus.sh" run "$src/dialect" "$logs/dialect" > "$logs/dialect.out" 2>&1 || status=1
  echo "dialect: $(grep "^corpus run" "$logs/dialect.out")" >> "$logs/summary.txt"
  # direct3d_printf: one line per thread of a 4-thread launch.
  for i in 0 1 2 3; do
    line="direct3d_printf $i $(awk "BEGIN{printf \"%.2f\", 0.5*$i}")"
    grep -q "^$line\$" "$logs/dialect/corpus-run.log" ||
      { echo "FAIL missing output: $line" >> "$logs/summary.txt"; status=1; }
  done
fi
if [ -d "$src/others" ]; then
  mkdir -p "$logs/others"
  "$root/scripts/corpus.sh" run "$src/others" "$logs/others" > "$logs/others.out" 2>&1 || status=1
  echo "others: $(grep "^corpus run" "$logs/others.out")" >> "$logs/summary.txt"
fi
if [ -x "$src/cmake-example/run-all.sh" ]; then
  "$src/cmake-example/run-all.sh" > "$logs/cmake-example.log" 2>&1 || status=1
  echo "cmake example: $(tail -n 1 "$logs/cmake-example.log")" >> "$logs/summary.txt"
fi
# Visual Studio solutions of our own (test/vs: vs-demo, vs-dll-demo, whose
# application prints PASS/FAIL and finds libAmpMath.so beside it), built
# from their .sln, and the CMake package's test project (test/cmake-package).
# They were linked on the build machine: a program using the PPL containers
# finds the carried oneTBB at run time.
for runner in "$src"/vs-*/run-all.sh "$src"/cmake-package/run-all.sh; do
  [ -x "$runner" ] || continue
  name="$(basename "$(dirname "$runner")")"
  LD_LIBRARY_PATH="${AMP2HIP_TBB_DIR:+$AMP2HIP_TBB_DIR/lib:}${LD_LIBRARY_PATH:-}" \
    "$runner" > "$logs/$name.log" 2>&1 || status=1
  echo "$name: $(grep -c '^PASS' "$logs/$name.log") passed, $(grep -c '^FAIL' "$logs/$name.log") failed" >> "$logs/summary.txt"
done
"$root/bench/run-bench.sh" run "$src/bench" > "$logs/bench.log" 2>&1 || status=1
cat "$logs/bench.log" >> "$logs/summary.txt"
# The runtime's own benchmark and the coherence scenarios (issue 14; no
# translation needed).
"$root/bench/run-runtime-bench.sh" > "$logs/runtime-bench.log" 2>&1 || status=1
grep -E "^coherence scenarios|^runtime bench" "$logs/runtime-bench.log" >> "$logs/summary.txt"
cat "$logs/summary.txt"
exit $status
