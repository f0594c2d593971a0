//===- FunctorCheck.h - AH1003: array references in functors ----*- C++ -*-===//
//functors holding array references (AH1003) -*- C++ -*-===// in functors
//--------------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_FUNCTORCHECK_H
#define AMP2HIP_CHECKS_FUNCTORCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class FunctorCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "FunctorCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
