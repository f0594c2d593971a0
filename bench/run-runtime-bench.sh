#!/usr/bin/env bash
# Builds and runs bench/runtime_bench.hip.cpp (the runtime's own costs:
# bytes moved, launch overhead, transfer throughput, peer copies) and the
# issue-14 coherence scenarios program, with nvcc, on an NVIDIA GPU machine.
#   bench/run-runtime-bench.sh [OUT_DIR]
# Prints the tables; OUT_DIR (default a temporary folder) keeps the builds.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
export PATH="$PATH:/usr/local/cuda/bin"
args=(-std=c++17 -O3 --extended-lambda -arch="${AMP2HIP_CUDA_ARCH:-sm_90}"
  -Wno-deprecated-gpu-targets
  -isystem "$root/runtime/include" -isystem "$root/runtime/compat/nvidia")
objs=()
pids=()
for src in "$root"/runtime/src/core/*.cpp "$root"/runtime/src/hip/*.cpp \
    "$root/bench/runtime_bench.hip.cpp" \
    "$root/test/unit/runtime/gpu/coherence_scenarios.hip.cpp"; do
  obj="$out/$(basename "$src").o"
  nvcc "${args[@]}" -x cu -c "$src" -o "$obj" & pids+=($!)
  objs+=("$obj")
done
for p in "${pids[@]}"; do wait "$p"; done
rt=()
for o in "${objs[@]}"; do
  case "$o" in *runtime_bench*|*coherence_scenarios*) ;; *) rt+=("$o") ;; esac
done
nvcc -arch="${AMP2HIP_CUDA_ARCH:-sm_90}" "${rt[@]}" \
  "$out/coherence_scenarios.hip.cpp.o" -o "$out/coherence_scenarios"
nvcc -arch="${AMP2HIP_CUDA_ARCH:-sm_90}" "${rt[@]}" \
  "$out/runtime_bench.hip.cpp.o" -o "$out/runtime_bench"
status=0
"$out/coherence_scenarios" || status=1
"$out/runtime_bench" || status=1
exit $status
