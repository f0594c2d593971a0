//===- box.cpp - Rectangular regions and box lists ------------------------===//
//
// Part of the amp2hip runtime core (plain C++17, no HIP).
//
//===----------------------------------------------------------------------===//
#include <amp2hip/detail/box.h>

#include <algorithm>
#include <cassert>

namespace amp2hip {
namespace detail {

bool box::empty() const {
  if (rank <= 0)
    return true;
  for (int d = 0; d < rank; ++d)
    if (hi[d] <= lo[d])
      return true;
  return false;
}

std::uint64_t box::volume() const {
  if (empty())
    return 0;
  std::uint64_t v = 1;
  for (int d = 0; d < rank; ++d)
    v *= static_cast<std::uint64_t>(hi[d] - lo[d]);
  return v;
}

bool box::contains(const box &other) const {
  if (other.empty())
    return true;
  if (other.rank != rank)
    return false;
  for (int d = 0; d < rank; ++d)
    if (other.lo[d] < lo[d] || other.hi[d] > hi[d])
      return false;
  return true;
}

bool box::operator==(const box &other) const {
  if (rank != other.rank)
    return false;
  for (int d = 0; d < rank; ++d)
    if (lo[d] != other.lo[d] || hi[d] != other.hi[d])
      return false;
  return true;
}

box make_box(int rank, const std::int64_t *lo, const std::int64_t *size) {
  box b;
  b.rank = rank;
  for (int d = 0; d < rank; ++d) {
    b.lo[d] = lo[d];
    b.hi[d] = lo[d] + size[d];
  }
  return b;
}

bool intersect(const box &a, const box &b, box *out) {
  if (a.rank != b.rank || a.empty() || b.empty())
    return false;
  box r;
  r.rank = a.rank;
  for (int d = 0; d < a.rank; ++d) {
    r.lo[d] = std::max(a.lo[d], b.lo[d]);
    r.hi[d] = std::min(a.hi[d], b.hi[d]);
    if (r.hi[d] <= r.lo[d])
      return false;
  }
  *out = r;
  return true;
}

bool overlaps(const box &a, const box &b) {
  box unused;
  return intersect(a, b, &unused);
}

void subtract(const box &a, const box &b, std::vector<box> &out) {
  if (a.empty())
    return;
  box cut;
  if (!intersect(a, b, &cut)) {
    out.push_back(a);
    return;
  }
  // Peel off the slabs of `rest` below and above `cut`, one dimension at a
  // time; what remains at the end is `cut` itself.
  box rest = a;
  for (int d = 0; d < a.rank; ++d) {
    if (rest.lo[d] < cut.lo[d]) {
      box below = rest;
      below.hi[d] = cut.lo[d];
      out.push_back(below);
    }
    if (cut.hi[d] < rest.hi[d]) {
      box above = rest;
      above.lo[d] = cut.hi[d];
      out.push_back(above);
    }
    rest.lo[d] = cut.lo[d];
    rest.hi[d] = cut.hi[d];
  }
}

void linear_range_to_boxes(int rank, const std::int64_t *extent,
                           std::uint64_t begin, std::uint64_t end,
                           std::vector<box> &out) {
  if (rank <= 0 || begin >= end)
    return;
  if (rank == 1) {
    box b;
    b.rank = 1;
    b.lo[0] = static_cast<std::int64_t>(begin);
    b.hi[0] = static_cast<std::int64_t>(end);
    out.push_back(b);
    return;
  }
  std::uint64_t row = 1; // elements per index of dimension 0
  for (int d = 1; d < rank; ++d)
    row *= static_cast<std::uint64_t>(extent[d]);
  // A partial row: recurse into the lower-rank space, then prefix dim 0.
  auto partial = [&](std::uint64_t r, std::uint64_t from, std::uint64_t to) {
    std::vector<box> inner;
    linear_range_to_boxes(rank - 1, extent + 1, from, to, inner);
    for (const box &ib : inner) {
      box b;
      b.rank = rank;
      b.lo[0] = static_cast<std::int64_t>(r);
      b.hi[0] = static_cast<std::int64_t>(r + 1);
      for (int d = 1; d < rank; ++d) {
        b.lo[d] = ib.lo[d - 1];
        b.hi[d] = ib.hi[d - 1];
      }
      out.push_back(b);
    }
  };
  std::uint64_t first = begin / row, last = end / row;
  if (first == last) {
    partial(first, begin - first * row, end - first * row);
    return;
  }
  if (begin % row != 0) {
    partial(first, begin % row, row);
    ++first;
  }
  if (first < last) {
    box b;
    b.rank = rank;
    b.lo[0] = static_cast<std::int64_t>(first);
    b.hi[0] = static_cast<std::int64_t>(last);
    for (int d = 1; d < rank; ++d) {
      b.lo[d] = 0;
      b.hi[d] = extent[d];
    }
    out.push_back(b);
  }
  if (end % row != 0)
    partial(last, 0, end % row);
}

bool box_list::add(const box &b) {
  if (b.empty() || covers(b))
    return false;
  remove(b);
  boxes_.push_back(b);
  coalesce();
  return true;
}

bool box_list::remove(const box &b) {
  if (b.empty() || !overlaps(b))
    return false;
  std::vector<box> next;
  next.reserve(boxes_.size() + 2 * static_cast<std::size_t>(b.rank));
  for (const box &x : boxes_)
    subtract(x, b, next);
  boxes_.swap(next);
  coalesce();
  return true;
}

bool box_list::covers(const box &b) const {
  if (b.empty())
    return true;
  for (const box &x : boxes_)
    if (x.contains(b))
      return true;
  return missing(b).empty();
}

bool box_list::overlaps(const box &b) const {
  for (const box &x : boxes_)
    if (detail::overlaps(x, b))
      return true;
  return false;
}

std::vector<box> box_list::missing(const box &b) const {
  std::vector<box> pieces;
  if (b.empty())
    return pieces;
  pieces.push_back(b);
  std::vector<box> next;
  for (const box &x : boxes_) {
    next.clear();
    for (const box &p : pieces)
      subtract(p, x, next);
    pieces.swap(next);
    if (pieces.empty())
      break;
  }
  return pieces;
}

std::uint64_t box_list::volume() const {
  std::uint64_t v = 0;
  for (const box &x : boxes_)
    v += x.volume();
  return v;
}

// Merges pairs of boxes that agree in every dimension but one and touch in
// that one. The list is disjoint, so merged boxes stay disjoint.
void box_list::coalesce() {
  bool merged = true;
  while (merged && boxes_.size() > 1) {
    merged = false;
    for (std::size_t i = 0; i < boxes_.size() && !merged; ++i) {
      for (std::size_t j = i + 1; j < boxes_.size() && !merged; ++j) {
        box &a = boxes_[i];
        const box &b = boxes_[j];
        if (a.rank != b.rank)
          continue;
        int differing = -1;
        bool ok = true;
        for (int d = 0; d < a.rank && ok; ++d) {
          if (a.lo[d] == b.lo[d] && a.hi[d] == b.hi[d])
            continue;
          if (differing >= 0)
            ok = false;
          else
            differing = d;
        }
        if (!ok)
          continue;
        if (differing < 0) { // identical (cannot happen for disjoint lists)
          boxes_.erase(boxes_.begin() + static_cast<std::ptrdiff_t>(j));
          merged = true;
        } else if (a.hi[differing] == b.lo[differing] ||
                   b.hi[differing] == a.lo[differing]) {
          a.lo[differing] = std::min(a.lo[differing], b.lo[differing]);
          a.hi[differing] = std::max(a.hi[differing], b.hi[differing]);
          boxes_.erase(boxes_.begin() + static_cast<std::ptrdiff_t>(j));
          merged = true;
        }
      }
    }
  }
}

} // namespace detail
} // namespace amp2hip
