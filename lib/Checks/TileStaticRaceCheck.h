//===- TileStaticRaceCheck.h - AH1102 ---------------------------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_TILESTATICRACECHECK_H
#define AMP2HIP_CHECKS_TILESTATICRACECHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class TileStaticRaceCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "TileStaticRaceCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
