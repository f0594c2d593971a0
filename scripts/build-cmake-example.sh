#!/usr/bin/env bash
# Builds a C++ AMP CMake project (default: examples/project) through amp2hip's
# toolchain file, Release, for one platform, and copies its executables into
# one directory that can be carried to a GPU machine and run there: CUDA's
# runtime and amp2hip's runtime are linked statically, and so are libstdc++
# and libgcc, so the binaries need only the C library and the GPU driver.
#
#   build-cmake-example.sh [--platform nvidia|amd] [--out DIR] [--prefix P] [PROJECT]
#
# --prefix: an amp2hip install (default: amp2hip's build tree, $AMP2HIP_BUILD_DIR
# or build/). --out: where the executables go (default build/cmake-example-<platform>).
# On the GPU machine: DIR/run-all.sh runs every executable and fails if one fails.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${AMP2HIP_BUILD_DIR:-$root/build}"
platform=nvidia
out=""
project="$root/examples/project"
while (($#)); do
  case "$1" in
    --platform) platform="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    --prefix) prefix="$2"; shift 2 ;;
    -*) echo "build-cmake-example: unknown option $1" >&2; exit 2 ;;
    *) project="$1"; shift ;;
  esac
done
out="${out:-$root/build/cmake-example-$platform}"
toolchain="$prefix/share/amp2hip/cmake/amp2hip-toolchain.cmake"
[ -f "$toolchain" ] || { echo "build-cmake-example: no $toolchain (build amp2hip first)" >&2; exit 1; }
export PATH="$PATH:/usr/local/cuda/bin"

build="$out/build"
cmake -S "$project" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DAMP2HIP_PLATFORM="$platform" \
  -DCMAKE_EXE_LINKER_FLAGS="-static-libstdc++ -static-libgcc"
cmake --build "$build"

# The executables, and a script that runs each.
mkdir -p "$out/bin"
runner="$out/run-all.sh"
printf '#!/usr/bin/env bash\n# Runs every program built by build-cmake-example.sh; fails if one fails.\n' > "$runner"
printf 'cd "$(dirname "$0")/bin" || exit 1\nfailed=0\n' >> "$runner"
while IFS= read -r exe; do
  name="$(basename "$exe")"
  cp "$exe" "$out/bin/$name"
  printf 'if ./%s; then echo "PASS %s"; else echo "FAIL %s"; failed=1; fi\n' \
    "$name" "$name" "$name" >> "$runner"
  echo "build-cmake-example: $out/bin/$name"
done < <(find "$build" -type f -perm -u+x -not -path '*/CMakeFiles/*' -not -name '*.sh' | sort)
printf 'exit $failed\n' >> "$runner"
chmod +x "$runner"
echo "build-cmake-example: on the GPU machine run $runner"
