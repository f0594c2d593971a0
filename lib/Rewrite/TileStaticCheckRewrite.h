//===- TileStaticCheckRewrite.h - Checked tile_static subscripts -*- C++ -*-=//
//
// A checked build (docs/checked-build.md) sends every complete subscript of
// a tile_static array through the runtime's checking proxy:
// `block[ty][tx]` becomes
// `amp2hip::checked_tile_static(block, "block")[ty][tx]`. Only the array's
// name is wrapped; the proxy's operator[] checks each dimension in turn.
// Uses spelled inside macros, and subscripts that stop at a row, stay as
// written (unchecked).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_TILESTATICCHECKREWRITE_H
#define AMP2HIP_REWRITE_TILESTATICCHECKREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class TileStaticCheckRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "tile_static check"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
