//===- HostReferences.h - Host data HCC's kernels captured --*- C++ -*-===//
//
// HCC ran kernels on HSA's shared virtual memory: a kernel lambda could
// capture a host variable by reference (`[&]` over `int sum`, `float
// table[64]`) and write it. In HCC's dialect such a capture is translated
// (amp2hip::host_ref mirrors the variable in managed memory and copies it
// back after the launch) instead of refused with C3590; in Visual C++'s
// dialect it stays C3590.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_HOSTREFERENCES_H
#define AMP2HIP_MODEL_HOSTREFERENCES_H

#include "Model/AmpModel.h"

namespace amp2hip {

/// Whether \p C, a capture of the lambda of \p RF, is a kernel's capture by
/// reference of host data that the translation mirrors: HCC's dialect, an
/// amp-only lambda given to a parallel_for_each outside templates, a local
/// variable of a trivially copyable type that is neither a local class nor
/// an array or texture (those have device handles of their own).
bool isHostReferenceCapture(const AmpModel &Model, const RestrictedFunction &RF,
                            const clang::LambdaCapture &C);

} // namespace amp2hip

#endif
