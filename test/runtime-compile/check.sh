#!/usr/bin/env bash
# Checks of the amp2hip runtime headers as the translator's parse model:
#
#   parse   each C++ AMP program (NAME.cpp) parses against the runtime
#           headers as the translator parses it (clang++-19, HIP host mode,
#           AMP2HIP_PARSE_MODEL);
#   errors  each misuse in errors/NAME.cpp fails to parse in that mode, with
#           the message its `EXPECT:` comment names.
#
#   check.sh [parse|errors|all] [NAME...]
#
# The same programs are translated and built with hipcc and nvcc by the lit
# compile tier (test/lit/Compile), and run on a GPU by
# scripts/gpu-run-examples.sh. clang++-19 missing: skipped with a message.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
mode="${1:-all}"
[ $# -gt 0 ] && shift
names=("$@")
if [ ${#names[@]} -eq 0 ] && [ "$mode" != errors ]; then
  for f in "$here"/*.cpp; do
    n="$(basename "$f")"
    # NAME.hip.cpp is already translated (HIP), not C++ AMP: nothing to parse.
    case "$n" in *.hip.cpp) continue ;; esac
    names+=("${n%.cpp}")
  done
fi
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
inc="$root/runtime/include"
clang_bin="$(command -v clang++-19 || true)"

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
    if grep -q "RAW-PARSE: no" "$here/$n.cpp"; then
      # Syntax only the translator's token pre-pass accepts (`mutable
      # restrict(amp)`): the lit compile tier translates and builds it.
      echo "skip   parse $n.cpp: needs the translator's pre-pass"
    elif [ -n "$clang_bin" ]; then
      run "parse  $n.cpp" "$clang_bin" -x hip --cuda-host-only -nogpulib \
        -nogpuinc -std=c++17 -fsyntax-only -Wno-cuda-compat \
        -fdeclspec -DAMP2HIP_PARSE_MODEL -I "$inc" "$here/$n.cpp"
    else
      echo "skip   parse $n.cpp: clang++-19 not found"
    fi
  fi
done
parse_args=(-x hip --cuda-host-only -nogpulib -nogpuinc -std=c++17
  -fsyntax-only -Wno-cuda-compat -fdeclspec -DAMP2HIP_PARSE_MODEL -I "$inc")
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
