//===- MigrationReport.h - A whole run, as one page -------------*- C++ -*-===//
//
// --report=FILE.html or FILE.md: per project and per file what was
// translated and what was refused (and why), every diagnostic grouped by
// number with its count, its page and its places, the warnings that ask a
// person to check something, and what to do next (docs/report.md). One
// self-contained file: the HTML has its style inline and no script; the
// Markdown reads in a terminal pager.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DRIVER_MIGRATIONREPORT_H
#define AMP2HIP_DRIVER_MIGRATIONREPORT_H

#include "Diagnostics/DiagnosticRecorder.h"
#include "Driver/Report.h"
#include "llvm/Support/Error.h"
#include <string>
#include <vector>

namespace amp2hip {

enum class ReportFormat { Html, Markdown };

/// The format --report's file name asks for (.html/.htm, .md/.markdown).
llvm::Expected<ReportFormat> reportFormatOf(llvm::StringRef Path);

/// What the report says about the run besides the files and diagnostics.
struct ReportContext {
  std::vector<std::string> Inputs; ///< As given.
  std::string Root;                ///< Paths under it are shown relative to it.
  /// Where the output went, in words ("written under out/", "beside the
  /// sources", "nothing written (--no-output)").
  std::string Output;
  std::string OutRoot;        ///< --out-root, for the next steps; empty: none.
  bool Solution = false;      ///< A Visual Studio input: OUT/CMakeLists.txt.
  bool NotesInOutput = false; ///< Review notes were written.
  /// Where docs/diagnostics/<code>.md pages are (absolute); empty: the
  /// report names the pages without linking them.
  std::string DocsDir;
  struct Project {
    std::string Name;
    std::string Path; ///< The .vcxproj (absolute); empty for a tree.
    std::vector<std::string> Sources; ///< Absolute.
  };
  /// The solution's projects; empty: one project, the run's files.
  std::vector<Project> Projects;
};

/// One diagnostic number, each place once.
struct DiagnosticGroup {
  std::string Code;  ///< Empty: Clang's own, without a number.
  std::string Level; ///< error or warning.
  unsigned Count = 0;
  std::string Help; ///< The table's sentence (empty for Clang's own).
  const char *Check = nullptr; ///< The review check, when it has one.
  std::vector<RecordedDiagnostic> Places;
};

/// Groups \p Ds by number: errors first, then warnings, each by number;
/// a place reported by several units counts once. Notes stay with theirs.
std::vector<DiagnosticGroup>
groupDiagnostics(const std::vector<RecordedDiagnostic> &Ds);

/// The report's text.
std::string migrationReport(ReportFormat Format, const RunReport &Run,
                            const std::vector<RecordedDiagnostic> &Ds,
                            const ReportContext &Context);

/// Finds the diagnostics' pages beside the executable:
/// <bin>/../share/doc/amp2hip/diagnostics. Empty when missing.
std::string findDiagnosticDocsDir(const char *Argv0, void *MainAddr);

} // namespace amp2hip

#endif
