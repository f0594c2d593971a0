//===- VisibleBodyCheck.h - C3560: bodies -----------------------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_VISIBLEBODYCHECK_H
#define AMP2HIP_CHECKS_VISIBLEBODYCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class VisibleBodyCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "VisibleBodyCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
