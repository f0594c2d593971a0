#!/usr/bin/env bash
# Tries the public samples of the book "C++ AMP: Accelerated Massive
# Parallelism with Microsoft Visual C++" (GitHub AdeMiller/CppAmp, Ms-PL) as
# a new user would: each sample's Visual Studio solution, unchanged, is
# translated by amp2hip and built for NVIDIA and for AMD through amp2hip's
# CMake package (scripts/build-vs-solution.sh). This script fetches nothing
# and nothing of the samples is kept in this repository: give the path of a
# local copy.
#
#   try-book-samples.sh CPPAMP_DIR [OUT_DIR]
#
# OUT_DIR (default build/book-samples) keeps, per sample and platform, the
# translated tree, the build and the logs, and summary.txt: one line per
# sample with the sources translated, the targets that can build, and whether
# the NVIDIA and AMD builds succeeded. OUT_DIR/<sample>-nvidia/run-all.sh
# runs that sample's programs on a GPU machine (docs/book-samples.md).
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
book="${1:?usage: try-book-samples.sh CPPAMP_DIR [OUT_DIR]}"
out="${2:-$root/build/book-samples}"
mkdir -p "$out"
samples=(
  Chapter4=Samples/Chapter4/Chapter4.sln
  Chapter7=Samples/Chapter7/Chapter7.sln
  Chapter9=Samples/Chapter9/Chapter9.sln
  Chapter11=Samples/Chapter11/Chapter11.sln
  Chapter12=Samples/Chapter12/Chapter12.sln
  ShowAmpDevices=Samples/ShowAmpDevices/ShowAmpDevices.sln
  Reduction=Samples/CaseStudies/Reduction/Reduction.sln
  NBody=Samples/CaseStudies/NBody/NBody.sln
  Cartoonizer=Samples/CaseStudies/Cartoonizer/Cartoonizer.sln
  Extras=Extras/Extras.sln
)
summary="$out/summary.txt"
printf '%-15s %-12s %-10s %-8s %-8s\n' sample translated targets nvidia amd > "$summary"
for entry in "${samples[@]}"; do
  name="${entry%%=*}"
  sln="$book/${entry#*=}"
  if [ ! -f "$sln" ]; then
    printf '%-15s missing: %s\n' "$name" "${entry#*=}" >> "$summary"
    continue
  fi
  results=()
  for platform in nvidia amd; do
    dir="$out/$name-$platform"
    if "$root/scripts/build-vs-solution.sh" --platform "$platform" --out "$dir" \
        "$sln" > "$dir.log" 2>&1; then
      results+=(built)
    elif [ -f "$dir/build/CMakeCache.txt" ] && grep -q "^build-vs-solution: " "$dir.log"; then
      results+=(partial)
    else
      results+=(failed)
    fi
  done
  log="$out/$name-nvidia/translate.log"
  files="$(grep -Eo '[0-9]+ file\(s\): [0-9]+ translated, [0-9]+ unchanged, [0-9]+ failed' "$log" |
           awk '{print $3+$5 "/" $1}')"
  # amp2hip prints no summary for a run of one file that succeeds.
  if [ -z "$files" ] && ! grep -q "not translated" "$log"; then
    files="$(grep -Eo '[0-9]+ source\(s\)$' "$log" | awk '{print $1 "/" $1}' | head -1)"
  fi
  targets="$(grep -Eo 'wrote .*\(([0-9]+) of ([0-9]+) target' "$log" |
             sed -E 's/.*\(([0-9]+) of ([0-9]+) target/\1\/\2/')"
  printf '%-15s %-12s %-10s %-8s %-8s\n' "$name" "${files:-0/?}" "${targets:-0/?}" \
    "${results[0]}" "${results[1]}" >> "$summary"
done
cat "$summary"
