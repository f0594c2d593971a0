//===- TileStaticRewrite.h - tile_static to __shared__ ----------*- C++ -*-===//
#ifndef AMP2HIP_REWRITE_TILESTATICREWRITE_H
#define AMP2HIP_REWRITE_TILESTATICREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class TileStaticRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "tile_static"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
