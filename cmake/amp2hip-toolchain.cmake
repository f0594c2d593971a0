# amp2hip-toolchain.cmake: builds an unchanged C++ AMP CMake project for HIP.
#
#   cmake -S proj -B build -DCMAKE_TOOLCHAIN_FILE=<prefix>/share/amp2hip/cmake/amp2hip-toolchain.cmake \
#         [-DAMP2HIP_PLATFORM=amd|nvidia] [-DAMP2HIP_OFFLOAD_ARCH=gfx90a] [-DAMP2HIP_CUDA_ARCH=sm_90] \
#         [-DAMP2HIP_CHECKED=ON]
#
# The project's C++ compiler becomes amp2hip-cxx (bin/ of this prefix): each
# C++ source is translated by amp2hip in its own build step and compiled by
# hipcc (AMD) or nvcc (NVIDIA); executables link amp2hip's runtime library.
# See docs/cmake.md. Everything is found relative to this file, so the prefix
# (an install or amp2hip's build tree) can be moved.

get_filename_component(_amp2hip_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(_amp2hip_cxx "${_amp2hip_prefix}/bin/amp2hip-cxx")
if(NOT EXISTS "${_amp2hip_cxx}" OR NOT EXISTS "${_amp2hip_prefix}/bin/amp2hip")
  message(FATAL_ERROR "amp2hip: no bin/amp2hip and bin/amp2hip-cxx in ${_amp2hip_prefix}")
endif()

find_program(AMP2HIP_HIPCC hipcc PATHS /opt/rocm/bin ENV ROCM_PATH PATH_SUFFIXES bin
  DOC "hipcc, the AMD compiler")
find_program(AMP2HIP_NVCC nvcc PATHS /usr/local/cuda/bin ENV CUDA_PATH PATH_SUFFIXES bin
  DOC "nvcc, the NVIDIA compiler")
if(NOT AMP2HIP_PLATFORM)
  if(AMP2HIP_HIPCC)
    set(AMP2HIP_PLATFORM amd)
  else()
    set(AMP2HIP_PLATFORM nvidia)
  endif()
endif()
set(AMP2HIP_PLATFORM "${AMP2HIP_PLATFORM}" CACHE STRING "HIP platform: amd or nvidia")
set(AMP2HIP_OFFLOAD_ARCH "gfx90a" CACHE STRING "AMD GPU architecture (hipcc --offload-arch)")
set(AMP2HIP_CUDA_ARCH "sm_90" CACHE STRING "NVIDIA GPU architecture (nvcc -arch)")
# A checked build is a configuration of its own (a build directory of its
# own): the setting is part of the compiler command.
set(AMP2HIP_CHECKED OFF CACHE BOOL
  "Checked build: every element access is bounds-checked at run time and a violation names the C++ AMP source line (docs/checked-build.md)")

if(AMP2HIP_PLATFORM STREQUAL "amd")
  set(_amp2hip_compiler "${AMP2HIP_HIPCC}")
  set(_amp2hip_arch "${AMP2HIP_OFFLOAD_ARCH}")
elseif(AMP2HIP_PLATFORM STREQUAL "nvidia")
  set(_amp2hip_compiler "${AMP2HIP_NVCC}")
  set(_amp2hip_arch "${AMP2HIP_CUDA_ARCH}")
else()
  message(FATAL_ERROR "amp2hip: AMP2HIP_PLATFORM must be amd or nvidia, not '${AMP2HIP_PLATFORM}'")
endif()
if(NOT _amp2hip_compiler)
  message(FATAL_ERROR "amp2hip: no compiler for platform ${AMP2HIP_PLATFORM} "
    "(set AMP2HIP_HIPCC or AMP2HIP_NVCC to hipcc's or nvcc's path)")
endif()
if(NOT EXISTS "${_amp2hip_prefix}/lib/libamp2hip-runtime-${AMP2HIP_PLATFORM}.a")
  message(FATAL_ERROR "amp2hip: no runtime library for ${AMP2HIP_PLATFORM} in "
    "${_amp2hip_prefix}/lib (amp2hip was built without that platform's compiler)")
endif()

# The project root (whose headers are translated with the sources) is the
# top source directory; in try_compile projects, their own.
set(CMAKE_CXX_COMPILER "${_amp2hip_cxx}"
  "--amp2hip-platform=${AMP2HIP_PLATFORM}"
  "--amp2hip-compiler=${_amp2hip_compiler}"
  "--amp2hip-arch=${_amp2hip_arch}"
  "--amp2hip-root=${CMAKE_SOURCE_DIR}")
if(AMP2HIP_CHECKED)
  list(APPEND CMAKE_CXX_COMPILER "--amp2hip-checked")
endif()
# try_compile projects (check_cxx_source_compiles ...) load this file again.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES
  AMP2HIP_PLATFORM AMP2HIP_OFFLOAD_ARCH AMP2HIP_CUDA_ARCH AMP2HIP_HIPCC AMP2HIP_NVCC
  AMP2HIP_CHECKED)
