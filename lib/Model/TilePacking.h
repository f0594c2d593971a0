//===- TilePacking.h - Which tiled kernels may share a block ----*- C++ -*-===//
//
// A C++ AMP tile of 4 threads that becomes a HIP block of 4 threads leaves
// most of every warp idle. Several tiles can share one block when nothing in
// the kernel can tell: each tile gets its own slice of every tile_static
// variable, tiled_index keeps its meaning, and a tile barrier, which becomes
// a barrier of the whole block, must be reached the same number of times by
// every tile of the launch (the uniformity analysis run launch-wide, so that
// no tile position, tile_static value or early exit decides it).
//
// A launch is packed when every instance of it is a lambda launched in
// place over a Concurrency::tiled_extent, whose barriers are launch-uniform,
// whose tile_static variables are declared one per statement in the
// lambda's own body (none in the functions it calls), hold trivial types and
// fit 256 threads' worth of tiles in 48 KiB, and which calls no HCC
// cross-lane or work-item function (they see the block, not the tile).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_TILEPACKING_H
#define AMP2HIP_MODEL_TILEPACKING_H

#include "Model/AmpModel.h"
#include "Model/CallGraph.h"

namespace amp2hip {

/// The most threads a packed block holds on any target: the runtime's
/// AMP2HIP_TILE_PACK_THREADS may not exceed it.
constexpr unsigned MaxPackedBlockThreads = 256;
/// The tile_static memory a packed block may take (NVIDIA's static limit).
constexpr unsigned MaxPackedTileStaticBytes = 48 * 1024;

/// Fills Model.TilePacks with the launches of \p G that may be packed.
void planTilePacking(ProgramGraph &G, AmpModel &Model);

} // namespace amp2hip

#endif
