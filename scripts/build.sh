#!/usr/bin/env bash
# Configures and builds amp2hip (translator, runtime core, tests) in build/.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${AMP2HIP_BUILD_DIR:-$root/build}"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build "$build"
