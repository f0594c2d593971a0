# amp2hip-config.cmake: builds sources that amp2hip has translated, in any
# CMake project (the CMakeLists.txt that amp2hip writes for a Visual Studio
# solution uses it; docs/cmake.md).
#
#   cmake -S proj -B build -DCMAKE_PREFIX_PATH=<amp2hip prefix> \
#         [-DAMP2HIP_PLATFORM=amd|nvidia] [-DAMP2HIP_OFFLOAD_ARCH=gfx90a] [-DAMP2HIP_CUDA_ARCH=sm_90] \
#         [-DAMP2HIP_CHECKED=ON]
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
# The sources are translated already: a checked build's translation
# (amp2hip --checked) defines AMP2HIP_CHECKED itself; this compiles every
# source of the targets with it, so that they agree.
set(AMP2HIP_CHECKED OFF CACHE BOOL
  "Checked build: compile with -DAMP2HIP_CHECKED=1 (sources translated with amp2hip --checked; docs/checked-build.md)")
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
# The HIP or CUDA runtime the library calls, so that a target linked by a
# plain C++ compiler (not through amp2hip_hip_target) links too; hipcc and
# nvcc add the same themselves.
get_filename_component(_amp2hip_compiler_dir "${_amp2hip_compiler}" DIRECTORY)
if(AMP2HIP_PLATFORM STREQUAL "amd")
  find_library(AMP2HIP_HIP_RUNTIME amdhip64
    HINTS "${_amp2hip_compiler_dir}/../lib" ENV ROCM_PATH PATH_SUFFIXES lib
    DOC "HIP's runtime library (AMD)")
else()
  find_library(AMP2HIP_CUDA_RUNTIME cudart_static
    HINTS "${_amp2hip_compiler_dir}/../lib64" "${_amp2hip_compiler_dir}/../lib"
    DOC "CUDA's static runtime library (NVIDIA)")
endif()
if(NOT TARGET amp2hip::runtime)
  add_library(amp2hip::runtime STATIC IMPORTED)
  set(_amp2hip_includes "${_amp2hip_prefix}/include")
  if(AMP2HIP_PLATFORM STREQUAL "nvidia")
    list(APPEND _amp2hip_includes "${_amp2hip_prefix}/include/amp2hip/compat/nvidia")
  else()
    # libstdc++ in hipcc's device pass under C++14 (compat/hipcc/README.md).
    list(PREPEND _amp2hip_includes "${_amp2hip_prefix}/include/amp2hip/compat/hipcc")
  endif()
  set(_amp2hip_links Threads::Threads)
  if(AMP2HIP_PLATFORM STREQUAL "amd" AND AMP2HIP_HIP_RUNTIME)
    list(APPEND _amp2hip_links "${AMP2HIP_HIP_RUNTIME}")
  elseif(AMP2HIP_PLATFORM STREQUAL "nvidia" AND AMP2HIP_CUDA_RUNTIME)
    list(APPEND _amp2hip_links "${AMP2HIP_CUDA_RUNTIME}" ${CMAKE_DL_LIBS} rt)
  endif()
  set_target_properties(amp2hip::runtime PROPERTIES
    IMPORTED_LOCATION "${_amp2hip_runtime}"
    IMPORTED_LINK_INTERFACE_LANGUAGES CXX
    INTERFACE_INCLUDE_DIRECTORIES "${_amp2hip_includes}"
    INTERFACE_SYSTEM_INCLUDE_DIRECTORIES "${_amp2hip_includes}"
    INTERFACE_LINK_LIBRARIES "${_amp2hip_links}")
endif()

# The command that compiles and links for the platform (a list).
set(AMP2HIP_LAUNCHER "${_amp2hip_cxx}" --amp2hip-launcher --amp2hip-translated
  "--amp2hip-platform=${AMP2HIP_PLATFORM}"
  "--amp2hip-compiler=${_amp2hip_compiler}"
  "--amp2hip-arch=${_amp2hip_arch}")
if(AMP2HIP_CHECKED)
  list(APPEND AMP2HIP_LAUNCHER "--amp2hip-checked")
endif()

# amp2hip_hip_target(<target> [OPENMP]): the target's C++ sources are HIP
# (amp2hip's output), compiled by hipcc or nvcc; an executable is linked by
# them with amp2hip's runtime. Shared libraries do not take the runtime in:
# the executable that loads them provides its one copy (one coherence state
# for the whole program). OPENMP: -fopenmp when compiling and linking (on
# AMD with LLVM's omp.h and libomp, below).
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
  # The runtime's headers need C++14; the target's own CXX_STANDARD (a
  # Visual Studio project's LanguageStandard) chooses beyond that, and
  # without one amp2hip-cxx compiles as C++17.
  target_compile_features(${target} PRIVATE cxx_std_14)
  # A static library may be linked into a shared one (a DLL of the solution
  # that uses a static library of it).
  if(_type STREQUAL "STATIC_LIBRARY" OR _type STREQUAL "OBJECT_LIBRARY")
    set_property(TARGET ${target} PROPERTY POSITION_INDEPENDENT_CODE ON)
  endif()
  if(_type STREQUAL "EXECUTABLE")
    target_link_libraries(${target} PRIVATE amp2hip::runtime)
  else()
    # The headers without the library.
    target_include_directories(${target} SYSTEM PRIVATE
      $<TARGET_PROPERTY:amp2hip::runtime,INTERFACE_INCLUDE_DIRECTORIES>)
  endif()
  if(_A_OPENMP)
    # nvcc: -Xcompiler -fopenmp (amp2hip-cxx passes it on), g++ links libgomp.
    # A static library's OpenMP runtime is linked by what links the library.
    set(_link PRIVATE)
    if(_type STREQUAL "STATIC_LIBRARY" OR _type STREQUAL "OBJECT_LIBRARY")
      set(_link INTERFACE)
    endif()
    target_compile_options(${target} PRIVATE -fopenmp)
    target_link_options(${target} ${_link} -fopenmp)
    if(AMP2HIP_PLATFORM STREQUAL "amd")
      _amp2hip_hipcc_openmp(${target} ${_link})
    endif()
  endif()
endfunction()

# hipcc's Clang uses LLVM's OpenMP (omp.h, libomp). Debian installs one
# libomp-X-dev at a time, often not Clang's own version (ROCm 5.2: Clang 15),
# and the OpenMP runtime's interface is stable across versions: so omp.h and
# libomp of any installed LLVM serve. omp.h alone is staged into the build
# tree (its directory also holds that Clang's builtin headers, which must not
# shadow hipcc's), and libomp's directory is searched at link time.
function(_amp2hip_hipcc_openmp target link_scope)
  if(NOT AMP2HIP_OMP_H OR NOT AMP2HIP_OMP_LIBRARY)
    set(_omp_h "")
    set(_omp_lib "")
    file(GLOB _omp_headers /usr/lib/llvm-*/lib/clang/*/include/omp.h)
    if(_omp_headers)
      list(SORT _omp_headers COMPARE NATURAL ORDER DESCENDING)
      list(GET _omp_headers 0 _omp_h)
    endif()
    file(GLOB _omp_libs /usr/lib/llvm-*/lib/libomp.so)
    if(_omp_libs)
      list(SORT _omp_libs COMPARE NATURAL ORDER DESCENDING)
      list(GET _omp_libs 0 _omp_lib)
    endif()
    # What the user set stays; what is missing is looked for again.
    if(NOT AMP2HIP_OMP_H)
      set(AMP2HIP_OMP_H "${_omp_h}" CACHE FILEPATH "omp.h for hipcc (OPENMP)" FORCE)
    endif()
    if(NOT AMP2HIP_OMP_LIBRARY)
      set(AMP2HIP_OMP_LIBRARY "${_omp_lib}" CACHE FILEPATH "libomp for hipcc (OPENMP)" FORCE)
    endif()
  endif()
  if(NOT AMP2HIP_OMP_H OR NOT AMP2HIP_OMP_LIBRARY)
    message(FATAL_ERROR "amp2hip_hip_target(${target} OPENMP): no omp.h or "
      "libomp.so of an LLVM (apt-get install libomp-dev), or set AMP2HIP_OMP_H "
      "and AMP2HIP_OMP_LIBRARY")
  endif()
  set(_dir "${CMAKE_BINARY_DIR}/amp2hip-openmp/include")
  configure_file("${AMP2HIP_OMP_H}" "${_dir}/omp.h" COPYONLY)
  target_include_directories(${target} SYSTEM PRIVATE "${_dir}")
  get_filename_component(_libdir "${AMP2HIP_OMP_LIBRARY}" DIRECTORY)
  target_link_directories(${target} ${link_scope} "${_libdir}")
endfunction()

set(amp2hip_FOUND TRUE)
