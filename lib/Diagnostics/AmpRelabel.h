//===- AmpRelabel.h - Clang's errors that are C++ AMP rules -----*- C++ -*-===//
//
// The parse reads restrict(amp) as __device__, so some of Clang's own
// errors are C++ AMP rules: a cpu function calling an amp-only one is
// C3930 (C3939 for a reference that is not called), overlapping
// restriction sets C3935, exceptions in amp code C3594, and so on. The
// recorder (Diagnostics/DiagnosticRecorder.h) shows them with the rule's
// number and message from the one table.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DIAGNOSTICS_AMPRELABEL_H
#define AMP2HIP_DIAGNOSTICS_AMPRELABEL_H

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringRef.h"
#include <functional>
#include <string>

namespace clang {
class CXXRecordDecl;
} // namespace clang

namespace amp2hip {

/// The message for Clang's "reference to ... function" error when the
/// callee is an implicit destructor whose subobjects' destructors share no
/// restriction (Clang cannot format that one itself), or "" for any other.
std::string invalidTargetMessage(const clang::Diagnostic &Info);

/// The class whose implicit member such an error is about.
const clang::CXXRecordDecl *invalidTargetClass(const clang::Diagnostic &Info);

/// Clang's error \p Info (formatted as \p Text) under its C++ AMP rule's
/// number, or "" when it is no such rule.
std::string relabelledAsAmpRule(const clang::Diagnostic &Info,
                                llvm::StringRef Text,
                                const clang::LangOptions &LO);

/// The same for the errors that are C++ AMP rules only inside amp code
/// (\p InAmpCode asks the parse; null: never).
std::string relabelledInAmpCode(const clang::Diagnostic &Info,
                                const clang::LangOptions &LangOpts,
                                const std::function<bool()> &InAmpCode);

} // namespace amp2hip

#endif
