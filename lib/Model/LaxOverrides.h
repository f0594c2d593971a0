//===- LaxOverrides.h - Overrides that lack the base's noexcept -*- C++ -*-===//
//
// Visual C++ did not compare an override's exception specification with the
// overridden function's; a class derived from std::exception that declares
// `const char *what() const` without noexcept built there. Clang's error is
// accepted as AH1309 (Diagnostics/DiagnosticRecorder.h); these are the
// places where the output writes `noexcept`, in every declaration of such
// an override in the project's files.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_LAXOVERRIDES_H
#define AMP2HIP_MODEL_LAXOVERRIDES_H

#include "clang/Basic/SourceLocation.h"

namespace clang {
class ASTContext;
}

namespace amp2hip {

struct AmpModel;

/// One declaration's edit: `noexcept` after the token at After (the last of
/// the parameter list's `)` and its cv and ref qualifiers), or in place of
/// the looser exception specification Replace.
struct LaxOverrideEdit {
  clang::SourceLocation After;
  clang::CharSourceRange Replace;
};

/// Fills Model.Msvc.LaxOverrides (Model.InProject set by the caller).
void buildLaxOverrides(clang::ASTContext &Ctx, AmpModel &Model);

} // namespace amp2hip

#endif
