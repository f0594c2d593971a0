//===- GraphNotes.h - Notes that show how a kernel reached code -*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_GRAPHNOTES_H
#define AMP2HIP_CHECKS_GRAPHNOTES_H

#include "Checks/AmpCheck.h"
#include "Model/CallGraph.h"

namespace amp2hip {

/// One note per call from kernel \p K's entry to element \p I of its reach
/// list, then a note at the parallel_for_each.
void noteChain(CheckContext &CC, ProgramGraph &G, size_t K, int I);

/// The first kernel whose call graph holds \p FD, and where: {kernel,
/// index}; {-1, -1} when none does.
std::pair<int, int> firstReacher(const ProgramGraph &G,
                                 const clang::FunctionDecl *FD);

/// The definition, or the canonical declaration when there is none.
const clang::FunctionDecl *graphKey(const clang::FunctionDecl *FD);

} // namespace amp2hip

#endif
