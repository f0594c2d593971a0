//===- ExtraQualificationRewrite.h - `X::f` declared inside X ---*- C++ -*-===//
//
// Visual C++ accepted a member declared with its own class's qualifier
// inside the class (`X &X::operator=(const X &);`); g++, hipcc and nvcc
// refuse it. The parse accepts it (Diagnostics/DiagnosticRecorder: a
// warning instead of Clang's error); this drops the qualifier.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_EXTRAQUALIFICATIONREWRITE_H
#define AMP2HIP_REWRITE_EXTRAQUALIFICATIONREWRITE_H

#include "Rewrite/AmpRewrite.h"
#include "llvm/ADT/DenseSet.h"

namespace amp2hip {

class ExtraQualificationRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "extra-qualification"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;

private:
  llvm::DenseSet<unsigned> Seen;
};

} // namespace amp2hip

#endif
