#!/usr/bin/env bash
# Checks the Debian package and the relocatable archive as a new user meets
# them: in a clean Debian 12 root made by debootstrap (a chroot: minbase, only
# what Debian installs first), `apt-get install ./amp2hip_*.deb` with nothing
# else, then amp2hip translates examples/ and the installed toolchain builds
# them: amp2hip-cxx for each program, the CMake toolchain file for
# examples/project (AMD, with the hipcc the package recommends). The archive
# is unpacked at a path of its own and translates one program.
#
#   check-package.sh [--keep] [BUILD_DIR]
#
# BUILD_DIR (default build/ or $AMP2HIP_BUILD_DIR) is built and packaged
# first (`cmake --build BUILD_DIR --target package`). Needs root (debootstrap,
# chroot, mount); installs debootstrap when missing. Packages the host has
# downloaded already (/var/cache/apt/archives) are reused by the root.
# --keep leaves the root in BUILD_DIR/package-root for a look.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
keep=0
build="${AMP2HIP_BUILD_DIR:-$root/build}"
while (($#)); do
  case "$1" in
    --keep) keep=1; shift ;;
    -*) echo "check-package: unknown option $1" >&2; exit 2 ;;
    *) build="$1"; shift ;;
  esac
done
mirror="${AMP2HIP_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
[ "$(id -u)" = 0 ] || { echo "check-package: needs root (debootstrap, chroot)" >&2; exit 1; }
start=$SECONDS
stamp() { echo "check-package: [$((SECONDS - start))s] $*"; }

if ! command -v debootstrap >/dev/null; then
  apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends debootstrap
fi

stamp "packaging $build"
cmake --build "$build" --target package >/dev/null
deb="$(ls "$build"/amp2hip_*.deb | head -n1)"
tgz="$(ls "$build"/amp2hip-*-Linux.tar.gz | head -n1)"
stamp "$(basename "$deb") $(du -h "$deb" | cut -f1), $(basename "$tgz") $(du -h "$tgz" | cut -f1)"

chroot_dir="$build/package-root"
cache=/var/cache/apt/archives
mkdir -p "$cache"
mounted=()
cleanup() {
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[i]}" || true; done
  if ((keep == 0)); then rm -rf "$chroot_dir"; fi
}
trap cleanup EXIT
rm -rf "$chroot_dir"
# The bare root is kept as a tarball for a week: unpacking it takes seconds,
# debootstrap a minute or more. Either way the root starts as debootstrap
# left it.
base_tar=/var/cache/amp2hip/bookworm-minbase.tar
if [ -f "$base_tar" ] && [ -z "$(find "$base_tar" -mtime +7)" ]; then
  stamp "unpacking the bare root debootstrap made ($base_tar)"
  mkdir -p "$chroot_dir" && tar -xf "$base_tar" -C "$chroot_dir"
else
  stamp "debootstrap bookworm (minbase) into $chroot_dir"
  debootstrap --variant=minbase --cache-dir="$cache" bookworm "$chroot_dir" "$mirror" \
    >"$build/package-debootstrap.log" 2>&1 ||
    { tail -n 30 "$build/package-debootstrap.log"; exit 1; }
  mkdir -p "$(dirname "$base_tar")"
  tar -cf "$base_tar.tmp" -C "$chroot_dir" . && mv "$base_tar.tmp" "$base_tar"
fi
# dpkg without an fsync per file: the root is thrown away.
echo force-unsafe-io > "$chroot_dir/etc/dpkg/dpkg.cfg.d/amp2hip-check-unsafe-io"
for m in proc dev dev/pts; do
  mount --bind "/$m" "$chroot_dir/$m"; mounted+=("$chroot_dir/$m")
done
mount --bind "$cache" "$chroot_dir/var/cache/apt/archives"
mounted+=("$chroot_dir/var/cache/apt/archives")
in_root() { chroot "$chroot_dir" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/tmp \
  DEBIAN_FRONTEND=noninteractive bash -euo pipefail -c "$1"; }

mkdir -p "$chroot_dir/tmp/check"
cp "$deb" "$tgz" "$chroot_dir/tmp/check/"
cp -r "$root/examples" "$chroot_dir/tmp/check/examples"
stamp "apt-get install ./$(basename "$deb")"
in_root "cd /tmp/check && apt-get update -q >/dev/null && apt-get install -y -q ./$(basename "$deb") >/tmp/check/install.log" ||
  { tail -n 30 "$chroot_dir/tmp/check/install.log"; exit 1; }

stamp "translating examples/ with the installed amp2hip"
in_root '
cd /tmp/check
amp2hip --version
amp2hip --out-root translated --in-root examples examples/*.cpp --report=translated/report.md
test -s translated/matrix_multiply.cpp && grep -q "hip/hip_runtime.h" translated/matrix_multiply.cpp
grep -q "^# amp2hip migration report" translated/report.md'

stamp "building each example with amp2hip-cxx (hipcc, AMD), two at a time"
in_root '
cd /tmp/check && mkdir -p bin
ls examples/*.cpp | xargs -P2 -I{} sh -c '"'"'amp2hip-cxx -O2 -std=c++17 {} -o bin/$(basename {} .cpp)'"'"'
for src in examples/*.cpp; do test -x "bin/$(basename "$src" .cpp)"; done
ls bin'

stamp "building examples/project with the installed CMake toolchain"
in_root '
cd /tmp/check
cmake -S examples/project -B project-build -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_TOOLCHAIN_FILE=/opt/amp2hip/share/amp2hip/cmake/amp2hip-toolchain.cmake \
  -DAMP2HIP_PLATFORM=amd >/dev/null
cmake --build project-build -j2 >/dev/null
test -n "$(find project-build -type f -perm -u+x -not -path "*/CMakeFiles/*")"'

stamp "the archive, unpacked elsewhere"
# (from a project folder: amp2hip-cxx takes the current one as the root)
in_root "
mkdir -p /tmp/elsewhere && tar -xzf /tmp/check/$(basename "$tgz") -C /tmp/elsewhere
cd /tmp/check
prefix=/tmp/elsewhere/$(basename "$tgz" .tar.gz)
\$prefix/bin/amp2hip /tmp/check/examples/transpose.cpp -o /tmp/elsewhere/transpose.cpp
grep -q 'amp2hip/amp.h' /tmp/elsewhere/transpose.cpp
\$prefix/bin/amp2hip-cxx -O2 /tmp/check/examples/transpose.cpp -o /tmp/elsewhere/transpose
test -x /tmp/elsewhere/transpose"

stamp "removing the package"
in_root "apt-get remove -y -q amp2hip >/dev/null && ! test -e /usr/bin/amp2hip"
stamp "passed"
