//===- TileStaticLimitCheck.h - C3565 ---------------------------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_TILESTATICLIMITCHECK_H
#define AMP2HIP_CHECKS_TILESTATICLIMITCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class TileStaticLimitCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "TileStaticLimitCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
