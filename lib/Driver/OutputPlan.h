//===- OutputPlan.h - Phase 3: one translation per file, and where it goes
//-===//
#ifndef AMP2HIP_DRIVER_OUTPUTPLAN_H
#define AMP2HIP_DRIVER_OUTPUTPLAN_H

#include "Driver/RunPlan.h"
#include "Driver/UnitMerge.h"
#include <map>
#include <set>

namespace amp2hip {

struct OutputPlan {
  /// Every file a translated unit reached, by real path.
  std::map<std::string, MergedFile> Merged;
  std::set<std::string> SourcePaths; ///< Real paths of every unit's source.
  /// -o, --out-root, --inplace, --export-fixes: every project file reached
  /// is written (or exported), so that the output tree is complete.
  bool Mirror = false;
  /// --inplace, --export-fixes: the changes apply to the files themselves.
  bool InPlaceEdits = false;
};

/// Merges the edits of every translated unit file by file (a unit whose
/// shared file diverges under -Werror=AH1009 fails), sets each unit's
/// MainOut and each file's Output, and fails the units whose output would
/// overwrite an input.
OutputPlan planOutputs(RunPlan &Plan, const TranslatorOptions &Opts,
                       llvm::raw_ostream &Log);

} // namespace amp2hip

#endif
