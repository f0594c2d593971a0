#!/usr/bin/env bash
# Scale benchmark of amp2hip over a generated C++ AMP tree (not a test).
#
#   bench/scale/run-scale.sh [BUILD_DIR] [SOURCES] [REPEATS]
#
# Times, over the same files, `amp2hip -j1`, `amp2hip -j2` (each writing a
# whole --out-root tree) and `clang++-19 -fsyntax-only` run file by file with
# the flags amp2hip parses with (parseModelArgs in lib/Driver/Translator.cpp).
# Uses hyperfine when installed, otherwise the best of REPEATS runs. Prints
# the times and the two ratios the targets are stated in (docs/scale.md).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-$here/../../build}" && pwd)
sources=${2:-200}
repeats=${3:-3}
amp2hip=$build/bin/amp2hip
inc=$build/share/amp2hip/include
clang=${CLANGXX:-clang++-19}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/gen_tree.py" "$work/tree" --sources "$sources"
find "$work/tree" -name '*.cpp' | sort > "$work/files"
nfiles=$(wc -l < "$work/files")

# The parse amp2hip runs, as a clang command (keep in step with
# parseModelArgs).
cat > "$work/clang-each.sh" <<SH
#!/bin/sh
xargs -n1 $clang -x hip --cuda-host-only -nogpulib -nogpuinc -std=c++17 \
  -Wno-cuda-compat -Wno-unknown-cuda-version -DAMP2HIP_PARSE_MODEL \
  -isystem "$inc" -include amp2hip/parse_model.h -fsyntax-only < "$work/files"
SH
chmod +x "$work/clang-each.sh"

cmd_j1="rm -rf $work/out1 && $amp2hip -j1 --out-root $work/out1 $work/tree"
cmd_j2="rm -rf $work/out2 && $amp2hip -j2 --out-root $work/out2 $work/tree"
cmd_clang="$work/clang-each.sh"

# Best wall time of $repeats runs of a shell command, in seconds.
best_of() {
  local best=""
  for _ in $(seq "$repeats"); do
    local t0 t1
    t0=$(date +%s.%N)
    sh -c "$1" > /dev/null 2>&1 || { echo "failed: $1" >&2; exit 1; }
    t1=$(date +%s.%N)
    best=$(python3 -c "t=$t1-$t0; b='$best'; print(min(t, float(b)) if b else t)")
  done
  echo "$best"
}

if command -v hyperfine > /dev/null; then
  hyperfine --runs "$repeats" --export-json "$work/h.json" \
    -n j1 "$cmd_j1" -n j2 "$cmd_j2" -n clang "$cmd_clang" >&2
  read -r j1 j2 cl < <(python3 -c "
import json; r = {x['command']: x['min'] for x in json.load(open('$work/h.json'))['results']}
print(r['j1'], r['j2'], r['clang'])")
else
  j1=$(best_of "$cmd_j1")
  j2=$(best_of "$cmd_j2")
  cl=$(best_of "$cmd_clang")
fi

python3 - "$nfiles" "$j1" "$j2" "$cl" <<'PY'
import sys
n, j1, j2, cl = int(sys.argv[1]), *map(float, sys.argv[2:])
print(f"files: {n}")
print(f"amp2hip -j1:                 {j1:8.2f} s  ({1000 * j1 / n:.0f} ms/file)")
print(f"amp2hip -j2:                 {j2:8.2f} s")
print(f"clang++ -fsyntax-only, each: {cl:8.2f} s  ({1000 * cl / n:.0f} ms/file)")
print(f"speed-up -j2 over -j1:       {j1 / j2:8.2f}x  (target >= 1.8)")
print(f"amp2hip -j1 / clang per file:{j1 / cl:8.2f}x  (target <= 1.5)")
PY
