//===- ClangDiagRemap.h - Clang's own errors for C++ AMP rules --*- C++ -*-===//
//
// A few C++ AMP rules are also CUDA/HIP rules that Clang enforces while it
// parses (try/throw in a __device__ function, overloads whose target sets
// overlap). Those errors come before amp2hip's checks run; this consumer
// gives them the C++ AMP number and amp2hip's text from Diagnostics.def, so
// the user sees one diagnostic per violation, numbered as MSVC did.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DIAGNOSTICS_CLANGDIAGREMAP_H
#define AMP2HIP_DIAGNOSTICS_CLANGDIAGREMAP_H

#include "clang/Basic/Diagnostic.h"

namespace amp2hip {

/// Puts the remapping consumer in front of \p Engine's current client.
void installClangDiagRemap(clang::DiagnosticsEngine &Engine);

} // namespace amp2hip

#endif
