//===- amp2hip/detail/box.h - Rectangular regions of a data source --------===//
//
// Part of the amp2hip runtime core (plain C++17, no HIP).
//
// A box is a half-open rectangle [lo, hi) in the index space of a data
// source's root. The coherence engine records, for every place that can hold
// a copy of the data (the host and each device), a short list of disjoint
// boxes that are valid there.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_BOX_H
#define AMP2HIP_DETAIL_BOX_H

#include <cstddef>
#include <cstdint>
#include <vector>

namespace amp2hip {
namespace detail {

/// The highest rank an array or array_view may have. index and extent have no
/// such limit.
constexpr int kMaxRank = 8;

struct box {
  int rank = 0;
  std::int64_t lo[kMaxRank] = {};
  std::int64_t hi[kMaxRank] = {};

  bool empty() const;
  std::uint64_t volume() const;
  bool contains(const box &other) const;
  bool operator==(const box &other) const;
  bool operator!=(const box &other) const { return !(*this == other); }
};

/// Makes a box of the given rank from lower bounds and sizes.
box make_box(int rank, const std::int64_t *lo, const std::int64_t *size);

/// The intersection of a and b; false (and *out untouched) when empty.
bool intersect(const box &a, const box &b, box *out);
bool overlaps(const box &a, const box &b);

/// Appends a \ b to out as at most 2 * rank disjoint boxes. Appends a itself
/// when the two do not overlap and nothing when b contains a.
void subtract(const box &a, const box &b, std::vector<box> &out);

/// Appends to out the boxes that cover the elements [begin, end) of the
/// row-major index space `extent` (at most 2 * rank - 1 boxes).
void linear_range_to_boxes(int rank, const std::int64_t *extent,
                           std::uint64_t begin, std::uint64_t end,
                           std::vector<box> &out);

/// A set of elements kept as a short list of disjoint boxes.
class box_list {
public:
  const std::vector<box> &boxes() const { return boxes_; }
  bool empty() const { return boxes_.empty(); }
  void clear() { boxes_.clear(); }

  /// Adds the elements of b; returns true if the set changed.
  bool add(const box &b);
  /// Removes the elements of b; returns true if the set changed.
  bool remove(const box &b);
  /// True if every element of b is in the set.
  bool covers(const box &b) const;
  bool overlaps(const box &b) const;
  /// The elements of b that are not in the set, as disjoint boxes.
  std::vector<box> missing(const box &b) const;
  std::uint64_t volume() const;

private:
  void coalesce();
  std::vector<box> boxes_;
};

} // namespace detail
} // namespace amp2hip

#endif // AMP2HIP_DETAIL_BOX_H
