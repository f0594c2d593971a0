//===- IndexTest.cpp - index, extent, tiled_extent and domain checks ------===//
#include <amp2hip/amp.h>

#include <gtest/gtest.h>

#include <climits>

namespace {

using Concurrency::extent;
using Concurrency::index;

TEST(Index, ConstructionAndArithmetic) {
  index<3> i(1, 2, 3);
  EXPECT_EQ(i[0], 1);
  EXPECT_EQ(i[2], 3);
  index<3> j = i + index<3>(1, 1, 1);
  EXPECT_EQ(j, index<3>(2, 3, 4));
  EXPECT_EQ(j - i, index<3>(1, 1, 1));
  EXPECT_EQ(i * 2, index<3>(2, 4, 6));
  EXPECT_EQ(10 - i, index<3>(9, 8, 7));
  EXPECT_EQ(index<3>(7, 8, 9) % 4, index<3>(3, 0, 1));
  EXPECT_EQ(index<3>(7, 8, 9) / 2, index<3>(3, 4, 4));
  index<3> k = i;
  ++k;
  EXPECT_EQ(k, index<3>(2, 3, 4));
  EXPECT_NE(k, i);
  const int raw[5] = {5, 4, 3, 2, 1};
  index<5> big(raw);
  EXPECT_EQ(big[4], 1);
  EXPECT_EQ(index<1>(7)[0], 7);
  EXPECT_EQ(index<2>(), index<2>(0, 0));
}

TEST(Extent, SizeContainsArithmetic) {
  extent<2> e(3, 4);
  EXPECT_EQ(e.size(), 12u);
  EXPECT_TRUE(e.contains(index<2>(2, 3)));
  EXPECT_FALSE(e.contains(index<2>(3, 0)));
  EXPECT_FALSE(e.contains(index<2>(0, -1)));
  EXPECT_EQ(e + index<2>(1, 1), extent<2>(4, 5));
  EXPECT_EQ(e - index<2>(1, 1), extent<2>(2, 3));
  EXPECT_EQ(e * 2, extent<2>(6, 8));
  EXPECT_EQ(e + e, extent<2>(6, 8));
  static_assert(extent<3>(2, 3, 4).size() == 24, "constexpr size");
}

TEST(TiledExtent, PadAndTruncate) {
  auto t = extent<2>(999, 666).tile<16, 16>();
  EXPECT_EQ(t.pad()[0], 1008);
  EXPECT_EQ(t.pad()[1], 672);
  EXPECT_EQ(t.truncate()[0], 992);
  EXPECT_EQ(t.truncate()[1], 656);
  EXPECT_EQ(t[0], 999);
  EXPECT_EQ(t.get_tile_extent(), extent<2>(16, 16));
  static_assert(decltype(t)::tile_dim0 == 16 && decltype(t)::tile_dim1 == 16,
                "tile dims");
  static_assert(decltype(t)::tile_extent[1] == 16, "tile_extent");
  auto t1 = extent<1>(100).tile<64>();
  EXPECT_EQ(t1.pad()[0], 128);
  EXPECT_EQ(t1.truncate()[0], 64);
  auto t3 = extent<3>(9, 10, 11).tile<2, 4, 8>();
  EXPECT_EQ(t3.pad(), extent<3>(10, 12, 16));
  EXPECT_EQ(t3.truncate(), extent<3>(8, 8, 8));
}

// The conformance suite tiles extents near INT_MAX by sizes near INT_MAX:
// any positive tile size is a valid tiled_extent (only a launch limits it).
TEST(TiledExtent, SizesAndExtentsNearIntMax) {
  const int big = INT_MAX - 1;
  auto t1 = extent<1>(big).tile<INT_MAX - 1>();
  EXPECT_EQ(t1.pad()[0], big);
  EXPECT_EQ(t1.truncate()[0], big);
  auto t2 = extent<2>(INT_MAX - 1, INT_MAX - 11)
                .tile<INT_MAX - 1, INT_MAX - 11>();
  EXPECT_EQ(t2.pad(), extent<2>(INT_MAX - 1, INT_MAX - 11));
  auto t3 = extent<3>(INT_MAX - 1, INT_MAX - 11, INT_MAX - 111)
                .tile<INT_MAX - 1, INT_MAX - 11, INT_MAX - 111>();
  EXPECT_EQ(t3.pad(), extent<3>(INT_MAX - 1, INT_MAX - 11, INT_MAX - 111));
  static_assert(decltype(t3)::tile_dim2 == INT_MAX - 111, "tile dims");
  // Rounding up that still fits an int.
  EXPECT_EQ(extent<1>(INT_MAX - 3).tile<4>().pad()[0], INT_MAX - 3);
  EXPECT_EQ(extent<1>(INT_MAX - 5).tile<4>().pad()[0], INT_MAX - 3);
  EXPECT_EQ(extent<1>(INT_MAX).tile<INT_MAX>().pad()[0], INT_MAX);
  EXPECT_EQ(extent<1>(5).tile<INT_MAX>().pad()[0], INT_MAX);
  // Rounding up past INT_MAX gives a negative extent, as C++ AMP's int
  // arithmetic did, which an array refuses.
  auto over = extent<2>(INT_MAX, 5).tile<4, 4>().pad();
  EXPECT_LT(over[0], 0);
  EXPECT_EQ(over[1], 8);
  EXPECT_EQ(extent<1>(INT_MAX).tile<4>().pad()[0], INT_MIN);
  EXPECT_THROW((Concurrency::array<int, 2>(over)),
               Concurrency::runtime_exception);
  // Zero and negative extents round as (e + t - 1) / t * t.
  EXPECT_EQ(extent<1>(0).tile<4>().pad()[0], 0);
  EXPECT_EQ(extent<1>(-5).tile<4>().pad()[0], 0);
  EXPECT_EQ(extent<1>(-9).tile<4>().pad()[0], -4);
  static_assert(extent<1>(INT_MAX - 5).tile<4>().pad()[0] == INT_MAX - 3,
                "pad is constexpr");
}

TEST(TiledIndex, Members) {
  using Concurrency::tiled_index;
  tiled_index<2, 3> t(index<2>(5, 7), index<2>(1, 1), index<2>(2, 2),
                      index<2>(4, 6),
                      Concurrency::detail::tile_access::make_barrier());
  index<2> g = t; // implicit conversion to the global index
  EXPECT_EQ(g, index<2>(5, 7));
  EXPECT_EQ(t.local, index<2>(1, 1));
  EXPECT_EQ(t.tile_origin + t.local, t.global);
  EXPECT_EQ(t.get_tile_extent(), extent<2>(2, 3));
  EXPECT_EQ(t.tile_extent[1], 3);
}

TEST(ComputeDomain, TiledNotDivisibleThrows) {
  auto t = extent<2>(999, 666).tile<16, 16>();
  EXPECT_THROW(Concurrency::detail::validate_compute_domain(t),
               Concurrency::invalid_compute_domain);
  EXPECT_NO_THROW(Concurrency::detail::validate_compute_domain(t.pad()));
  EXPECT_NO_THROW(Concurrency::detail::validate_compute_domain(t.truncate()));
  auto t3 = extent<3>(4, 8, 12).tile<2, 4, 8>();
  EXPECT_THROW(Concurrency::detail::validate_compute_domain(t3),
               Concurrency::invalid_compute_domain);
  try {
    Concurrency::detail::validate_compute_domain(extent<1>(10).tile<4>());
    FAIL() << "no exception";
  } catch (const Concurrency::invalid_compute_domain &e) {
    EXPECT_NE(std::string(e.what()).find("10"), std::string::npos);
    EXPECT_EQ(e.get_error_code(), static_cast<Concurrency::HRESULT>(0x80070057L));
  }
}

TEST(ComputeDomain, NonPositiveOrTooLargeThrows) {
  EXPECT_THROW(Concurrency::detail::validate_compute_domain(extent<2>(0, 5)),
               Concurrency::invalid_compute_domain);
  EXPECT_THROW(Concurrency::detail::validate_compute_domain(extent<1>(-3)),
               Concurrency::invalid_compute_domain);
  EXPECT_THROW(
      Concurrency::detail::validate_compute_domain(extent<2>(70000, 70000)),
      Concurrency::invalid_compute_domain);
  EXPECT_NO_THROW(
      Concurrency::detail::validate_compute_domain(extent<2>(65535, 65537)));
}

// Visual C++'s texts, which programs compare what() with.
static std::string domain_message(void (*check)()) {
  try {
    check();
  } catch (const Concurrency::invalid_compute_domain &e) {
    return e.what();
  }
  return "no exception";
}

TEST(ComputeDomain, MessagesAreVisualCpps) {
  using Concurrency::detail::validate_compute_domain;
  EXPECT_EQ(domain_message([] { validate_compute_domain(extent<2>(16, -4)); }),
            "concurrency::parallel_for_each: unsupported compute domain, the "
            "extent of dimension 1 of the compute domain (-4) cannot be "
            "smaller than or equal to 0.");
  EXPECT_EQ(domain_message([] { validate_compute_domain(extent<2>(1 << 30, 4)); }),
            "concurrency::parallel_for_each: unsupported compute domain, The "
            "number of threads requested (4294967296) exceeds the limit "
            "(4294967295).");
  // The product past 64 bits: what was counted before it overflowed.
  EXPECT_EQ(domain_message([] {
              validate_compute_domain(extent<3>(9110917, 3627949, 558080));
            }),
            "concurrency::parallel_for_each: unsupported compute domain, The "
            "number of threads requested (at least 33053942219233) exceeds "
            "the limit (4294967295).");
  EXPECT_EQ(domain_message([] {
              validate_compute_domain(extent<2>(36, 49).tile<9, 2>());
            }),
            "concurrency::parallel_for_each (tiling): unsupported compute "
            "domain, the extent of dimension 1 of the compute domain (49) "
            "cannot be evenly divided by the extent of dimension 1 of the "
            "tile (2).");
  // A non-positive extent is reported before the tile.
  EXPECT_EQ(domain_message([] {
              validate_compute_domain(extent<1>(0).tile<4>());
            }),
            "concurrency::parallel_for_each: unsupported compute domain, the "
            "extent of dimension 0 of the compute domain (0) cannot be "
            "smaller than or equal to 0.");
  // parallel_for_each checks before doing anything else.
  EXPECT_THROW(
      Concurrency::parallel_for_each(extent<2>(999, 666).tile<16, 16>(),
                                     [](Concurrency::tiled_index<16, 16>) {}),
      Concurrency::invalid_compute_domain);
  EXPECT_THROW(Concurrency::parallel_for_each(extent<1>(0), [](index<1>) {}),
               Concurrency::invalid_compute_domain);
}

TEST(Launch, ShapeOfNonTiledLaunch) {
  using Concurrency::detail::simple_shape;
  auto s1 = simple_shape(extent<1>(1000), 1);
  EXPECT_EQ(s1.block[0], 256u);
  EXPECT_EQ(s1.grid[0], 4u);
  auto s2 = simple_shape(extent<2>(1000, 1000), 1);
  EXPECT_EQ(s2.block[0], 32u);
  EXPECT_EQ(s2.block[1], 8u);
  EXPECT_EQ(s2.grid[0], 32u);
  EXPECT_EQ(s2.grid[1], 125u);
  auto s3 = simple_shape(extent<3>(100, 100, 100), 100);
  EXPECT_EQ(s3.block[0], 32u);
  EXPECT_EQ(s3.block[1], 4u);
  EXPECT_EQ(s3.block[2], 2u);
  // Too many rows for gridDim.y: the grid is capped and the kernel loops.
  auto tall = simple_shape(extent<2>(4000000, 1), 1);
  EXPECT_EQ(tall.block[0], 1u);
  EXPECT_EQ(tall.block[1], 256u);
  EXPECT_EQ(tall.grid[1], 15625u);
  auto taller = simple_shape(extent<2>(40000000, 2), 1);
  EXPECT_EQ(taller.grid[1], 65535u);
}

} // namespace
