//===- LibraryTargets.h - Which library functions amp code may call -*- C++ -*-//
//
// amp2hip's runtime (the Concurrency API, its math and atomics) declares
// where each of its functions runs, and so do Clang's device builtins. The
// C++ standard library does not: Clang makes its constexpr functions
// __host__ __device__ implicitly, which hipcc accepts but nvcc refuses in
// device code (without --expt-relaxed-constexpr), and MSVC refuses them in
// restrict(amp) code. Such a function counts as cpu-only here, except those
// both device compilers provide: std::move and std::forward, and the <cmath>
// overloads (HIP's and CUDA's device math declare them in namespace std).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_LIBRARYTARGETS_H
#define AMP2HIP_MODEL_LIBRARYTARGETS_H

#include "Model/AmpModel.h"

namespace amp2hip {

/// Where library function \p FD (isLibraryFunction) may be called from:
/// Clang's target, less the device side that only constexpr inferred.
Restriction libraryTarget(const clang::FunctionDecl *FD);

} // namespace amp2hip

#endif
