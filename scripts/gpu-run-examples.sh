#!/usr/bin/env bash
# Compiles translated examples with nvcc and runs them on the local NVIDIA
# GPU. Meant for a GPU machine without LLVM 19: translate elsewhere with
#   scripts/build-translated.sh --platform nvidia --out build/gpu-src examples/*.cpp
# then, on the GPU machine (with build/gpu-src copied along):
#   scripts/gpu-run-examples.sh build/gpu-src [LOG_DIR]
# Prints each example's output and a summary; exits non-zero if any example
# fails to build or run. LOG_DIR (default: build/gpu-logs) receives
# gpu-run.log (everything printed) and summary.txt.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
src="${1:?usage: gpu-run-examples.sh TRANSLATED_DIR [LOG_DIR]}"
logs="${2:-$root/build/gpu-logs}"
arch="${AMP2HIP_CUDA_ARCH:-sm_90}"
nvcc_bin="$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)"
mkdir -p "$logs"
bin="$(mktemp -d)"
exec > >(tee "$logs/gpu-run.log") 2>&1

{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
  "$nvcc_bin" --version | tail -n 2
}

passed=0
failed=0
for hip in "$src"/*.hip.cpp; do
  name="$(basename "$hip" .hip.cpp)"
  echo "=== $name"
  if ! "$nvcc_bin" -std=c++17 -O2 --extended-lambda -arch="$arch" \
      -isystem "$root/runtime/include" -isystem "$root/runtime/compat/nvidia" \
      -x cu "$hip" "$root"/runtime/src/core/*.cpp "$root"/runtime/src/hip/*.cpp \
      -o "$bin/$name" > "$bin/$name.build.log" 2>&1; then
    cat "$bin/$name.build.log"
    echo "FAIL build $name"
    failed=$((failed + 1))
    continue
  fi
  timeout 300 "$bin/$name" > "$bin/$name.out" 2>&1
  rc=$?
  cat "$bin/$name.out"
  if [ "$rc" = 0 ]; then
    echo "PASS $name"
    passed=$((passed + 1))
  else
    echo "FAIL run $name (exit $rc)"
    failed=$((failed + 1))
  fi
done
echo "gpu-run-examples: $passed passed, $failed failed" | tee "$logs/summary.txt"
[ "$failed" = 0 ]
