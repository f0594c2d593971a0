//===- RestrictNameRewrite.h - `restrict` used as a name ---------*- C++ -*-===//
#ifndef AMP2HIP_REWRITE_RESTRICTNAMEREWRITE_H
#define AMP2HIP_REWRITE_RESTRICTNAMEREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

/// `restrict` is a keyword of C++ AMP only where a restriction clause may
/// stand; elsewhere a program may use it as a name (`int restrict() const`,
/// `f.restrict()`). The pre-pass gave the parse another name of the same
/// length there, away from the parse model's restrict(...) macro; the
/// output writes the program's name back.
class RestrictNameRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "restrict-name"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
