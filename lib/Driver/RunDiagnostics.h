//===- RunDiagnostics.h - Numbered warnings about the run itself -*- C++ -*-=//
//
// What the driver finds about the project's bounds (a source outside the
// root, a symbolic link that leaves it) is reported like every other
// diagnostic: through Clang's engine and amp2hip's table, so that
// --suppress, --warnings-as-errors and --export-diagnostics apply. These
// have no line to point at: the message names the file.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DRIVER_RUNDIAGNOSTICS_H
#define AMP2HIP_DRIVER_RUNDIAGNOSTICS_H

#include "Diagnostics/AmpDiagnostics.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <string>
#include <vector>

namespace amp2hip {

/// One finding, to report once the plan is complete.
struct BoundaryFinding {
  DiagId Id;
  std::string Path; ///< The file or link concerned (it is also %0).
  std::vector<std::string> Args; ///< %1, %2 ...
};

/// Reports \p Findings on \p Log (each path once per number, in order) and
/// records them for --export-diagnostics; adds their counts by number to
/// \p Counts. True when the policy made any of them an error.
bool reportBoundaryFindings(const std::vector<BoundaryFinding> &Findings,
                            std::map<std::string, unsigned> &Counts,
                            llvm::raw_ostream &Log);

} // namespace amp2hip

#endif
