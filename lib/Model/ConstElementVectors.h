//===- ConstElementVectors.h - std::vector<const T> -------------*- C++ -*-===//
//
// Visual C++'s library accepted a std::vector whose element type is const
// (`std::vector<const int> v(n);`); libstdc++ asserts that it is not (the
// assertion is dropped by Diagnostics/DiagnosticRecorder). These are the
// element types written so in the project's files: AH1344 is reported at
// each and the output drops the qualifier (`std::vector<int>`), which every
// use of a vector whose elements were never modified accepts.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_CONSTELEMENTVECTORS_H
#define AMP2HIP_MODEL_CONSTELEMENTVECTORS_H

#include "clang/Basic/SourceLocation.h"
#include <string>
#include <vector>

namespace clang {
class ASTContext;
}

namespace amp2hip {

struct AmpModel;

struct ConstElementEdit {
  clang::SourceLocation Element; ///< Where AH1344 is reported.
  std::string Written;           ///< The element type as written.
  /// The qualifier tokens the output removes (with the blank after each).
  std::vector<clang::CharSourceRange> Qualifiers;
};

/// Fills Model.Msvc.ConstElements (Model.InProject set by the caller), when
/// libstdc++ refused such a vector in this unit.
void buildConstElementVectors(clang::ASTContext &Ctx, AmpModel &Model);

} // namespace amp2hip

#endif
