#!/usr/bin/env bash
# Installs what amp2hip needs on Debian 12: LLVM/Clang 19 for the translator,
# lit/FileCheck and GoogleTest for the tests, ROCm's hipcc for the AMD
# compile tier, and oneTBB (amp2hip's PPL for Visual C++ programs). Installs only what is missing; safe to run again. nvcc (the
# NVIDIA tier) is not in Debian: it is used when already installed.
set -euo pipefail

packages=(
  cmake ninja-build g++ python3 git
  llvm-19-dev libclang-19-dev clang-19 llvm-19-tools
  libgtest-dev
  hipcc rocm-device-libs libamdhip64-dev
  libtbb-dev
  # LLVM's OpenMP (omp.h, libomp) for hipcc in amp2hip_hip_target(... OPENMP);
  # the libomp-X-dev of other versions conflict with it and with each other
  libomp-dev
  # clang-apply-replacements, to apply --export-fixes in the driver tests
  clang-tools-19
  # libFuzzer (and Clang's sanitizer runtimes) for tools/amp2hip-fuzz
  libclang-rt-19-dev
  # a headless browser, to load the migration report's HTML in the tests
  chromium
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed"; then
    missing+=("$p")
  fi
done

if ((${#missing[@]} == 0)); then
  echo "install-deps: everything is installed"
  exit 0
fi

sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"
echo "install-deps: installing ${missing[*]}"
$sudo apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
