#!/usr/bin/env bash
# Compiles translated programs with nvcc and runs them on the local NVIDIA
# GPU; meant for a GPU machine without LLVM 19. Translate elsewhere:
#   scripts/build-translated.sh --platform nvidia --out build/gpu-src examples/*.cpp
# then, on the GPU machine, with build/gpu-src copied along:
#   scripts/gpu-run-examples.sh build/gpu-src [LOG_DIR]
# LOG_DIR (default build/gpu-logs) receives gpu-run.log: the device, the date,
# and everything each program printed. Fails if any program fails.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
src="${1:?usage: gpu-run-examples.sh TRANSLATED_DIR [LOG_DIR]}"
logs="${2:-$root/build/gpu-logs}"
mkdir -p "$logs"
export PATH="$PATH:/usr/local/cuda/bin"
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
  nvcc --version | tail -n 2
  "$root/scripts/build-translated.sh" --platform nvidia --run \
    --out "$(mktemp -d)" "$src"/*.hip.cpp
} 2>&1 | tee "$logs/gpu-run.log"
