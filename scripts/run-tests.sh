#!/usr/bin/env bash
# Runs every test on a fresh Debian 12 machine: sets up and builds, then runs
# GoogleTest units and the lit tiers (translation, diagnostics, driver, and
# compiling the output with hipcc and nvcc where they are installed) through
# CTest. GPU execution tests are skipped with a message where no GPU exists.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export PATH="$PATH:/usr/local/cuda/bin"
"$root/scripts/build.sh"
ctest --test-dir "${AMP2HIP_BUILD_DIR:-$root/build}" --output-on-failure
