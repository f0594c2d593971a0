#!/usr/bin/env bash
# Translates C++ AMP sources with amp2hip, compiles each result with the HIP
# compilers present against amp2hip's runtime, and optionally runs them.
#
#   build-translated.sh [--out DIR] [--platform amd|nvidia|all] [--std STD]
#                       [--run] FILE...
#
# FILE.cpp is translated first (needs amp2hip: $AMP2HIP, or build/bin/amp2hip);
# FILE.hip.cpp is taken as already translated (for GPU machines without
# LLVM 19). The runtime's sources are compiled once per platform.
#
# AMD:    hipcc --offload-arch=gfx90a (no AMD GPU is needed to compile).
# NVIDIA: nvcc -arch=$AMP2HIP_CUDA_ARCH (default sm_90) with
#         runtime/compat/nvidia, amp2hip's HIP-on-CUDA header (ROCm 5.2's own
#         does not build with CUDA 13); see docs/platforms.md.
# --run:  runs each NVIDIA build (needs a GPU) and fails on a non-zero exit.
# --std:  the programs' standard (c++14, c++17 ...; default c++17): they are
#         translated (-- -std=STD) and compiled in it; the runtime's own
#         sources are compiled as C++17.
# Programs whose translation includes amp2hip's PPL headers (Visual C++
# programs, docs/windows-dialect.md) are linked with oneTBB: the system's,
# or $AMP2HIP_TBB_DIR/{include,lib} (scripts/bundle-tbb.sh).
# AMP2HIP_EXTRA_FLAGS adds flags to both compilers (-D_UNICODE ...);
# AMP2HIP_TRANSLATE_FLAGS adds options to amp2hip (--checked ...).
# Ends with "build-translated: N passed, N failed"; fails if anything failed.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${AMP2HIP_BUILD_DIR:-$root/build}"
amp2hip="${AMP2HIP:-$build/bin/amp2hip}"
arch="${AMP2HIP_CUDA_ARCH:-sm_90}"
out="$build/translated"
platform=all
std=c++17
run=0
files=()
while (($#)); do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    --platform) platform="$2"; shift 2 ;;
    --std) std="$2"; shift 2 ;;
    --run) run=1; shift ;;
    -*) echo "build-translated: unknown option $1" >&2; exit 2 ;;
    *) files+=("$1"); shift ;;
  esac
done
((${#files[@]})) || { echo "build-translated: no input files" >&2; exit 2; }

inc="$root/runtime/include"
runtime_sources=("$root"/runtime/src/core/*.cpp "$root"/runtime/src/hip/*.cpp)
hipcc_bin="$(command -v hipcc || true)"
nvcc_bin="$(command -v nvcc || true)"
[ -n "$nvcc_bin" ] || [ ! -x /usr/local/cuda/bin/nvcc ] || nvcc_bin=/usr/local/cuda/bin/nvcc
case "$platform" in
  amd) nvcc_bin="" ;;
  nvidia) hipcc_bin="" ;;
esac
[ -n "$hipcc_bin" ] || echo "build-translated: hipcc not found or not asked for: AMD builds skipped"
[ -n "$nvcc_bin" ] || echo "build-translated: nvcc not found or not asked for: NVIDIA builds skipped"

# -fgpu-exclude-wrong-side-overloads: restrict(cpu,amp) code calls each
# side's own overloads (docs/platforms.md).
# (runtime/compat/hipcc: hipcc's device pass under C++14, its README.md.)
amd_args=(--offload-arch=gfx90a -fgpu-exclude-wrong-side-overloads -O2
  -isystem "$root/runtime/compat/hipcc" -isystem "$inc")
nv_args=(-O2 --extended-lambda -arch="$arch" -Wno-deprecated-gpu-targets
  -isystem "$inc" -isystem "$root/runtime/compat/nvidia")

# oneTBB, for programs that use amp2hip's PPL.
tbb_inc=()
amd_tbb=(-ltbb)
nv_tbb=(-ltbb)
if [ -n "${AMP2HIP_TBB_DIR:-}" ]; then
  tbb_inc=(-isystem "$AMP2HIP_TBB_DIR/include")
  amd_tbb=(-L "$AMP2HIP_TBB_DIR/lib" "-Wl,-rpath,$AMP2HIP_TBB_DIR/lib" -ltbb)
  nv_tbb=(-L "$AMP2HIP_TBB_DIR/lib" -Xlinker "-rpath=$AMP2HIP_TBB_DIR/lib" -ltbb)
fi
# AMP2HIP_EXTRA_FLAGS: more flags for both compilers (e.g. -D_UNICODE for a
# Visual Studio project whose CharacterSet is Unicode).
read -r -a extra_flags <<<"${AMP2HIP_EXTRA_FLAGS:-}"
read -r -a translate_flags <<<"${AMP2HIP_TRANSLATE_FLAGS:-}"
amd_args+=("${extra_flags[@]}")
nv_args+=("${extra_flags[@]}")
amd_args+=("${tbb_inc[@]}")
nv_args+=("${tbb_inc[@]}")
# uses_ppl FILE [DIR]: the translated file (or a header beside it, or in
# DIR, where the translated headers of an --out-root tree are) includes the
# PPL.
uses_ppl() {
  grep -qE 'amp2hip/msvc/(ppl|concurrent_[a-z]+)\.h' "$1" "$(dirname "$1")"/*.h \
    ${2:+"$2"/*.h} 2>/dev/null
}

mkdir -p "$out"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
passed=0
failed=0
# step LABEL COMMAND...: runs COMMAND quietly; shows its output on failure.
step() {
  local label="$1"
  shift
  if "$@" > "$log" 2>&1; then
    echo "ok   $label"
  else
    cat "$log"
    echo "FAIL $label"
    return 1
  fi
}

# The runtime, once per platform. hipcc and nvcc apply -x to every input, so
# objects are compiled alone and linked afterwards.
amd_objs=()
nv_objs=()
for src in "${runtime_sources[@]}"; do
  base="$(basename "$src" .cpp)"
  if [ -n "$hipcc_bin" ]; then
    mkdir -p "$out/amd/runtime"
    step "hipcc runtime/$base" "$hipcc_bin" -std=c++17 "${amd_args[@]}" -x hip -c "$src" \
      -o "$out/amd/runtime/$base.o" || { echo "build-translated: 0 passed, 1 failed"; exit 1; }
    amd_objs+=("$out/amd/runtime/$base.o")
  fi
  if [ -n "$nvcc_bin" ]; then
    mkdir -p "$out/nvidia/runtime"
    step "nvcc  runtime/$base" "$nvcc_bin" -std=c++17 "${nv_args[@]}" -x cu -c "$src" \
      -o "$out/nvidia/runtime/$base.o" || { echo "build-translated: 0 passed, 1 failed"; exit 1; }
    nv_objs+=("$out/nvidia/runtime/$base.o")
  fi
done

for src in "${files[@]}"; do
  # The headers a program includes stay where translation put them, beside
  # its source.
  srcdir="$(cd "$(dirname "$src")" && pwd)"
  case "$src" in
    *.hip.cpp)
      # Already translated; copied next to the translated ones, so that
      # $out holds every program (scripts/gpu-run-examples.sh builds those).
      name="$(basename "$src" .hip.cpp)"
      hip="$out/$name.hip.cpp"
      [ "$src" -ef "$hip" ] || cp "$src" "$hip" ;;
    *)
      name="$(basename "${src%.*}")"
      hip="$out/$name.hip.cpp"
      step "translate $src" "$amp2hip" ${translate_flags[@]+"${translate_flags[@]}"} "$src" -o "$hip" -- -std="$std" || { failed=$((failed + 1)); continue; } ;;
  esac
  ok=1
  amd_libs=()
  nv_libs=()
  if uses_ppl "$hip" "$srcdir"; then
    amd_libs=("${amd_tbb[@]}")
    nv_libs=("${nv_tbb[@]}")
  fi
  if [ -n "$hipcc_bin" ]; then
    step "hipcc $name" "$hipcc_bin" -std="$std" "${amd_args[@]}" -I "$srcdir" -x hip -c "$hip" -o "$out/amd/$name.o" &&
      step "link  amd/$name" "$hipcc_bin" --offload-arch=gfx90a "$out/amd/$name.o" \
        "${amd_objs[@]}" "${amd_libs[@]}" -o "$out/amd/$name" || ok=0
  fi
  if [ -n "$nvcc_bin" ]; then
    step "nvcc  $name" "$nvcc_bin" -std="$std" "${nv_args[@]}" -I "$srcdir" -x cu -c "$hip" -o "$out/nvidia/$name.o" &&
      step "link  nvidia/$name" "$nvcc_bin" -arch="$arch" "$out/nvidia/$name.o" \
        "${nv_objs[@]}" "${nv_libs[@]}" -o "$out/nvidia/$name" || ok=0
    if [ "$ok" = 1 ] && [ "$run" = 1 ]; then
      echo "=== run $name"
      timeout 300 "$out/nvidia/$name"
      rc=$?
      if [ "$rc" = 0 ]; then echo "PASS $name"; else echo "FAIL run $name (exit $rc)"; ok=0; fi
    fi
  fi
  if [ "$ok" = 1 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
done
echo "build-translated: $passed passed, $failed failed"
[ "$failed" = 0 ]
