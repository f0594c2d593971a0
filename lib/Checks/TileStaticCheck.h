//===- TileStaticCheck.h - C3584: tile_static rules -------------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_TILESTATICCHECK_H
#define AMP2HIP_CHECKS_TILESTATICCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class TileStaticCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "TileStaticCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
