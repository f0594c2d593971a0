#!/usr/bin/env bash
# Scale benchmark of amp2hip over a generated C++ AMP tree (not a test).
#
#   bench/scale/run-scale.sh [BUILD_DIR] [SOURCES] [REPEATS]
#
# Over the same files, times `amp2hip -j1` and `amp2hip -j2` (each writing a
# whole --out-root tree) and `clang++-19 -fsyntax-only` run file by file with
# the flags amp2hip parses with (parseModelArgs in lib/Driver/Translator.cpp).
# Each is run REPEATS times (default 3); the fastest run counts. Prints wall
# and CPU times and the ratios the targets are stated in (docs/scale.md).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-$here/../../build}" && pwd)
sources=${2:-200}
repeats=${3:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 "$here/gen_tree.py" "$work/tree" --sources "$sources"
python3 "$here/time_runs.py" --amp2hip "$build/bin/amp2hip" \
  --include "$build/share/amp2hip/include" --clang "${CLANGXX:-clang++-19}" \
  --tree "$work/tree" --work "$work" --repeats "$repeats"
