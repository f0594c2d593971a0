//===- WorkerPool.h - One worker process per file, N at a time --*- C++ -*-===//
//
// Each file is translated in a child process of its own: a crash, an
// assertion or a stack overflow in the front end takes down that file only,
// and the files run in parallel without sharing any of Clang's state. The
// parent starts at most N children at once, collects what each sends back
// (a payload and its stderr, kept apart so that parallel files' diagnostics
// never interleave) and reports each as it ends.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DRIVER_WORKERPOOL_H
#define AMP2HIP_DRIVER_WORKERPOOL_H

#include <cstddef>
#include <functional>
#include <string>

namespace amp2hip {

struct WorkerOutcome {
  std::string Payload;   ///< What the work function returned (child's stdout).
  std::string Log;       ///< Everything the child wrote to stderr.
  bool Finished = false; ///< The child returned normally with a payload.
  int Signal = 0;        ///< The signal that ended it, if one did.
  int ExitCode = 0;      ///< Its exit code otherwise.
  double Seconds = 0;    ///< Wall time.
};

/// Runs \p Work(I) for I in [0, Count), each in its own child process on a
/// thread with a large stack, at most \p Jobs at a time, and calls \p Done in
/// the parent as each ends (in the order they end). A child whose work
/// function does not return normally is reported with Finished false.
void runInWorkers(size_t Count, unsigned Jobs,
                  const std::function<std::string(size_t)> &Work,
                  const std::function<void(size_t, WorkerOutcome &&)> &Done);

/// The message for a child that did not finish ("crashed (signal 11:
/// Segmentation fault)").
std::string describeFailure(const WorkerOutcome &O);

} // namespace amp2hip

#endif
