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

# The runtime's own sources are compiled once per platform, with the same
# options as the programs (docs/platforms.md gives the one-command form).
amd_args=(--offload-arch=gfx90a -std=c++17 -I "$inc")
nv_args=(-std=c++17 --extended-lambda -arch=sm_90 -Wno-deprecated-gpu-targets
  -I "$inc" -I "$root/runtime/compat/nvidia")
amd_objects=()
nv_objects=()
want() { [ "$mode" = "$1" ] || [ "$mode" = all ]; }
if want amd && [ -n "$hipcc_bin" ] && [ ${#names[@]} -gt 0 ]; then
  mkdir -p "$out/amd"
  for src in "${runtime_sources[@]}"; do
    obj="$out/amd/$(basename "$src").o"
    run "amd    runtime $(basename "$src")" "$hipcc_bin" "${amd_args[@]}" \
      -x hip -c "$src" -o "$obj"
    amd_objects+=("$obj")
  done
fi
if want nvidia && [ -n "$nvcc_bin" ] && [ ${#names[@]} -gt 0 ]; then
  mkdir -p "$out/nvidia"
  for src in "${runtime_sources[@]}"; do
    obj="$out/nvidia/$(basename "$src").o"
    run "nvidia runtime $(basename "$src")" "$nvcc_bin" "${nv_args[@]}" \
      -x cu -c "$src" -o "$obj"
    nv_objects+=("$obj")
  done
fi
# nvcc's -x applies to every input, so programs are compiled, then linked.
nv_build() {
  "$nvcc_bin" "${nv_args[@]}" -x cu -c "$here/$1.hip.cpp" -o "$out/$1.o" &&
    "$nvcc_bin" "${nv_args[@]}" "$out/$1.o" "${nv_objects[@]}" \
      -o "$out/$1.nvidia"
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
      run "amd    $n.hip.cpp" "$hipcc_bin" "${amd_args[@]}" \
        -x hip "$here/$n.hip.cpp" -x none "${amd_objects[@]}" \
        -o "$out/$n.amd"
    else
      echo "skip   amd $n.hip.cpp: hipcc not found"
    fi
  fi
  if [ "$mode" = nvidia ] || [ "$mode" = all ]; then
    if [ -n "$nvcc_bin" ]; then
      run "nvidia $n.hip.cpp" nv_build "$n"
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
