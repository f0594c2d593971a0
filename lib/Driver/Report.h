//===- Report.h - What a run did, told at its end ---------------*- C++ -*-===//
//
// Every field is documented in docs/translator.md ("Report"); the CSV and
// JSON forms carry the same fields as the text.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DRIVER_REPORT_H
#define AMP2HIP_DRIVER_REPORT_H

#include "llvm/Support/raw_ostream.h"
#include <map>
#include <string>
#include <vector>

namespace amp2hip {

using CountMap = std::map<std::string, unsigned>;

struct FileReport {
  enum StatusKind { Translated, Unchanged, Checked, Failed };
  std::string Path;   ///< As shown.
  std::string Source; ///< Absolute; empty for a file that is not a source.
  StatusKind Status = Failed;
  std::string FirstError;    ///< Failed only: the first error, one line.
  CountMap Diagnostics;      ///< amp2hip diagnostics by number.
  CountMap Constructs;       ///< C++ AMP constructs found, by kind.
  CountMap Rewrites;         ///< Constructs rewritten, by kind.
  unsigned LinesChanged = 0; ///< Of this source file itself.
  double Seconds = 0;
};

struct RunReport {
  std::vector<FileReport> Files;
  unsigned HeadersWritten = 0; ///< Project headers written (or, with
                               ///< --no-output, that would have been).
  unsigned HeadersChanged = 0; ///< Of those, headers with changes.
  unsigned FilesCopied = 0;    ///< Other files copied to --out-root.
  /// FilesCopied by reason (listed, build, source, mirrored).
  CountMap CopiedBy;
  /// Each copy (its path in the output, relative) and its reason, for
  /// --print-stats.
  std::vector<std::pair<std::string, std::string>> Copied;
  unsigned LinksWritten = 0; ///< Symbolic links written to --out-root.
  unsigned LeftOut = 0;      ///< Links and listed files left out (warned).
  /// Files written under OUT/_outside (relative to the out-root).
  std::vector<std::string> Outside;
  /// The run's own numbered warnings (the project's bounds), by number.
  CountMap RunDiagnostics;
  unsigned LinesChanged = 0;   ///< In every file, headers included.
  double Seconds = 0;
  /// Of those, the wall time of the worker phase (parsing and translating
  /// in parallel); the rest is the driver's serial work (finding sources,
  /// scanning macros, merging, writing, copying).
  double WorkerSeconds = 0;
  unsigned Jobs = 1;
  bool NoOutput = false;

  unsigned count(FileReport::StatusKind K) const;
  CountMap totalDiagnostics() const;
  CountMap totalConstructs() const;
  CountMap totalRewrites() const;
};

const char *statusName(FileReport::StatusKind K);

/// The closing summary: counts, then each failed file with its first error.
void printSummary(llvm::raw_ostream &OS, const RunReport &R);
/// --print-stats: every file's counts, then the totals.
void printStatsText(llvm::raw_ostream &OS, const RunReport &R);
/// --print-stats-csv: a header row, a row per file and a TOTAL row.
void printStatsCsv(llvm::raw_ostream &OS, const RunReport &R);
/// --print-stats-json: {"files": [...], "total": {...}}.
void printStatsJson(llvm::raw_ostream &OS, const RunReport &R);

/// The first error line in a file's diagnostics (empty when none).
std::string firstErrorLine(llvm::StringRef Log);

} // namespace amp2hip

#endif
