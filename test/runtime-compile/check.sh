#!/usr/bin/env bash
# Compile checks of the amp2hip runtime headers, in the three ways they are
# compiled:
#
#   parse   each C++ AMP original (NAME.cpp) parses against the runtime
#           headers as the translator parses it (clang++-19, HIP host mode,
#           AMP2HIP_PARSE_MODEL);
#   amd     each translated program (NAME.hip.cpp) builds with hipcc for
#           gfx90a together with the runtime sources;
#   nvidia  the same with nvcc for sm_90 and the HIP-on-CUDA compatibility
#           header;
#   errors  each misuse in errors/NAME.cpp fails to parse in the parse mode,
#           with the message its `EXPECT:` comment names.
#
#   check.sh [parse|amd|nvidia|errors|all] [NAME...]
#
# A mode whose compiler is missing is skipped with a message. Nothing is run.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
mode="${1:-all}"
[ $# -gt 0 ] && shift
names=("$@")
if [ ${#names[@]} -eq 0 ] && [ "$mode" != errors ]; then
  for f in "$here"/*.hip.cpp; do
    n="$(basename "$f")"
    names+=("${n%.hip.cpp}")
  done
fi
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
inc="$root/runtime/include"
runtime_sources=("$root"/runtime/src/core/*.cpp "$root"/runtime/src/hip/*.cpp)
clang_bin="$(command -v clang++-19 || true)"
hipcc_bin="$(command -v hipcc || true)"
nvcc_bin="$(command -v nvcc || true)"
[ -n "$nvcc_bin" ] || [ ! -x /usr/local/cuda/bin/nvcc ] || nvcc_bin=/usr/local/cuda/bin/nvcc

passed=0
failed=0
run() { # label command...
  local label="$1"
  shift
  if "$@" > "$out/log" 2>&1; then
    echo "ok   $label"
    passed=$((passed + 1))
  else
    cat "$out/log"
    echo "FAIL $label"
    failed=$((failed + 1))
  fi
}

for n in "${names[@]}"; do
  if [ "$mode" = parse ] || [ "$mode" = all ]; then
    if [ -n "$clang_bin" ]; then
      run "parse  $n.cpp" "$clang_bin" -x hip --cuda-host-only -nogpulib \
        -nogpuinc -std=c++17 -fsyntax-only -Wno-cuda-compat \
        -DAMP2HIP_PARSE_MODEL -I "$inc" "$here/$n.cpp"
    else
      echo "skip   parse $n.cpp: clang++-19 not found"
    fi
  fi
  if [ "$mode" = amd ] || [ "$mode" = all ]; then
    if [ -n "$hipcc_bin" ]; then
      run "amd    $n.hip.cpp" "$hipcc_bin" --offload-arch=gfx90a -std=c++17 \
        -I "$inc" -x hip "$here/$n.hip.cpp" "${runtime_sources[@]}" \
        -o "$out/$n.amd"
    else
      echo "skip   amd $n.hip.cpp: hipcc not found"
    fi
  fi
  if [ "$mode" = nvidia ] || [ "$mode" = all ]; then
    if [ -n "$nvcc_bin" ]; then
      run "nvidia $n.hip.cpp" "$nvcc_bin" -std=c++17 --extended-lambda \
        -arch=sm_90 -Wno-deprecated-gpu-targets -x cu -I "$inc" \
        -I "$root/runtime/compat/nvidia" "$here/$n.hip.cpp" \
        "${runtime_sources[@]}" -o "$out/$n.nvidia"
    else
      echo "skip   nvidia $n.hip.cpp: nvcc not found"
    fi
  fi
done
parse_args=(-x hip --cuda-host-only -nogpulib -nogpuinc -std=c++17
  -fsyntax-only -Wno-cuda-compat -DAMP2HIP_PARSE_MODEL -I "$inc")
if [ "$mode" = errors ] || [ "$mode" = all ]; then
  if [ -n "$clang_bin" ]; then
    for f in "$here"/errors/*.cpp; do
      expect="$(sed -n 's/.*EXPECT: //p' "$f" | head -n 1)"
      if "$clang_bin" "${parse_args[@]}" "$f" > "$out/log" 2>&1; then
        echo "FAIL error $(basename "$f"): parsed without error"
        failed=$((failed + 1))
      elif grep -qF -- "$expect" "$out/log"; then
        echo "ok   error $(basename "$f")"
        passed=$((passed + 1))
      else
        cat "$out/log"
        echo "FAIL error $(basename "$f"): no \"$expect\""
        failed=$((failed + 1))
      fi
    done
  else
    echo "skip   errors: clang++-19 not found"
  fi
fi
echo "runtime-compile: $passed passed, $failed failed"
[ "$failed" = 0 ]
