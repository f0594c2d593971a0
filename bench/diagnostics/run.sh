#!/usr/bin/env bash
# The cost of amp2hip's checks: check-only mode (amp2hip --no-output) against
# Clang's own parse (clang++-19 -fsyntax-only) with the same arguments
# (parseModelArgs in lib/Driver/Translator.cpp), on one large generated C++
# AMP translation unit (gen.py). Prints the median of RUNS runs of each and
# their ratio; the goal is at most 1.25. A benchmark, not a test: run it on
# a quiet machine.
#
#   bench/diagnostics/run.sh [KERNELS (400)] [RUNS (5)]
# Environment: AMP2HIP (build/bin/amp2hip), CLANGXX (clang++-19).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
kernels="${1:-400}"
runs="${2:-5}"
amp2hip="${AMP2HIP:-$root/build/bin/amp2hip}"
clangxx="${CLANGXX:-clang++-19}"
inc="$(cd "$(dirname "$amp2hip")/../share/amp2hip/include" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 "$root/bench/diagnostics/gen.py" "$kernels" > "$work/big.cpp"
flags=(-x hip --cuda-host-only -nogpulib -nogpuinc -std=c++17
       -Wno-cuda-compat -Wno-unknown-cuda-version -DAMP2HIP_PARSE_MODEL
       -isystem "$inc" -include amp2hip/parse_model.h -Xclang --hipstdpar
       -fdeclspec)

# Median wall time of a command, in seconds.
median() {
  local times=()
  for _ in $(seq "$runs"); do
    local t0 t1
    t0=$(date +%s.%N)
    "$@" > /dev/null 2>&1 || { echo "failed: $*" >&2; exit 1; }
    t1=$(date +%s.%N)
    times+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN {print b - a}')")
  done
  printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}

lines=$(wc -l < "$work/big.cpp")
clang_s=$(median "$clangxx" -fsyntax-only "${flags[@]}" "$work/big.cpp")
amp_s=$(median "$amp2hip" --no-output "$work/big.cpp")
ratio=$(awk -v a="$amp_s" -v c="$clang_s" 'BEGIN {print a / c}')
printf 'translation unit: %d kernels, %d lines\n' "$kernels" "$lines"
printf 'clang++ -fsyntax-only: %.3f s (median of %d)\n' "$clang_s" "$runs"
printf 'amp2hip --no-output:   %.3f s (median of %d)\n' "$amp_s" "$runs"
printf 'ratio: %.3f (goal: at most 1.25)\n' "$ratio"
