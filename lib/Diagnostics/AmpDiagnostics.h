//===- AmpDiagnostics.h - amp2hip's diagnostics on Clang's engine -*- C++ -*-=//
//
// Registers the table in Diagnostics.def with a DiagnosticsEngine and gives
// the checks and rewrites one way to report: through Clang's engine, so every
// diagnostic gets file:line:col, a caret, notes, fix-its and -verify support.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DIAGNOSTICS_AMPDIAGNOSTICS_H
#define AMP2HIP_DIAGNOSTICS_AMPDIAGNOSTICS_H

#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/StringRef.h"
#include <array>
#include <map>
#include <string>

namespace amp2hip {

enum class DiagId {
#define AMP2HIP_DIAG(Name, Code, Severity, Message, Help) Name,
#include "Diagnostics/Diagnostics.def"
  NumDiags
};

/// Fatal: an error after which the file's parse shows nothing more.
enum class DiagSeverity { Error, Fatal, Warning, Note };

/// One row of Diagnostics.def.
struct DiagInfo {
  const char *Name;
  const char *Code;
  DiagSeverity Severity;
  const char *Message;
  const char *Help;
};

/// All rows, in table order.
llvm::ArrayRef<DiagInfo> allDiagnostics();
const DiagInfo &diagInfo(DiagId Id);

/// A row's message with its number in front and %0, %1 ... replaced: for
/// Clang's own diagnostics shown under one of ours.
std::string tableMessage(DiagId Id, llvm::ArrayRef<llvm::StringRef> Args);
std::string tableMessage(DiagId Id, llvm::StringRef Arg,
                         llvm::StringRef Arg1 = "");

/// Reports amp2hip diagnostics through one DiagnosticsEngine and counts them
/// by code for the statistics.
class AmpDiagnostics {
public:
  explicit AmpDiagnostics(clang::DiagnosticsEngine &Engine);

  /// Reports \p Id at its severity under the DiagnosticPolicy (suppressed
  /// numbers, and their notes, are dropped by the engine).
  clang::DiagnosticBuilder report(clang::SourceLocation Loc, DiagId Id);

  /// Diagnostics reported so far, by code ("C3584" -> 2).
  const std::map<std::string, unsigned> &countsByCode() const { return Counts; }

private:
  clang::DiagnosticsEngine &Engine;
  std::array<unsigned, static_cast<size_t>(DiagId::NumDiags)> EngineIds;
  std::array<clang::DiagnosticIDs::Level, static_cast<size_t>(DiagId::NumDiags)>
      Levels;
  std::map<std::string, unsigned> Counts;
};

/// What a person should check where \p Id is reported: its review note's
/// check (AMP2HIP_REVIEW in Diagnostics.def); null when it has none.
const char *reviewCheck(DiagId Id);
/// The same by number ("AH1102"); null when no row of that number has one.
const char *reviewCheck(llvm::StringRef Code);

/// The table as a Markdown document (docs/diagnostics.md is this output).
std::string diagnosticsMarkdown();

} // namespace amp2hip

#endif
