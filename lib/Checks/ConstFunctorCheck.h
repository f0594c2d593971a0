//===- ConstFunctorCheck.h - Hashers whose operator() is not const -*- C++ -*-//
//
// AH1313 at each call operator of an unordered container's hash or equality
// function that is not const (Model/ConstFunctors.h; the output adds the
// const). When libstdc++ refused such a functor and none of the project's
// could be found to mend, AH1000 stops the translation there. Likewise
// AH1344 at each std::vector element type written const or volatile
// (Model/ConstElementVectors.h; the output drops the qualifier).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_CHECKS_CONSTFUNCTORCHECK_H
#define AMP2HIP_CHECKS_CONSTFUNCTORCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class ConstFunctorCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "const-functor"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
