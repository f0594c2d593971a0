//===- DiagnosticPolicy.h - Which diagnostics count, and how ----*- C++ -*-===//
//
// The command line's choices about amp2hip's own diagnostics: numbers to
// suppress (--suppress=C3581,AH1008) and warnings to report as errors
// (--warnings-as-errors[=LIST]). An error stops the translation of its file;
// a warning does not.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DIAGNOSTICS_DIAGNOSTICPOLICY_H
#define AMP2HIP_DIAGNOSTICS_DIAGNOSTICPOLICY_H

#include "Diagnostics/AmpDiagnostics.h"
#include "llvm/Support/Error.h"
#include <set>
#include <string>

namespace amp2hip {

struct DiagnosticPolicy {
  std::set<std::string> Suppressed;
  bool AllWarningsAsErrors = false;
  std::set<std::string> WarningsAsErrors;
};

/// The policy of this process (set once by the command line).
void setDiagnosticPolicy(DiagnosticPolicy P);
const DiagnosticPolicy &diagnosticPolicy();

/// "C3581,AH1008" as a set of numbers; an error names a number the table
/// does not have.
llvm::Expected<std::set<std::string>> parseDiagnosticCodes(llvm::StringRef L);

/// How a row is reported under the policy: Ignored when suppressed.
clang::DiagnosticIDs::Level policyLevel(const DiagInfo &D,
                                        const DiagnosticPolicy &P);

} // namespace amp2hip

#endif
