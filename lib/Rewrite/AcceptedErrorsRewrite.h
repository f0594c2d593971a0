//===- AcceptedErrorsRewrite.h - What Visual C++ accepted, mended -*- C++ -*-=//
//
// Clang errors that Visual C++ did not make are accepted in the parse as
// numbered warnings (Diagnostics/DiagnosticRecorder.h); this writes the
// output so that g++, hipcc and nvcc accept it too:
// - `X::f` declared inside class X (AH1308): the qualifier is dropped;
// - an override without the noexcept of the function it overrides
//   (AH1309): each of its declarations gets `noexcept` (Model/LaxOverrides);
// - a scoped enumeration's value where an integer constant is needed
//   (AH1311): `static_cast<int>(value)`;
// - a dependent base's member named without `this->` in a template
//   (AH1312): `this->` is written;
// - an unordered container's hash or equality function whose operator() is
//   not const (AH1313, Checks/ConstFunctorCheck): `const` is written.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_ACCEPTEDERRORSREWRITE_H
#define AMP2HIP_REWRITE_ACCEPTEDERRORSREWRITE_H

#include "Rewrite/AmpRewrite.h"
#include "llvm/ADT/DenseSet.h"

namespace amp2hip {

class AcceptedErrorsRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "accepted-errors"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;

private:
  llvm::DenseSet<unsigned> Seen;
};

} // namespace amp2hip

#endif
