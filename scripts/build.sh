#!/usr/bin/env bash
# Installs what is missing (scripts/install-deps.sh), then configures and
# builds amp2hip (translator, runtime core, tests) in build/ (or
# $AMP2HIP_BUILD_DIR).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${AMP2HIP_BUILD_DIR:-$root/build}"
"$root/scripts/install-deps.sh"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build "$build"
