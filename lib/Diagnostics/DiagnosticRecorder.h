//===- DiagnosticRecorder.h - Clang's diagnostics, as amp2hip's -*- C++ -*-===//
//
// A DiagnosticConsumer placed in front of the one Clang set up (the text
// printer, or -verify's checker). It keeps each diagnostic of the run
// (Diagnostics/DiagnosticLog.h), gives Clang's own errors for C++ AMP rules
// the rule's number (Diagnostics/AmpRelabel.h), and shows the errors Visual
// C++ did not make as numbered warnings (Diagnostics/AcceptedErrors.h).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DIAGNOSTICS_DIAGNOSTICRECORDER_H
#define AMP2HIP_DIAGNOSTICS_DIAGNOSTICRECORDER_H

#include "Diagnostics/AcceptedErrors.h"
#include "Diagnostics/DiagnosticLog.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <string>
#include <vector>

namespace amp2hip {

/// Whether Clang's own error at \p Loc was relabelled with a C++ AMP number
/// (a check that would say the same there stays silent).
bool clangReported(const clang::SourceManager &SM, clang::SourceLocation Loc);

/// Whether Clang found that the function or lambda whose body ends at
/// \p RBrace can reach that end without returning a value (-Wreturn-type).
/// Clang's warning itself is not shown: amp2hip's AH1402 names the function
/// (Model/FallOffs.h).
bool fallsOffAt(const clang::SourceManager &SM, clang::SourceLocation RBrace);

/// Clang's errors that --suppress dropped after relabelling: the engine
/// counted them, the file is translated all the same.
unsigned suppressedClangErrors();

/// Forgets the diagnostics of this process and what the recorder noted per
/// source manager (relabelled errors, fall-offs, accepted errors, review
/// warnings): for a
/// process that translates one unit after another (UnitTranslation.h),
/// where a new unit's source manager may reuse an old one's address.
void clearRecordedDiagnostics();

/// Puts the recorder in front of \p Engine's consumer.
void installDiagnosticRecorder(clang::DiagnosticsEngine &Engine);

/// Tells the recorder in front of \p Engine how to ask whether the parse is
/// inside amp code (null: never), for Clang's errors that are a C++ AMP rule
/// there: a pointer cast to int (C3588), a string literal cast to int
/// (C3589).
void setAmpCodeProbe(clang::DiagnosticsEngine &Engine,
                     std::function<bool()> InAmpCode);

} // namespace amp2hip

#endif
