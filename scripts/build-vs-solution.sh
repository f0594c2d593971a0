#!/usr/bin/env bash
# Translates a Visual Studio solution (or project) with amp2hip into a CMake
# project, configures it through amp2hip's package (find_package(amp2hip)),
# builds it for one platform, Release, and copies its executables (and shared
# libraries) into one directory that can be carried to a GPU machine and run
# there: CUDA's runtime and amp2hip's runtime are linked statically, and so
# are libstdc++ and libgcc; executables find their shared libraries beside
# them ($ORIGIN).
#
#   build-vs-solution.sh [--platform nvidia|amd] [--prefix P] [--config C] --out DIR SOLUTION [-- ARGS]
#
# SOLUTION may also be a directory holding a CMakeLists.txt that uses the
# package (test/cmake-package): it is translated with amp2hip --out-root,
# ARGS being amp2hip's parse arguments (-I, -D) for its sources.
# --prefix: an amp2hip install (default amp2hip's build tree). --config: the
# solution configuration (amp2hip --vs-config). DIR/src is the translated tree,
# DIR/build the CMake build, DIR/bin the programs; DIR/run-all.sh runs each
# program (on the GPU machine) and fails if one fails. The translation may
# leave targets out (amp2hip says which): the rest still builds.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${AMP2HIP_BUILD_DIR:-$root/build}"
platform=nvidia
config=""
out=""
solution=""
parse_args=()
while (($#)); do
  case "$1" in
    --platform) platform="$2"; shift 2 ;;
    --prefix) prefix="$2"; shift 2 ;;
    --config) config="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    --) shift; parse_args=(-- "$@"); break ;;
    -*) echo "build-vs-solution: unknown option $1" >&2; exit 2 ;;
    *) solution="$1"; shift ;;
  esac
done
[ -n "$solution" ] && [ -n "$out" ] || {
  echo "usage: build-vs-solution.sh [--platform P] [--prefix P] [--config C] --out DIR SOLUTION" >&2
  exit 2
}
export PATH="$PATH:/usr/local/cuda/bin"
gen=()
command -v ninja > /dev/null && gen=(-G Ninja)

rm -rf "$out/src" "$out/build" "$out/bin"
mkdir -p "$out"
status=0
"$prefix/bin/amp2hip" --out-root "$out/src" ${config:+--vs-config="$config"} \
  "$solution" "${parse_args[@]}" > "$out/translate.log" 2>&1 || status=$?
grep -E "^amp2hip: (target|wrote|[0-9]+ file)" "$out/translate.log" || true
[ -f "$out/src/CMakeLists.txt" ] || { echo "build-vs-solution: no CMakeLists.txt written" >&2; exit 1; }
cmake -S "$out/src" -B "$out/build" "${gen[@]}" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_PREFIX_PATH="$prefix" -DAMP2HIP_PLATFORM="$platform" \
  -DCMAKE_EXE_LINKER_FLAGS="-static-libstdc++ -static-libgcc" \
  -DCMAKE_BUILD_RPATH='$ORIGIN' > "$out/configure.log" 2>&1 ||
  { tail -n 20 "$out/configure.log"; exit 1; }
cmake --build "$out/build" -j "${AMP2HIP_JOBS:-2}" > "$out/build.log" 2>&1 ||
  { tail -n 30 "$out/build.log"; exit 1; }

mkdir -p "$out/bin"
runner="$out/run-all.sh"
printf '#!/usr/bin/env bash\n# Runs every program built by build-vs-solution.sh; fails if one fails.\n' > "$runner"
printf 'cd "$(dirname "$0")/bin" || exit 1\nfailed=0\n' >> "$runner"
find "$out/build" -maxdepth 3 -name '*.so' -not -path '*/CMakeFiles/*' -exec cp {} "$out/bin/" \;
while IFS= read -r exe; do
  name="$(basename "$exe")"
  cp "$exe" "$out/bin/$name"
  printf 'if ./%q; then echo "PASS %s"; else echo "FAIL %s"; failed=1; fi\n' \
    "$name" "$name" "$name" >> "$runner"
  echo "build-vs-solution: $out/bin/$name"
done < <(find "$out/build" -maxdepth 3 -type f -perm -u+x -not -name '*.so' \
           -not -path '*/CMakeFiles/*' -not -name '*.sh' | sort)
printf 'exit $failed\n' >> "$runner"
chmod +x "$runner"
exit $status
