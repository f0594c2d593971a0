#!/usr/bin/env bash
# Runs the concurrency::graphics / direct3d test programs
# (test/dialect/graphics) on an NVIDIA GPU.
#
#   gpu-run-graphics.sh prepare [DIR]   here (needs build/bin/amp2hip):
#                                       translates them into DIR
#                                       (default build/gpu-graphics)
#   gpu-run-graphics.sh run [DIR]       on the GPU machine (nvcc only):
#                                       builds, runs, and checks the
#                                       direct3d_printf output
# Fails if a program fails to build or run, or the printf output is missing.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
mode="${1:-}"
dir="${2:-$root/build/gpu-graphics}"
case "$mode" in
  prepare)
    amp2hip="${AMP2HIP:-$root/build/bin/amp2hip}"
    rm -rf "$dir" && mkdir -p "$dir"
    # One run, so that the shared helper header is translated once for all.
    "$amp2hip" --in-root "$root/test/dialect/graphics" --out-root "$dir" \
      "$root"/test/dialect/graphics/*.cpp || exit 1
    for f in "$dir"/*.cpp; do mv "$f" "${f%.cpp}.hip.cpp"; done
    echo "gpu-run-graphics: translated into $dir" ;;
  run)
    export PATH="$PATH:/usr/local/cuda/bin"
    log="$dir/run.log"
    "$root/scripts/build-translated.sh" --platform nvidia --run \
      --out "$dir/build" "$dir"/*.hip.cpp > "$log" 2>&1
    status=$?
    cat "$log"
    # direct3d_printf: one line per thread of its 4-thread launch.
    for i in 0 1 2 3; do
      grep -q "^direct3d_printf $i $(awk "BEGIN{printf \"%.2f\", 0.5*$i}")\$" "$log" ||
        { echo "FAIL direct3d_printf line $i missing"; status=1; }
    done
    [ "$status" = 0 ] && echo "gpu-run-graphics: all passed" ||
      echo "gpu-run-graphics: failures (see $log)"
    exit $status ;;
  *) echo "usage: gpu-run-graphics.sh prepare|run [DIR]" >&2; exit 2 ;;
esac
