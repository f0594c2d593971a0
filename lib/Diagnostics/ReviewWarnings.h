//===- ReviewWarnings.h - Warnings that ask a person to look -*- C++ -*-===//
//
// Some of amp2hip's warnings mark a choice a person should confirm (rows
// with AMP2HIP_REVIEW in Diagnostics.def). The recorder keeps them per
// unit, and the output carries a note at each (Rewrite/ReviewNotes.h).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DIAGNOSTICS_REVIEWWARNINGS_H
#define AMP2HIP_DIAGNOSTICS_REVIEWWARNINGS_H

#include "clang/Basic/SourceManager.h"
#include <string>
#include <vector>

namespace amp2hip {

/// A warning of one unit that asks for a review.
struct ReviewWarning {
  clang::SourceLocation Loc;
  std::string Code;    ///< AH1102
  std::string Message; ///< As shown, without the number.
};

/// Keeps \p W for the output of \p SM's unit.
void keepReviewWarning(const clang::SourceManager &SM, ReviewWarning W);

/// Forgets what was kept for \p SM (a new unit may reuse its address).
void forgetReviewWarnings(const clang::SourceManager &SM);

/// Forgets what was kept for every unit.
void forgetAllReviewWarnings();

/// The review warnings of \p SM's unit, in the order reported.
std::vector<ReviewWarning> reviewWarnings(const clang::SourceManager &SM);

} // namespace amp2hip

#endif
