#!/usr/bin/env bash
# Gathers oneTBB's headers and shared library from this machine (Debian's
# libtbb-dev) into one folder that can be carried to a machine without a
# package registry (the GPU machine), where the scripts use it through
# AMP2HIP_TBB_DIR:
#
#   bundle-tbb.sh [DIR]      (default build/gpu/tbb)
#
# DIR/include holds tbb/ and oneapi/; DIR/lib holds libtbb.so.12 and the
# libtbb.so a linker looks for, both plain files. oneTBB needs
# only glibc and libstdc++, which a newer Ubuntu provides in newer versions.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${1:-$root/build/gpu/tbb}"
inc=/usr/include
lib="$(dirname "$(readlink -f /usr/lib/x86_64-linux-gnu/libtbb.so 2>/dev/null || echo /nonexistent)")"
if [ ! -d "$inc/oneapi/tbb" ] || [ ! -e "$lib/libtbb.so" ]; then
  echo "bundle-tbb: oneTBB is not installed (scripts/install-deps.sh installs libtbb-dev)" >&2
  exit 1
fi
rm -rf "$dir"
mkdir -p "$dir/include" "$dir/lib"
cp -r "$inc/tbb" "$inc/oneapi" "$dir/include/"
soname="$(objdump -p "$lib/libtbb.so" 2>/dev/null | awk '/SONAME/ {print $2}')"
soname="${soname:-libtbb.so.12}"
cp -L "$lib/libtbb.so" "$dir/lib/$soname"
# Copies, not links: the folder may travel by means that drop links.
cp "$dir/lib/$soname" "$dir/lib/libtbb.so"
echo "bundle-tbb: oneTBB headers and $soname in $dir (use AMP2HIP_TBB_DIR=$dir)"
