//===- amp2hip/detail/tile_packing.h - Several tiles per block --*- C++ -*-===//
//
// A C++ AMP tile smaller than a GPU's natural block leaves most of each warp
// or wavefront idle when it becomes one HIP block. When the translator has
// proved a tiled kernel safe to pack (docs/performance.md, "Tile packing"),
// it launches it through amp2hip::packed(domain) and gives each of its
// tile_static variables one slice per tile of the block:
//
//   __shared__ float amp2hip_tiles_cache[amp2hip::tile_pack<decltype(t)>::tiles][16];
//   auto &cache = amp2hip_tiles_cache[amp2hip::tile_slot(t)];
//
// The tiles of a block sit side by side along the fastest dimension (x), so
// a tile's slot is threadIdx.x divided by the tile's last extent: 0 in a
// launch of one tile per block, which the sliced kernel also runs correctly.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_TILE_PACKING_H
#define AMP2HIP_DETAIL_TILE_PACKING_H

#include <amp2hip/detail/index.h>
#include <amp2hip/platform.h>

#include <type_traits>

// The threads of a packed block: tiles of fewer threads are packed up to
// this many (as many whole tiles as fit). 256 measured best of 64, 128 and
// 256 on an H200 (docs/performance.md, "Tile packing"); AMD's default is
// the same, not measured (no AMD GPU). The translator's proofs allow up to
// 256 (Model/TilePacking.h).
#ifndef AMP2HIP_TILE_PACK_THREADS
#define AMP2HIP_TILE_PACK_THREADS 256
#endif

static_assert(AMP2HIP_TILE_PACK_THREADS >= 1 && AMP2HIP_TILE_PACK_THREADS <= 256,
              "the translator proves tile packing safe for blocks of up to "
              "256 threads (Model/TilePacking.h)");

namespace amp2hip {
namespace detail {

template <class TiledIndex> struct tile_pack_of;

template <int D0, int D1, int D2>
struct tile_pack_of<Concurrency::tiled_index<D0, D1, D2>> {
  enum : int {
    threads = D0 * (D1 > 0 ? D1 : 1) * (D2 > 0 ? D2 : 1),
    /// The tile's extent along x, where the tiles of a block sit.
    last = D2 > 0 ? D2 : (D1 > 0 ? D1 : D0),
    tiles = threads >= AMP2HIP_TILE_PACK_THREADS
                ? 1
                : AMP2HIP_TILE_PACK_THREADS / threads
  };
};

} // namespace detail

/// How many tiles of a kernel's tiled_index type a packed block holds at
/// most (`tiles`), and the tile's thread count (`threads`).
template <class TiledIndex>
struct tile_pack
    : detail::tile_pack_of<typename std::remove_cv<
          typename std::remove_reference<TiledIndex>::type>::type> {};

/// The slot of the calling thread's tile in its block: always 0 for a tile
/// too large to pack (the sliced kernel then compiles as the unsliced one).
template <class TiledIndex>
AMP2HIP_HD inline int tile_slot(const TiledIndex &) {
#if AMP2HIP_DEVICE_PASS
  return tile_pack<TiledIndex>::tiles == 1
             ? 0
             : static_cast<int>(threadIdx.x /
                                unsigned(tile_pack<TiledIndex>::last));
#else
  return 0;
#endif
}

namespace detail {

/// A tiled domain whose kernel the translator sliced for packing.
template <int D0, int D1, int D2> struct packed_extent {
  Concurrency::tiled_extent<D0, D1, D2> domain;
};

/// The tiles along x that one block takes: the most that fit and divide
/// the tile count evenly, so that no block holds a tile outside the domain
/// (a thread there would have to reach every barrier of the others).
inline unsigned tiles_per_block(unsigned fit, unsigned tiles_x) {
  unsigned p = fit < tiles_x ? fit : tiles_x;
  while (p > 1 && tiles_x % p != 0)
    --p;
  return p > 0 ? p : 1;
}

} // namespace detail

/// Marks a launch whose kernel is sliced for packing (translator output).
template <int D0, int D1, int D2>
AMP2HIP_H inline detail::packed_extent<D0, D1, D2>
packed(const Concurrency::tiled_extent<D0, D1, D2> &domain) {
  return detail::packed_extent<D0, D1, D2>{domain};
}

} // namespace amp2hip

#endif // AMP2HIP_DETAIL_TILE_PACKING_H
