# Packages (`cmake --build build --target package`, or cpack in build/):
#   amp2hip_<version>_<arch>.deb  installs the prefix at /opt/amp2hip, with
#                                 amp2hip and amp2hip-cxx linked into /usr/bin;
#   amp2hip-<version>-Linux.tar.gz  the same prefix, relocatable: unpack it
#                                 anywhere and use <dir>/bin/amp2hip.
# Both hold what `cmake --install` writes: the translator, the compiler
# wrapper, the CMake toolchain and package, the headers, and the runtime
# libraries built here for each HIP platform found (docs/packages.md).
set(CPACK_PACKAGE_NAME amp2hip)
set(CPACK_PACKAGE_VENDOR "amp2hip")
set(CPACK_PACKAGE_CONTACT "amp2hip maintainers <amp2hip@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "C++ AMP to HIP translator (Clang 19) with its runtime")
set(CPACK_PACKAGE_DESCRIPTION
  "amp2hip translates Microsoft C++ AMP programs to HIP, for AMD GPUs (hipcc)
and NVIDIA GPUs (nvcc), and carries the runtime the translated programs link
against, a compiler wrapper for build systems (amp2hip-cxx) and a CMake
toolchain file.")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_GENERATOR "DEB;TGZ" CACHE STRING "CPack generators")
set(CPACK_PACKAGE_FILE_NAME "amp2hip-${PROJECT_VERSION}-Linux")
set(CPACK_STRIP_FILES ON)
# The archive holds the prefix itself (bin/, include/, lib/, share/).
set(CPACK_INCLUDE_TOPLEVEL_DIRECTORY ON)

file(MAKE_DIRECTORY ${CMAKE_BINARY_DIR}/package-scripts)
# Debian: one package at /opt/amp2hip (its include/ holds amp.h, which must
# not shadow anything in /usr/include).
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
# Only the Debian package is placed there: the archive holds the prefix
# itself (set per generator when CPack runs).
file(WRITE ${CMAKE_BINARY_DIR}/package-scripts/cpack-options.cmake
  "if(CPACK_GENERATOR STREQUAL \"DEB\")\n"
  "  set(CPACK_PACKAGING_INSTALL_PREFIX /opt/amp2hip)\n"
  "endif()\n")
set(CPACK_PROJECT_CONFIG_FILE ${CMAKE_BINARY_DIR}/package-scripts/cpack-options.cmake)
# What amp2hip itself runs on: LLVM/Clang 19's libraries and Clang's own
# headers (the parse), Python for amp2hip-cxx. The HIP compilers build the
# output; a machine may have only one platform, or translate only.
set(CPACK_DEBIAN_PACKAGE_DEPENDS
  "libllvm19, libclang-cpp19, libclang-common-19-dev, python3, libc6, libstdc++6")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
  "hipcc, rocm-device-libs, libamdhip64-dev, cmake, ninja-build | make")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "libtbb-dev, libomp-dev, nvidia-cuda-toolkit")
# amp2hip and amp2hip-cxx on PATH.
set(_amp2hip_pkg_scripts ${CMAKE_BINARY_DIR}/package-scripts)
file(MAKE_DIRECTORY ${_amp2hip_pkg_scripts})
file(WRITE ${_amp2hip_pkg_scripts}/postinst
  "#!/bin/sh\nset -e\nfor t in amp2hip amp2hip-cxx; do\n"
  "  ln -sf /opt/amp2hip/bin/$t /usr/bin/$t\ndone\n")
file(WRITE ${_amp2hip_pkg_scripts}/prerm
  "#!/bin/sh\nset -e\nfor t in amp2hip amp2hip-cxx; do\n"
  "  if [ -L /usr/bin/$t ]; then rm -f /usr/bin/$t; fi\ndone\n")
file(CHMOD ${_amp2hip_pkg_scripts}/postinst ${_amp2hip_pkg_scripts}/prerm
  PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE
  WORLD_READ WORLD_EXECUTE)
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA
  "${_amp2hip_pkg_scripts}/postinst;${_amp2hip_pkg_scripts}/prerm")

include(CPack)
