#!/usr/bin/env bash
# The benchmark suite: translated C++ AMP against hand-written HIP.
#
# Here (needs amp2hip):   bench/run-bench.sh translate [DIR]
#   translates bench/amp_*_kernels.cpp into DIR (default build/bench-src)
#   as amp2hip translates by default, into DIR/literal with every
#   optimisation switched off (the literal port), and both again with
#   --checked into DIR/checked (the checked build's cost: run DIR/checked
#   with AMP2HIP_BENCH_CFLAGS=-DAMP2HIP_CHECKED, docs/checked-build.md).
# Here, compile only:     bench/run-bench.sh hipcc [DIR]
#   compiles DIR's translations, the hand-written HIP and the harness with
#   hipcc for gfx90a (no AMD GPU needed).
# On an NVIDIA GPU machine: bench/run-bench.sh run [DIR] [small]
#   compiles everything with nvcc -O3 (cuBLAS for the SGEMM ceiling), runs
#   the suite and prints the table (docs/performance.md explains it).
#   "build" instead of "run" only builds. AMP2HIP_BENCH_KEEP=DIR keeps the
#   objects and the program (DIR/bench; for cuobjdump and ncu);
#   AMP2HIP_BENCH_CFLAGS adds compiler flags (-DAMP2HIP_NO_LAUNCH_BOUNDS).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
mode="${1:?usage: run-bench.sh translate|hipcc|build|run [DIR] [small [FILTER]]}"
dir="${2:-$root/build/bench-src}"
amp_sources=(amp_seed_kernels amp_more_kernels)
# Every optimisation switch of amp2hip (docs/performance.md).
literal_flags=(--no-tile-static-padding --no-tile-packing)

compile_all() { # compiler, object suffix, args...
  local cc="$1" out="$2"; shift 2
  local pids=() src obj
  objs=()
  for src in "${amp_sources[@]/#/$dir/}" "${amp_sources[@]/#/$dir/literal/}"; do
    obj="$out/$(echo "${src#$dir/}" | tr / _).o"
    local ns=amp_opt
    case "$src" in */literal/*) ns=amp_literal ;; esac
    "$cc" "$@" -DAMP_BENCH_NS="$ns" -c "$src.hip.cpp" -o "$obj" & pids+=($!)
    objs+=("$obj")
  done
  for src in "$root/bench/hip/reference.hip.cpp" "$root/bench/bench_main.hip.cpp" \
      "$root"/runtime/src/core/*.cpp "$root"/runtime/src/hip/*.cpp; do
    obj="$out/$(basename "$src").o"
    "$cc" "$@" -c "$src" -o "$obj" & pids+=($!)
    objs+=("$obj")
  done
  local status=0 p
  for p in "${pids[@]}"; do wait "$p" || status=1; done
  return $status
}

case "$mode" in
  translate)
    mkdir -p "$dir/literal" "$dir/checked/literal"
    for s in "${amp_sources[@]}"; do
      "${AMP2HIP:-$root/build/bin/amp2hip}" "$root/bench/$s.cpp" -o "$dir/$s.hip.cpp"
      "${AMP2HIP:-$root/build/bin/amp2hip}" "${literal_flags[@]}" "$root/bench/$s.cpp" \
        -o "$dir/literal/$s.hip.cpp"
      "${AMP2HIP:-$root/build/bin/amp2hip}" --checked "$root/bench/$s.cpp" \
        -o "$dir/checked/$s.hip.cpp"
      "${AMP2HIP:-$root/build/bin/amp2hip}" --checked "${literal_flags[@]}" \
        "$root/bench/$s.cpp" -o "$dir/checked/literal/$s.hip.cpp"
    done
    ;;
  hipcc)
    out="$(mktemp -d)"
    compile_all hipcc "$out" -std=c++17 -O3 --offload-arch=gfx90a \
      -isystem "$root/runtime/include" -I"$root/bench"
    echo "run-bench.sh: every file compiled with hipcc"
    rm -rf "$out"
    ;;
  build|run)
    export PATH="$PATH:/usr/local/cuda/bin"
    out="${AMP2HIP_BENCH_KEEP:-$(mktemp -d)}"
    mkdir -p "$out"
    arch="${AMP2HIP_CUDA_ARCH:-sm_90}"
    compile_all nvcc "$out" -std=c++17 -O3 --extended-lambda -arch="$arch" \
      -Wno-deprecated-gpu-targets ${AMP2HIP_BENCH_CFLAGS:-} -x cu -I"$root/bench" \
      -isystem "$root/runtime/include" -isystem "$root/runtime/compat/nvidia"
    nvcc -arch="$arch" "${objs[@]}" -lcublas -o "$out/bench"
    if [ "$mode" = run ]; then "$out/bench" "${@:3}"; fi
    ;;
  *) echo "run-bench.sh: unknown mode $mode" >&2; exit 2 ;;
esac
