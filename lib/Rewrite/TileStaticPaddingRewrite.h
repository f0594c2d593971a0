//===- TileStaticPaddingRewrite.h - One more column -------------*- C++ -*-===//
//
// Pads the rows of tile_static arrays that are read or written down a
// column, where Model/TileStaticPadding.h proves it safe: `[32][32]` becomes
// `[32][32 + 1]`. Off with --no-tile-static-padding and with --checked.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_TILESTATICPADDINGREWRITE_H
#define AMP2HIP_REWRITE_TILESTATICPADDINGREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class TileStaticPaddingRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "tile_static padding"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
