//===- HeldDiagnostics.h - Clang's errors decided after the parse -*- C++ -*-=//
//
// In HCC's dialect a kernel written without a restriction, or a
// restrict(auto) function, is amp code or not by inference, after the
// parse; Clang has already judged its calls of amp-only functions as cpu
// code's. The recorder holds those errors back until the inference says
// whose they are (Model/RestrictInference.h).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DIAGNOSTICS_HELDDIAGNOSTICS_H
#define AMP2HIP_DIAGNOSTICS_HELDDIAGNOSTICS_H

#include "clang/Basic/Diagnostic.h"
#include <string>
#include <vector>

namespace amp2hip {

/// One held error (already numbered: C3930 ...) and its notes.
struct HeldDiagnostic {
  clang::SourceLocation Loc;
  std::string Message;
  std::vector<std::pair<clang::SourceLocation, std::string>> Notes;
};

/// Tells the recorder in front of \p Engine to hold back cpu code's uses of
/// amp-only functions.
void holdCpuSideUses(clang::DiagnosticsEngine &Engine, bool Hold);

/// The errors held so far, left held (for the inference: a function Clang
/// knows the host compiles loses the refused call from the AST).
const std::vector<HeldDiagnostic> &
heldDiagnostics(clang::DiagnosticsEngine &Engine);

/// The errors held so far, handed over and forgotten.
std::vector<HeldDiagnostic>
takeHeldDiagnostics(clang::DiagnosticsEngine &Engine);

/// Reports \p D through \p Engine as it would have been.
void reportHeld(clang::DiagnosticsEngine &Engine, const HeldDiagnostic &D);

} // namespace amp2hip

#endif
