//===- OptimizationPolicy.h - Which optimisations are on --------*- C++ -*-===//
//
// The translations that go beyond a literal port, each applied only where
// amp2hip proves it safe, and each switched off by its own command-line
// option (docs/performance.md). Set once by the command line, before any
// translation starts (worker processes inherit it).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_OPTIMIZATIONPOLICY_H
#define AMP2HIP_REWRITE_OPTIMIZATIONPOLICY_H

namespace amp2hip {

struct OptimizationPolicy {
  /// Pad the rows of 2-D tile_static arrays read or written down a column
  /// (--no-tile-static-padding turns it off).
  bool PadTileStatic = true;
  /// Run several small tiles per GPU block where Model/TilePacking.h proves
  /// it safe (--no-tile-packing turns it off).
  bool PackTiles = true;
};

void setOptimizationPolicy(const OptimizationPolicy &P);
const OptimizationPolicy &optimizationPolicy();

} // namespace amp2hip

#endif
