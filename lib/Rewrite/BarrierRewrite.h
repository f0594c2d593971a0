//===- BarrierRewrite.h - Tile barriers and fences to HIP -------*- C++ -*-===//
#ifndef AMP2HIP_REWRITE_BARRIERREWRITE_H
#define AMP2HIP_REWRITE_BARRIERREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

/// tile_barrier::wait*() -> __syncthreads(); the free fence functions ->
/// __threadfence_block(). A checked build keeps the waits as written.
class BarrierRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "barrier"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
