//===- StrayClauseRewrite.h - Clauses on no function's declarator -*- C++
//-*-===//
//
// A restriction clause may stand on a declarator that declares no function:
// a pointer or reference to function (`int (*p)() restrict(cpu) = &f;`), a
// member pointer, a typedef of a function type. Visual C++ accepted them;
// HIP has no such types, so the output drops the clause (a GPU function is
// not reached through a pointer in either C++ AMP or HIP). Runs last among
// the rewrites of clauses: a clause none of them edited is such a one.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_STRAYCLAUSEREWRITE_H
#define AMP2HIP_REWRITE_STRAYCLAUSEREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class StrayClauseRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "stray restriction"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
