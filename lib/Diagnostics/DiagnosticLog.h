//===- DiagnosticLog.h - The run's diagnostics, kept for export -*- C++ -*-===//
//
// Every diagnostic of the run (Clang's, relabelled or not, and amp2hip's),
// in order, with its number and place: written by --export-diagnostics as
// SARIF 2.1.0 or JSON, and sent back from worker processes as JSON.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DIAGNOSTICS_DIAGNOSTICLOG_H
#define AMP2HIP_DIAGNOSTICS_DIAGNOSTICLOG_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace amp2hip {

struct RecordedLocation {
  std::string File;
  unsigned Line = 0, Column = 0;
};

struct RecordedDiagnostic {
  std::string Level; ///< error, warning, note, remark.
  std::string Code;  ///< C3930, AH1102; empty for Clang's own.
  std::string Message;
  RecordedLocation Loc;
  std::vector<RecordedDiagnostic> Notes;
};

/// Diagnostics of this process, in order.
std::vector<RecordedDiagnostic> recordedDiagnostics();

/// Adds diagnostics recorded elsewhere (a worker process) to this process's.
void appendRecordedDiagnostics(std::vector<RecordedDiagnostic> Ds);

/// Forgets this process's diagnostics.
void clearDiagnosticLog();
/// Adds \p D to this process's diagnostics: as a note of the last one
/// when \p Note.
void recordDiagnostic(RecordedDiagnostic D, bool Note);
/// Reads diagnosticsJson's output back; false when \p Text is not that.
bool parseDiagnosticsJson(llvm::StringRef Text,
                          std::vector<RecordedDiagnostic> &Ds);

/// The recorded diagnostics as SARIF 2.1.0 or as a JSON array.
std::string diagnosticsSarif(const std::vector<RecordedDiagnostic> &D);
std::string diagnosticsJson(const std::vector<RecordedDiagnostic> &D);

/// Writes the recorded diagnostics to \p Path in \p Format (sarif, json).
llvm::Error exportDiagnostics(llvm::StringRef Path, llvm::StringRef Format);

} // namespace amp2hip

#endif
