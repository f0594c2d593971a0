# Locates LLVM and Clang 19 for LibTooling. Debian's llvm-19 refuses
# find_package(LLVM 19) (its version file wants 19.1), and a bare
# find_package(Clang) may pick another installed Clang first, so both are
# looked up in the llvm-19 tree unless LLVM_DIR/Clang_DIR say otherwise.
set(AMP2HIP_LLVM_ROOT "/usr/lib/llvm-19" CACHE PATH "Root of the LLVM 19 install")
if(NOT LLVM_DIR)
  set(LLVM_DIR "${AMP2HIP_LLVM_ROOT}/lib/cmake/llvm")
endif()
if(NOT Clang_DIR)
  set(Clang_DIR "${AMP2HIP_LLVM_ROOT}/lib/cmake/clang")
endif()

find_package(LLVM CONFIG PATHS "${LLVM_DIR}" NO_DEFAULT_PATH QUIET)
if(NOT LLVM_FOUND OR NOT LLVM_VERSION_MAJOR EQUAL 19)
  message(FATAL_ERROR
    "amp2hip needs LLVM 19 (found: '${LLVM_PACKAGE_VERSION}' at '${LLVM_DIR}').\n"
    "On Debian 12: apt-get install llvm-19-dev libclang-19-dev clang-19 llvm-19-tools,\n"
    "or pass -DLLVM_DIR=<llvm-19>/lib/cmake/llvm -DClang_DIR=<llvm-19>/lib/cmake/clang.")
endif()
find_package(Clang CONFIG PATHS "${Clang_DIR}" NO_DEFAULT_PATH QUIET)
if(NOT Clang_FOUND)
  message(FATAL_ERROR
    "amp2hip needs Clang 19's CMake package (looked in '${Clang_DIR}').\n"
    "On Debian 12: apt-get install libclang-19-dev.")
endif()
message(STATUS "amp2hip: LLVM ${LLVM_PACKAGE_VERSION} at ${LLVM_DIR}")

set(AMP2HIP_LLVM_TOOLS_DIR "${LLVM_TOOLS_BINARY_DIR}")
