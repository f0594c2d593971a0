//===- StagingTest.cpp - Chunk plans and host copies of pinned staging ----===//
#include <amp2hip/detail/staging.h>

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace {

using amp2hip::detail::copy_request;
using amp2hip::detail::plan_staged_chunks;
using amp2hip::detail::staged_chunk;

std::size_t total(const std::vector<staged_chunk> &cs) {
  std::size_t t = 0;
  for (const staged_chunk &c : cs)
    t += c.bytes();
  return t;
}

TEST(StagingPlan, ContiguousCopyIsCutIntoBuffers) {
  copy_request r;
  r.width_bytes = 10 * 1000 + 7;
  std::vector<staged_chunk> cs = plan_staged_chunks(r, 1000);
  ASSERT_EQ(cs.size(), 11u);
  EXPECT_EQ(total(cs), r.width_bytes);
  EXPECT_EQ(cs[3].src_offset, 3000u);
  EXPECT_EQ(cs[3].dst_offset, 3000u);
  EXPECT_EQ(cs.back().width, 7u);
  for (const staged_chunk &c : cs)
    EXPECT_LE(c.bytes(), 1000u);
}

TEST(StagingPlan, RowsAreGroupedPerSlice) {
  copy_request r;
  r.width_bytes = 100;
  r.height = 25;
  r.depth = 2;
  r.src_pitch = 400;
  r.src_slice_pitch = 400 * 25;
  r.dst_pitch = 100;
  r.dst_slice_pitch = 100 * 25;
  std::vector<staged_chunk> cs = plan_staged_chunks(r, 1000); // 10 rows each
  ASSERT_EQ(cs.size(), 6u);                                   // 10+10+5 twice
  EXPECT_EQ(cs[0].rows, 10u);
  EXPECT_EQ(cs[2].rows, 5u);
  EXPECT_EQ(cs[1].src_offset, 10u * 400);
  EXPECT_EQ(cs[1].dst_offset, 10u * 100);
  EXPECT_EQ(cs[3].src_offset, 400u * 25);
  EXPECT_EQ(cs[3].src_pitch, 400u);
  EXPECT_EQ(total(cs), 100u * 25 * 2);
}

TEST(StagingPlan, LongRowsAreCut) {
  copy_request r;
  r.width_bytes = 2500;
  r.height = 2;
  r.src_pitch = 3000;
  r.dst_pitch = 2500;
  std::vector<staged_chunk> cs = plan_staged_chunks(r, 1000);
  ASSERT_EQ(cs.size(), 6u);
  EXPECT_EQ(cs[4].src_offset, 3000u + 1000);
  EXPECT_EQ(cs[4].dst_offset, 2500u + 1000);
  EXPECT_EQ(cs[5].width, 500u);
  EXPECT_EQ(total(cs), 5000u);
}

TEST(StagingPlan, ChunksStartSmallAndDouble) {
  copy_request r;
  r.width_bytes = 10000;
  std::vector<staged_chunk> cs = plan_staged_chunks(r, 4000, 1000);
  ASSERT_EQ(cs.size(), 4u); // 1000, 2000, 4000, 3000
  EXPECT_EQ(cs[0].width, 1000u);
  EXPECT_EQ(cs[1].width, 2000u);
  EXPECT_EQ(cs[2].width, 4000u);
  EXPECT_EQ(cs[3].src_offset, 7000u);
  EXPECT_EQ(total(cs), 10000u);
  // Rows of 100 bytes: chunks of at most 100, 200, 400, 400, ... bytes.
  copy_request m;
  m.width_bytes = 100;
  m.height = 12;
  m.src_pitch = m.dst_pitch = 128;
  cs = plan_staged_chunks(m, 400, 100);
  ASSERT_EQ(cs.size(), 5u); // 1 + 2 + 4 + 4 + 1 rows
  EXPECT_EQ(cs[0].rows, 1u);
  EXPECT_EQ(cs[1].rows, 2u);
  EXPECT_EQ(cs[2].rows, 4u);
  EXPECT_EQ(cs[3].rows, 4u);
  EXPECT_EQ(cs[4].rows, 1u);
  EXPECT_EQ(cs[3].src_offset, 7u * 128);
}

TEST(StagingPlan, EmptyCopyHasNoChunks) {
  copy_request r;
  EXPECT_TRUE(plan_staged_chunks(r, 1000).empty());
}

TEST(ParallelHostCopy, ContiguousAndStridedMatchMemcpy) {
  const std::size_t n = std::size_t(9) << 20; // several threads' worth
  std::vector<std::uint8_t> src(n), dst(n, 0);
  for (std::size_t i = 0; i < n; ++i)
    src[i] = static_cast<std::uint8_t>(i * 31 + 7);
  amp2hip::detail::parallel_host_copy(dst.data(), n, src.data(), n, n, 1, 8);
  EXPECT_EQ(src, dst);
  // Strided: every other 1 KiB row, packed.
  const std::size_t width = 1024, rows = n / (2 * width);
  std::vector<std::uint8_t> packed(width * rows, 0);
  amp2hip::detail::parallel_host_copy(packed.data(), width, src.data(),
                                      2 * width, width, rows, 8);
  for (std::size_t r = 0; r < rows; r += 97)
    for (std::size_t x = 0; x < width; x += 13)
      ASSERT_EQ(packed[r * width + x], src[r * 2 * width + x]);
  EXPECT_GE(amp2hip::detail::default_copy_threads(), 1u);
}

} // namespace
