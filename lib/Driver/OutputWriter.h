//===- OutputWriter.h - Phase 4: write, export and count --------*- C++ -*-===//
#ifndef AMP2HIP_DRIVER_OUTPUTWRITER_H
#define AMP2HIP_DRIVER_OUTPUTWRITER_H

#include "Driver/OutputPlan.h"
#include "Driver/Report.h"

namespace amp2hip {

/// Writes every planned output (atomically; --inplace with a backup), the
/// --depfile, the rest of the tree under --out-root and the
/// --export-fixes file, and adds a FileReport per unit to \p Report (a
/// unit whose file cannot be written fails there). False when the run must
/// stop with an error (the fixes file cannot be written).
bool writeOutputs(RunPlan &Plan, OutputPlan &Out, const TranslatorOptions &Opts,
                  RunReport &Report, llvm::raw_ostream &Log);

} // namespace amp2hip

#endif
