//===- RestrictInference.h - HCC's inferred restrictions --------*- C++ -*-===//
//
// HCC gave a restrict(auto) function the restriction its body suits, made
// a kernel written without a restriction amp code, and compiled an
// unannotated function for the device when amp code called it and its
// visible body suited amp. In HCC's dialect the inference is written into
// the AST as the attributes a clause would have given, before the model is
// built, so that every check and rewrite reads an inferred restriction like
// a written one.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_RESTRICTINFERENCE_H
#define AMP2HIP_MODEL_RESTRICTINFERENCE_H

#include "clang/AST/ASTContext.h"
#include <map>
#include <string>

namespace amp2hip {

struct AmpModel;

/// Why a function was not inferred amp: the first construct of its body
/// that amp code may not hold.
struct InferenceNote {
  /// restrict(auto) made cpu only; otherwise a function without any
  /// restriction left out of amp code.
  bool Auto = false;
  clang::SourceLocation Loc;
  std::string What; ///< "'new'", "a call of 'f'" ...
};

/// By canonical declaration of the pattern (inferenceKey()).
using InferenceNotes = std::map<const clang::FunctionDecl *, InferenceNote>;

/// The declaration the inference is kept under: a template instance's
/// pattern, canonical.
const clang::FunctionDecl *inferenceKey(const clang::FunctionDecl *FD);

/// Infers the restrictions of \p Probe's translation unit (a model built
/// before the inference) and writes them on its declarations; the notes
/// explain the functions amp code calls that stay cpu only.
void inferRestrictions(clang::ASTContext &Ctx, const AmpModel &Probe,
                       InferenceNotes &Out);

} // namespace amp2hip

#endif
