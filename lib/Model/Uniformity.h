//===- Uniformity.h - Which values and paths a whole tile shares -*- C++ -*-=//
//
// A dataflow analysis over the functions tiled kernels reach (C++ AMP
// §8.1.1): a value is uniform across a tile when it comes only from
// constants, template parameters, captures and functor members,
// tiled_index::tile / tile_origin / tile_extent, tile_static reads, and
// locals computed from those; a path is uniform when every branch, loop,
// ?:, && / || and early exit on the way decides on uniform values. Barriers
// on paths that are not uniform (C3561) and updates of a tile_static scalar
// by every thread (AH1102) are what it finds. Run across the whole launch
// instead of one tile, it tells which kernels tile packing may pack.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_UNIFORMITY_H
#define AMP2HIP_MODEL_UNIFORMITY_H

#include "Model/CallGraph.h"

namespace amp2hip {

/// Why a path is not uniform: a condition, or an early exit (return, break,
/// continue) taken under one.
struct Divergence {
  const clang::Expr *Cond = nullptr;
  const clang::Stmt *Exit = nullptr;
};

/// A call on the way from a kernel to a function analysed.
struct ChainHop {
  const clang::Expr *Site;
  const clang::FunctionDecl *Callee, *Caller;
};

struct DivergentBarrier {
  const clang::Expr *Call;              ///< The wait, or a call reaching one.
  const clang::FunctionDecl *Callee;    ///< Set for a call reaching one.
  const clang::Expr *Barrier = nullptr; ///< The wait inside the callee.
  Divergence Why;
  size_t Kernel;               ///< Index into ProgramGraph::Kernels.
  std::vector<ChainHop> Chain; ///< Calls from the kernel to here.
};

struct RacyUpdate {
  const clang::Expr *Update;
  const clang::VarDecl *Var;
  size_t Kernel;
};

struct UniformityFindings {
  std::vector<DivergentBarrier> Barriers;
  std::vector<RacyUpdate> Races;
};

/// Analyses every tiled kernel of \p G once; later calls return the same.
const UniformityFindings &uniformity(ProgramGraph &G);

/// The same analysis with "uniform" meaning the same in every tile of the
/// launch: a tile's position and its tile_static values are not. Its
/// barriers are those a block of several tiles may not wait at together.
const UniformityFindings &launchUniformity(ProgramGraph &G);

/// True when \p CE is tile_barrier::wait or one of its fenced variants.
bool isBarrierWait(const clang::CallExpr *CE);

} // namespace amp2hip

#endif
