#!/usr/bin/env bash
# The main job on a fresh Debian 12 machine: installs what is missing, builds
# amp2hip, translates every program in examples/ to HIP, and compiles the
# results for each HIP platform present (AMD with hipcc, NVIDIA with nvcc).
# Output: build/examples/<name>.hip.cpp and build/examples/{amd,nvidia}/<name>.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${AMP2HIP_BUILD_DIR:-$root/build}"
export PATH="$PATH:/usr/local/cuda/bin"

"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
"$root/scripts/build-translated.sh" --out "$build/examples" "$root"/examples/*.cpp
