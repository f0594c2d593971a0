//===- WrittenExceptionSpec.h - Where a spec was written --------*- C++ -*-===//
//
// The pre-pass swaps `restrict(amp) throw()` into `throw() restrict(amp)`
// for the parse (Clang wants the specification first), keeping the span. An
// exception specification the parse reports then lies where the clause was
// written; this maps it back to the user's text, for diagnostics and edits.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_WRITTENEXCEPTIONSPEC_H
#define AMP2HIP_MODEL_WRITTENEXCEPTIONSPEC_H

#include "Model/AmpModel.h"
#include "clang/Basic/SourceManager.h"

namespace amp2hip {

/// The user's text of the exception specification the parse saw at
/// \p Spec (its first to its last token); invalid for one in a macro.
clang::CharSourceRange writtenExceptionSpec(const AmpModel &Model,
                                            const clang::SourceManager &SM,
                                            const clang::LangOptions &LO,
                                            clang::SourceRange Spec);

} // namespace amp2hip

#endif
