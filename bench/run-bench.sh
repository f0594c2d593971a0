#!/usr/bin/env bash
# Builds and runs the benchmark: translated C++ AMP against hand-written HIP.
#
# Here (needs amp2hip):   bench/run-bench.sh translate [DIR]
#   translates bench/amp_kernels.cpp into DIR (default build/bench-src).
# On an NVIDIA GPU machine: bench/run-bench.sh run [DIR] [MATMUL_N TRANSPOSE_N]
#   compiles DIR's translation, the hand-written HIP and the harness with
#   nvcc -O3 and runs them. Reports milliseconds, rates, and hip/amp: the
#   hand-written time over the translated time (1.0 = as fast; lower = the
#   translation is slower).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
mode="${1:?usage: run-bench.sh translate|run [DIR] [MATMUL_N TRANSPOSE_N]}"
dir="${2:-$root/build/bench-src}"
case "$mode" in
  translate)
    mkdir -p "$dir"
    "${AMP2HIP:-$root/build/bin/amp2hip}" "$root/bench/amp_kernels.cpp" -o "$dir/amp_kernels.hip.cpp"
    ;;
  run)
    export PATH="$PATH:/usr/local/cuda/bin"
    out="$(mktemp -d)"
    args=(-std=c++17 -O3 --extended-lambda -arch="${AMP2HIP_CUDA_ARCH:-sm_90}"
      -isystem "$root/runtime/include" -isystem "$root/runtime/compat/nvidia")
    objs=()
    for src in "$dir/amp_kernels.hip.cpp" "$root/bench/hip/reference.hip.cpp" \
        "$root/bench/bench_main.hip.cpp" "$root"/runtime/src/core/*.cpp \
        "$root"/runtime/src/hip/*.cpp; do
      obj="$out/$(basename "$src").o"
      nvcc "${args[@]}" -x cu -c "$src" -o "$obj"
      objs+=("$obj")
    done
    nvcc -arch="${AMP2HIP_CUDA_ARCH:-sm_90}" "${objs[@]}" -o "$out/bench"
    "$out/bench" "${@:3}"
    ;;
  *) echo "run-bench.sh: unknown mode $mode" >&2; exit 2 ;;
esac
