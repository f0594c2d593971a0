//===- UnitWorkers.h - Phase 2: translate each unit in a worker -*- C++ -*-===//
#ifndef AMP2HIP_DRIVER_UNITWORKERS_H
#define AMP2HIP_DRIVER_UNITWORKERS_H

#include "Driver/RunPlan.h"
#include "llvm/Support/raw_ostream.h"

namespace amp2hip {

struct WorkerRun {
  std::vector<size_t> Translated; ///< Indices of the units sent to workers.
  unsigned Jobs = 1;
  double Seconds = 0; ///< Wall time of the worker phase.
};

/// Translates every unit that has not failed yet, each in a worker process
/// of its own (WorkerPool.h), and fills its Result (or Failure). The
/// workers' diagnostics are recorded for --export-diagnostics in input
/// order; their logs go to \p Log as each finishes.
WorkerRun translateUnits(RunPlan &Plan, const TranslatorOptions &Opts,
                         llvm::raw_ostream &Log);

} // namespace amp2hip

#endif
