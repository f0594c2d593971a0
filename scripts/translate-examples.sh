#!/usr/bin/env bash
# The main job on a fresh Debian 12 machine: sets up and builds amp2hip,
# translates every program in examples/ to HIP, and compiles the results for
# each HIP platform present (AMD with hipcc, NVIDIA with nvcc). Output:
# build/examples/<name>.hip.cpp and build/examples/{amd,nvidia}/<name>.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="$PATH:/usr/local/cuda/bin"
"$root/scripts/build.sh"
"$root/scripts/build-translated.sh" \
  --out "${AMP2HIP_BUILD_DIR:-$root/build}/examples" "$root"/examples/*.cpp
