//===- TwoPhaseLookupCheck.h - Names declared after a template --*- C++ -*-===//
//
// A template that names something declared only after it compiled with
// Visual C++, which looked names up when the template was used; standard
// compilers (g++, hipcc, nvcc) look them up where it is written and refuse
// it. No qualifier fixes that: AH1307 names the declaration to move.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_CHECKS_TWOPHASELOOKUPCHECK_H
#define AMP2HIP_CHECKS_TWOPHASELOOKUPCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class TwoPhaseLookupCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "two-phase-lookup"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
