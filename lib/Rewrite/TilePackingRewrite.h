//===- TilePackingRewrite.h - Several small tiles per block -----*- C++ -*-===//
//
// For each launch Model/TilePacking.h proves safe, gives every tile_static
// variable of the kernel one slice per tile of a block and launches through
// amp2hip::packed (runtime: amp2hip/detail/tile_packing.h):
//
//   __shared__ float amp2hip_tiles_v[amp2hip::tile_pack<decltype(t)>::tiles][4];
//   auto &v = amp2hip_tiles_v[amp2hip::tile_slot(t)];
//   parallel_for_each(amp2hip::packed(e.tile<2, 2>()), ...)
//
// Lines keep their numbers. Off with --no-tile-packing and with --checked.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_TILEPACKINGREWRITE_H
#define AMP2HIP_REWRITE_TILEPACKINGREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class TilePackingRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "tile packing"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
