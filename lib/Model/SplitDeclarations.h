//===- SplitDeclarations.h - Declarations split at their commas -*- C++ -*-===//
//
// Visual C++ accepted a function with a trailing or deduced return type
// beside other declarators of one declaration (`auto a = 3, f() -> int;`);
// C++ and every other compiler refuse it. Clang's error is accepted as
// AH1348 (Diagnostics/AcceptedErrors.h); these are the commas of such
// declarations, which the output replaces by `;` and the declaration's
// specifiers again.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_SPLITDECLARATIONS_H
#define AMP2HIP_MODEL_SPLITDECLARATIONS_H

#include "clang/Basic/SourceLocation.h"
#include <string>

namespace clang {
class ASTContext;
}

namespace amp2hip {

struct AmpModel;

/// One comma of a split declaration, where it is spelled (in the file, in a
/// macro's definition, or in a -D definition), and what replaces it.
struct DeclarationSplitEdit {
  clang::CharSourceRange Comma;
  std::string Text;                  ///< `; ` and the declaration's specifiers.
  clang::SourceLocation Declaration; ///< For a failure's message.
};

/// Fills Model.Msvc.SplitDeclarations (Model.InProject set by the caller).
void buildSplitDeclarations(clang::ASTContext &Ctx, AmpModel &Model);

} // namespace amp2hip

#endif
