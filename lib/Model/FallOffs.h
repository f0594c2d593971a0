//===- FallOffs.h - Non-void functions that can fall off their end -*- C++ -*-//
//
// Visual C++ programs ran with functions that can reach the end of their
// body without returning a value (MSVC returned whatever the register held);
// GCC and Clang at -O2 treat that path as unreachable, and such a program
// can crash or compute garbage before any GPU work. Clang's -Wreturn-type
// analysis finds them (Diagnostics/DiagnosticRecorder.h); this lists those
// in the project's files with the value-initialised result that AH1402's
// fix-it and the rewrite return there.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_FALLOFFS_H
#define AMP2HIP_MODEL_FALLOFFS_H

#include "clang/AST/Decl.h"
#include <string>
#include <vector>

namespace amp2hip {

struct AmpModel;

struct FallOff {
  const clang::FunctionDecl *Function = nullptr; ///< Or a lambda's operator().
  bool Lambda = false;
  clang::SourceLocation End; ///< The body's closing brace.
  /// What `return` gives there: `{}`, or `T()` where `{}` cannot build T
  /// (an explicit default constructor); empty for a reference result,
  /// which has no value-initialised form (then only the warning).
  std::string Result;
};

/// Fills Model.FallOffs from the ends Clang flagged during the parse.
void buildFallOffs(clang::ASTContext &Ctx, AmpModel &Model);

} // namespace amp2hip

#endif
