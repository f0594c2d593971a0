//===- BoxTest.cpp - Box arithmetic of the coherence engine ---------------===//
#include <amp2hip/detail/box.h>

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

using amp2hip::detail::box;
using amp2hip::detail::box_list;

namespace {

box make(std::vector<std::int64_t> lo, std::vector<std::int64_t> hi) {
  box b;
  b.rank = static_cast<int>(lo.size());
  for (int d = 0; d < b.rank; ++d) {
    b.lo[d] = lo[static_cast<std::size_t>(d)];
    b.hi[d] = hi[static_cast<std::size_t>(d)];
  }
  return b;
}

// Checks that pieces = a \ b exactly: pieces inside a, outside b, pairwise
// disjoint, and their volumes add up.
void expect_difference(const box &a, const box &b,
                       const std::vector<box> &pieces) {
  std::uint64_t volume = 0;
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    EXPECT_FALSE(pieces[i].empty());
    EXPECT_TRUE(a.contains(pieces[i]));
    EXPECT_FALSE(amp2hip::detail::overlaps(pieces[i], b));
    for (std::size_t j = i + 1; j < pieces.size(); ++j)
      EXPECT_FALSE(amp2hip::detail::overlaps(pieces[i], pieces[j]));
    volume += pieces[i].volume();
  }
  box inter;
  std::uint64_t cut =
      amp2hip::detail::intersect(a, b, &inter) ? inter.volume() : 0;
  EXPECT_EQ(volume, a.volume() - cut);
  EXPECT_LE(pieces.size(), static_cast<std::size_t>(2 * a.rank));
}

std::vector<box> minus(const box &a, const box &b) {
  std::vector<box> out;
  amp2hip::detail::subtract(a, b, out);
  expect_difference(a, b, out);
  return out;
}

TEST(Box, Rank1Middle) {
  auto out = minus(make({0}, {10}), make({3}, {5}));
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0], make({0}, {3}));
  EXPECT_EQ(out[1], make({5}, {10}));
}

TEST(Box, Rank1EdgesAndContainment) {
  EXPECT_EQ(minus(make({0}, {10}), make({0}, {4})).size(), 1u);
  EXPECT_EQ(minus(make({0}, {10}), make({6}, {10})).size(), 1u);
  EXPECT_TRUE(minus(make({2}, {8}), make({0}, {10})).empty());
  EXPECT_TRUE(minus(make({2}, {8}), make({2}, {8})).empty());
  // Touching but not overlapping: nothing is removed.
  auto out = minus(make({0}, {10}), make({10}, {20}));
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0], make({0}, {10}));
}

TEST(Box, Rank2HoleCornerAndStripe) {
  EXPECT_EQ(minus(make({0, 0}, {10, 10}), make({3, 3}, {6, 6})).size(), 4u);
  EXPECT_EQ(minus(make({0, 0}, {10, 10}), make({-5, -5}, {4, 4})).size(), 2u);
  // A full-width band of rows leaves the rows above and below.
  auto out = minus(make({0, 0}, {10, 10}), make({4, 0}, {6, 10}));
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0], make({0, 0}, {4, 10}));
  EXPECT_EQ(out[1], make({6, 0}, {10, 10}));
  // A band of columns.
  EXPECT_EQ(minus(make({0, 0}, {10, 10}), make({0, 2}, {10, 3})).size(), 2u);
}

TEST(Box, Rank3) {
  EXPECT_EQ(
      minus(make({0, 0, 0}, {8, 8, 8}), make({2, 2, 2}, {4, 4, 4})).size(), 6u);
  EXPECT_EQ(
      minus(make({0, 0, 0}, {8, 8, 8}), make({0, 0, 0}, {8, 8, 4})).size(), 1u);
  EXPECT_TRUE(
      minus(make({1, 1, 1}, {2, 2, 2}), make({0, 0, 0}, {8, 8, 8})).empty());
  EXPECT_EQ(
      minus(make({0, 0, 0}, {4, 4, 4}), make({4, 0, 0}, {8, 4, 4})).size(), 1u);
}

TEST(Box, EmptyAndVolume) {
  EXPECT_TRUE(make({0, 5}, {3, 5}).empty());
  EXPECT_EQ(make({0, 0, 0}, {2, 3, 4}).volume(), 24u);
  EXPECT_TRUE(minus(make({0}, {0}), make({0}, {3})).empty());
}

TEST(BoxList, AddMergesAndRemoveSplits) {
  box_list l;
  EXPECT_TRUE(l.add(make({0, 0}, {4, 8})));
  EXPECT_TRUE(l.add(make({4, 0}, {8, 8})));
  ASSERT_EQ(l.boxes().size(), 1u); // adjacent halves merge
  EXPECT_EQ(l.boxes()[0], make({0, 0}, {8, 8}));
  EXPECT_FALSE(l.add(make({1, 1}, {2, 2}))); // already covered
  EXPECT_TRUE(l.remove(make({2, 0}, {3, 8})));
  EXPECT_EQ(l.volume(), 56u);
  EXPECT_FALSE(l.covers(make({0, 0}, {8, 8})));
  EXPECT_TRUE(l.covers(make({0, 0}, {2, 8})));
  auto missing = l.missing(make({0, 0}, {8, 8}));
  ASSERT_EQ(missing.size(), 1u);
  EXPECT_EQ(missing[0], make({2, 0}, {3, 8}));
  EXPECT_TRUE(l.add(make({2, 0}, {3, 8})));
  ASSERT_EQ(l.boxes().size(), 1u);
  EXPECT_FALSE(l.remove(make({9, 9}, {10, 10})));
}

TEST(BoxList, OverlappingAddsStayDisjoint) {
  box_list l;
  l.add(make({0, 0}, {6, 6}));
  l.add(make({3, 3}, {9, 9}));
  EXPECT_EQ(l.volume(), 36u + 36u - 9u);
  const auto &b = l.boxes();
  for (std::size_t i = 0; i < b.size(); ++i)
    for (std::size_t j = i + 1; j < b.size(); ++j)
      EXPECT_FALSE(amp2hip::detail::overlaps(b[i], b[j]));
}

TEST(Box, LinearRangeToBoxes) {
  const std::int64_t ext[3] = {4, 5, 6};
  std::vector<box> out;
  // Whole rows 1..2 of dimension 0.
  amp2hip::detail::linear_range_to_boxes(3, ext, 30, 90, out);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0], make({1, 0, 0}, {3, 5, 6}));
  // A range that starts and ends mid-row: volumes add up and are disjoint.
  out.clear();
  amp2hip::detail::linear_range_to_boxes(3, ext, 7, 101, out);
  std::uint64_t v = 0;
  for (std::size_t i = 0; i < out.size(); ++i) {
    v += out[i].volume();
    for (std::size_t j = i + 1; j < out.size(); ++j)
      EXPECT_FALSE(amp2hip::detail::overlaps(out[i], out[j]));
  }
  EXPECT_EQ(v, 94u);
  EXPECT_LE(out.size(), 5u);
  out.clear();
  amp2hip::detail::linear_range_to_boxes(3, ext, 8, 9, out);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0], make({0, 1, 2}, {1, 2, 3}));
}

} // namespace
