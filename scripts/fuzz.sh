#!/usr/bin/env bash
# Fuzzes the translator (tools/amp2hip-fuzz, docs/reliability.md) for a
# while: gathers the seeds (every C++ source and header of the test corpora
# and examples), then runs libFuzzer with the C++ AMP dictionary at the
# lowest priority. Findings (crash-*, timeout-*, oom-*) land in
# $AMP2HIP_FUZZ_DIR/findings; the corpus grows in $AMP2HIP_FUZZ_DIR/corpus
# and is reused by the next run.
#   scripts/fuzz.sh [SECONDS [amp2hip-fuzz|amp2hip-fuzz-cov [LIBFUZZER-OPTION...]]]
# amp2hip-fuzz-cov (built here on demand) has coverage and AddressSanitizer
# over the library's text and AST-walking files; amp2hip-fuzz has neither.
# AMP2HIP_FUZZ_SEEDS=N takes the N smallest seeds only; AMP2HIP_FUZZ_NO_BUILD
# skips the build (CI's smoke test, amp2hip-fuzz-smoke, sets both).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${AMP2HIP_BUILD_DIR:-$root/build}"
seconds="${1:-600}"
target="${2:-amp2hip-fuzz-cov}"
shift $(($# < 2 ? $# : 2))
dir="${AMP2HIP_FUZZ_DIR:-$build/fuzz}"
[ -n "${AMP2HIP_FUZZ_NO_BUILD:-}" ] || cmake --build "$build" --target "$target"
mkdir -p "$dir/seeds" "$dir/corpus" "$dir/findings"
while IFS= read -r -d '' f; do
  # One name per file: its path with / as _.
  rel="${f#"$root"/}"
  cp "$f" "$dir/seeds/${rel//\//_}"
done < <(find "$root/test/corpus" "$root/test/lit" "$root/test/dialect" \
           "$root/examples" -type f \( -name '*.cpp' -o -name '*.h' \
           -o -name '*.hpp' \) -size -64k -print0)
if [ -n "${AMP2HIP_FUZZ_SEEDS:-}" ]; then
  ls -S "$dir/seeds" | head -n -"$AMP2HIP_FUZZ_SEEDS" |
    while IFS= read -r f; do rm -f "$dir/seeds/$f"; done
fi
echo "fuzz: $(ls "$dir/seeds" | wc -l) seeds, $(ls "$dir/corpus" | wc -l) in the corpus, ${seconds}s of $target"
exec nice -n 19 "$build/bin/$target" -max_total_time="$seconds" \
  -timeout=120 -rss_limit_mb=4096 -max_len=65536 -close_fd_mask=3 \
  -dict="$root/tools/amp2hip-fuzz/amp.dict" \
  -artifact_prefix="$dir/findings/" -print_final_stats=1 "$@" \
  "$dir/corpus" "$dir/seeds"
