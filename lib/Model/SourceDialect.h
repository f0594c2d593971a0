//===- SourceDialect.h - Visual C++'s C++ AMP or HCC's ----------*- C++ -*-===//
//
// C++ AMP had two compilers: Visual C++ on Windows and AMD's HCC (Clang,
// also called Kalmar or Clamp) on Linux. HCC accepted more than Visual C++
// did (restrict(auto), [[hc]] and [[cpu]] for restrict(amp) and
// restrict(cpu), kernels whose restriction it inferred) and had its own API,
// namespace hc. A run translates one dialect: it is chosen by --dialect, or
// found from the project (docs/hcc.md, "Which dialect").
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_SOURCEDIALECT_H
#define AMP2HIP_MODEL_SOURCEDIALECT_H

#include "llvm/ADT/StringRef.h"

namespace amp2hip {

enum class SourceDialect {
  VisualCpp, ///< Visual C++'s rules and error numbers (the default).
  Hcc,       ///< HCC's extensions and the hc API accepted.
};

inline llvm::StringRef dialectName(SourceDialect D) {
  return D == SourceDialect::Hcc ? "hcc" : "msvc";
}

} // namespace amp2hip

#endif
