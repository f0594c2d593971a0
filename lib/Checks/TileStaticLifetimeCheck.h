//===- TileStaticLifetimeCheck.h - AH1101: tile_static objects are never constructed ---*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_TILESTATICLIFETIMECHECK_H
#define AMP2HIP_CHECKS_TILESTATICLIFETIMECHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class TileStaticLifetimeCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "TileStaticLifetimeCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
