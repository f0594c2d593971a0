//===- TileExtentCheck.h - C3574 --------------------------------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_TILEEXTENTCHECK_H
#define AMP2HIP_CHECKS_TILEEXTENTCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class TileExtentCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "TileExtentCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
