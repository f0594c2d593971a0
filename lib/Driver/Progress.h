//===- Progress.h - One line of progress on a terminal ----------*- C++ -*-===//
//
// A run of more than a few files shows, on the terminal only, one line that
// is redrawn as files end:
//
//   [12/40] 30% ~1:05 left  src/physics/solver.cpp
//
// files done of the total, the share done, the time left (from the files
// done so far, once one has ended) and the oldest file still in work. The
// line is erased before anything else is written to the terminal and at
// the end, so diagnostics and the summary read as without it. Off when
// stderr is not a terminal, and with --quiet (Translator.h: Progress).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DRIVER_PROGRESS_H
#define AMP2HIP_DRIVER_PROGRESS_H

#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <string>
#include <vector>

namespace amp2hip {

/// Runs of at least this many files show progress.
constexpr size_t ProgressMinFiles = 4;

/// The line for \p Done of \p Total files after \p Elapsed seconds with
/// \p InWork in work, at most \p Width columns (the file name loses its
/// start first).
std::string progressText(size_t Done, size_t Total, double Elapsed,
                         llvm::StringRef InWork, unsigned Width);

class ProgressLine {
public:
  /// \p Files: the names shown, in the order the workers take them; \p Jobs
  /// at once. Draws nothing unless \p On.
  ProgressLine(llvm::raw_ostream &OS, std::vector<std::string> Files,
               unsigned Jobs, bool On);
  ~ProgressLine() { clear(); }

  /// Erases the line (before other output goes to the terminal).
  void clear();
  /// File \p I has ended; redraws.
  void finished(size_t I);
  /// Draws the line as it stands.
  void draw();

private:
  llvm::raw_ostream &OS;
  std::vector<std::string> Files;
  std::vector<bool> Ended;
  unsigned Jobs;
  bool On;
  bool Shown = false;
  size_t Done = 0;
  std::chrono::steady_clock::time_point Start;
};

} // namespace amp2hip

#endif
