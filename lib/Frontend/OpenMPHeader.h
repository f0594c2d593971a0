//===- OpenMPHeader.h - <omp.h> for the parse -------------------*- C++ -*-===//
//
// Visual C++ projects use OpenMP in host code beside C++ AMP. The parse is
// Clang 19's, whose resource directory has omp.h only when LLVM 19's OpenMP
// package is installed; Debian installs LLVM's OpenMP for one version at a
// time (libomp-dev, which scripts/install-deps.sh installs). The OpenMP API
// in omp.h is plain C declarations, stable across versions, so any LLVM's
// omp.h serves the parse: the newest installed (/usr/lib/llvm-N, ROCm's), or
// the file AMP2HIP_OMP_H names. GCC's is not used: Clang rejects some of its
// attributes. It is found when amp2hip starts and shown to the
// parse alone, in a directory of its own that exists only in the parse's
// file system and is searched last (-idirafter), so that no other header of
// that compiler's resource directory can be reached. The output keeps
// `#include <omp.h>`: the compilers that build it bring their own.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_FRONTEND_OPENMPHEADER_H
#define AMP2HIP_FRONTEND_OPENMPHEADER_H

#include "llvm/Support/VirtualFileSystem.h"
#include <string>

namespace amp2hip {

/// The directory the parse searches last; it holds omp.h when one was found.
llvm::StringRef openMPParseDir();

/// The omp.h shown to the parse: AMP2HIP_OMP_H when that file exists, else
/// the newest LLVM's; empty when none is installed.
std::string findOpenMPHeader();

/// The real file system, with openMPParseDir()/omp.h over it when an omp.h
/// was found (read once, on the first call).
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> parseBaseFileSystem();

} // namespace amp2hip

#endif
