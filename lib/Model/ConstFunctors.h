//===- ConstFunctors.h - Hashers whose operator() is not const --*- C++ -*-===//
//
// Visual C++'s unordered containers called their hash and equality functions
// through non-const objects; libstdc++ calls them through const references
// and refuses a functor whose operator() is not const (a static assertion,
// then the failed call, both dropped by Diagnostics/DiagnosticRecorder).
// These are such functors of the project's files: AH1313 is reported at
// each operator and the output writes `const` after its parameter list.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_CONSTFUNCTORS_H
#define AMP2HIP_MODEL_CONSTFUNCTORS_H

#include "clang/Basic/SourceLocation.h"
#include <string>

namespace clang {
class ASTContext;
}

namespace amp2hip {

struct AmpModel;

struct ConstFunctorEdit {
  clang::SourceLocation Operator; ///< Where AH1313 is reported.
  clang::SourceLocation After;    ///< `const` goes after this token.
  std::string Functor;            ///< The class's name, for the message.
};

/// Fills Model.Msvc.ConstFunctors (Model.InProject set by the caller).
void buildConstFunctors(clang::ASTContext &Ctx, AmpModel &Model);

} // namespace amp2hip

#endif
