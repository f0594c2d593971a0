# amp2hip-config.cmake: builds sources that amp2hip has translated, in any
# CMake project (the CMakeLists.txt that amp2hip writes for a Visual Studio
# solution uses it; docs/cmake.md).
#
#   cmake -S proj -B build -DCMAKE_PREFIX_PATH=<amp2hip prefix> \
#         [-DAMP2HIP_PLATFORM=amd|nvidia] [-DAMP2HIP_OFFLOAD_ARCH=gfx90a] [-DAMP2HIP_CUDA_ARCH=sm_90]
#
#   find_package(amp2hip REQUIRED)
#   add_executable(app main.cpp)        # sources written by amp2hip
#   amp2hip_hip_target(app)             # [OPENMP]
#
# Provides amp2hip::runtime (the platform's runtime library, its headers and
# its threads) and amp2hip_hip_target(<target> [OPENMP]), which compiles the
# target's C++ sources with hipcc (AMD) or nvcc (NVIDIA) and links
# executables with them, through amp2hip-cxx as CMake's compiler and link
# launcher: the project keeps its C++ compiler, any generator that supports
# launchers (Ninja, Unix Makefiles) works, and no CMake HIP or CUDA language
# support is needed. Everything is found relative to this file, so the prefix
# (an install or amp2hip's build tree) can be moved.

get_filename_component(_amp2hip_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)
set(_amp2hip_cxx "${_amp2hip_prefix}/bin/amp2hip-cxx")
if(NOT EXISTS "${_amp2hip_cxx}")
  set(amp2hip_FOUND FALSE)
  set(amp2hip_NOT_FOUND_MESSAGE "no bin/amp2hip-cxx in ${_amp2hip_prefix}")
  return()
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
if(AMP2HIP_PLATFORM STREQUAL "amd")
  set(_amp2hip_compiler "${AMP2HIP_HIPCC}")
  set(_amp2hip_arch "${AMP2HIP_OFFLOAD_ARCH}")
elseif(AMP2HIP_PLATFORM STREQUAL "nvidia")
  set(_amp2hip_compiler "${AMP2HIP_NVCC}")
  set(_amp2hip_arch "${AMP2HIP_CUDA_ARCH}")
else()
  set(amp2hip_FOUND FALSE)
  set(amp2hip_NOT_FOUND_MESSAGE
    "AMP2HIP_PLATFORM must be amd or nvidia, not '${AMP2HIP_PLATFORM}'")
  return()
endif()
if(NOT _amp2hip_compiler)
  set(amp2hip_FOUND FALSE)
  set(amp2hip_NOT_FOUND_MESSAGE "no compiler for platform ${AMP2HIP_PLATFORM} "
    "(set AMP2HIP_HIPCC or AMP2HIP_NVCC to hipcc's or nvcc's path)")
  return()
endif()
set(_amp2hip_runtime "${_amp2hip_prefix}/lib/libamp2hip-runtime-${AMP2HIP_PLATFORM}.a")
if(NOT EXISTS "${_amp2hip_runtime}")
  set(amp2hip_FOUND FALSE)
  set(amp2hip_NOT_FOUND_MESSAGE "no runtime library for ${AMP2HIP_PLATFORM} in "
    "${_amp2hip_prefix}/lib (amp2hip was built without that platform's compiler)")
  return()
endif()

find_package(Threads REQUIRED)
if(NOT TARGET amp2hip::runtime)
  add_library(amp2hip::runtime STATIC IMPORTED)
  set(_amp2hip_includes "${_amp2hip_prefix}/include")
  if(AMP2HIP_PLATFORM STREQUAL "nvidia")
    list(APPEND _amp2hip_includes "${_amp2hip_prefix}/include/amp2hip/compat/nvidia")
  endif()
  set_target_properties(amp2hip::runtime PROPERTIES
    IMPORTED_LOCATION "${_amp2hip_runtime}"
    INTERFACE_INCLUDE_DIRECTORIES "${_amp2hip_includes}"
    INTERFACE_SYSTEM_INCLUDE_DIRECTORIES "${_amp2hip_includes}"
    INTERFACE_LINK_LIBRARIES Threads::Threads)
endif()

# The command that compiles and links for the platform (a list).
set(AMP2HIP_LAUNCHER "${_amp2hip_cxx}" --amp2hip-launcher --amp2hip-translated
  "--amp2hip-platform=${AMP2HIP_PLATFORM}"
  "--amp2hip-compiler=${_amp2hip_compiler}"
  "--amp2hip-arch=${_amp2hip_arch}")

# amp2hip_hip_target(<target> [OPENMP]): the target's C++ sources are HIP
# (amp2hip's output), compiled by hipcc or nvcc; an executable is linked by
# them with amp2hip's runtime. Shared libraries do not take the runtime in:
# the executable that loads them provides its one copy (one coherence state
# for the whole program). OPENMP: -fopenmp when compiling and linking.
function(amp2hip_hip_target target)
  cmake_parse_arguments(_A "OPENMP" "" "" ${ARGN})
  if(NOT TARGET ${target})
    message(FATAL_ERROR "amp2hip_hip_target: no target '${target}'")
  endif()
  get_target_property(_type ${target} TYPE)
  set_property(TARGET ${target} PROPERTY CXX_COMPILER_LAUNCHER ${AMP2HIP_LAUNCHER})
  if(_type STREQUAL "EXECUTABLE" OR _type STREQUAL "SHARED_LIBRARY" OR
     _type STREQUAL "MODULE_LIBRARY")
    # (Archives are made by ar, whose rule this would launch too.)
    list(JOIN AMP2HIP_LAUNCHER " " _link_launcher)
    set_property(TARGET ${target} PROPERTY RULE_LAUNCH_LINK "${_link_launcher}")
  endif()
  target_compile_features(${target} PRIVATE cxx_std_17)
  if(_type STREQUAL "EXECUTABLE")
    target_link_libraries(${target} PRIVATE amp2hip::runtime)
  else()
    # The headers without the library.
    target_include_directories(${target} SYSTEM PRIVATE
      $<TARGET_PROPERTY:amp2hip::runtime,INTERFACE_INCLUDE_DIRECTORIES>)
  endif()
  if(_A_OPENMP)
    target_compile_options(${target} PRIVATE -fopenmp)
    target_link_options(${target} PRIVATE -fopenmp)
  endif()
endfunction()

set(amp2hip_FOUND TRUE)
