#!/usr/bin/env bash
# Translates C++ AMP sources with amp2hip and compiles each result with the
# HIP compilers present, linking amp2hip's runtime.
#
#   build-translated.sh [--out DIR] [--platform amd|nvidia|all] FILE.cpp...
#
# AMD:    hipcc --offload-arch=gfx90a (no AMD GPU is needed to compile).
# NVIDIA: nvcc -arch=sm_90 with runtime/compat/nvidia, amp2hip's HIP-on-CUDA
#         compatibility header (ROCm 5.2's own does not build with CUDA 13).
# Fails if any file fails to translate or compile.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${AMP2HIP_BUILD_DIR:-$root/build}"
amp2hip="${AMP2HIP:-$build/bin/amp2hip}"
out="$build/translated"
platform=all
files=()
while (($#)); do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    --platform) platform="$2"; shift 2 ;;
    -*) echo "build-translated: unknown option $1" >&2; exit 2 ;;
    *) files+=("$1"); shift ;;
  esac
done
((${#files[@]})) || { echo "build-translated: no input files" >&2; exit 2; }

inc="$root/runtime/include"
runtime_sources=("$root"/runtime/src/core/*.cpp "$root"/runtime/src/hip/*.cpp)
hipcc_bin="$(command -v hipcc || true)"
nvcc_bin="$(command -v nvcc || true)"
[ -n "$nvcc_bin" ] || [ ! -x /usr/local/cuda/bin/nvcc ] || nvcc_bin=/usr/local/cuda/bin/nvcc
case "$platform" in
  amd) nvcc_bin="" ;;
  nvidia) hipcc_bin="" ;;
esac
[ -n "$hipcc_bin" ] || echo "build-translated: hipcc not found: AMD builds skipped"
[ -n "$nvcc_bin" ] || echo "build-translated: nvcc not found: NVIDIA builds skipped"

mkdir -p "$out"
failed=0
passed=0
for src in "${files[@]}"; do
  name="$(basename "${src%.*}")"
  hip="$out/$name.hip.cpp"
  if ! "$amp2hip" "$src" -o "$hip"; then
    echo "FAIL translate $src"; failed=$((failed + 1)); continue
  fi
  echo "ok   translate $src -> $hip"
  if [ -n "$hipcc_bin" ]; then
    mkdir -p "$out/amd"
    if "$hipcc_bin" --offload-arch=gfx90a -std=c++17 -O2 -isystem "$inc" \
        -x hip "$hip" "${runtime_sources[@]}" -o "$out/amd/$name" 2> "$out/amd/$name.log"; then
      echo "ok   hipcc $name"
    else
      cat "$out/amd/$name.log"; echo "FAIL hipcc $name"; failed=$((failed + 1)); continue
    fi
  fi
  if [ -n "$nvcc_bin" ]; then
    mkdir -p "$out/nvidia"
    if "$nvcc_bin" -std=c++17 -O2 --extended-lambda -arch=sm_90 -Wno-deprecated-gpu-targets \
        -isystem "$inc" -isystem "$root/runtime/compat/nvidia" \
        -x cu "$hip" "${runtime_sources[@]}" -o "$out/nvidia/$name" 2> "$out/nvidia/$name.log"; then
      echo "ok   nvcc  $name"
    else
      cat "$out/nvidia/$name.log"; echo "FAIL nvcc  $name"; failed=$((failed + 1)); continue
    fi
  fi
  passed=$((passed + 1))
done
echo "build-translated: $passed passed, $failed failed"
[ "$failed" = 0 ]
