//===- TileStaticTiledCheck.h - C3600 ---------------------------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_TILESTATICTILEDCHECK_H
#define AMP2HIP_CHECKS_TILESTATICTILEDCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class TileStaticTiledCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "TileStaticTiledCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
