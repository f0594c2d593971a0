//===- CaptureCheck.h - C3590, C3597, AH1002: captures ----------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_CAPTURECHECK_H
#define AMP2HIP_CHECKS_CAPTURECHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class CaptureCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "CaptureCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
