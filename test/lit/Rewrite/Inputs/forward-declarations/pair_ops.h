#pragma once
#include <ostream>
#include <stdlib.h>
#include <utility>

namespace report {
template <typename A, typename B>
std::ostream &operator<<(std::ostream &os, const std::pair<A, B> &p) {
  return os << '(' << p.first << ", " << p.second << ')';
}
} // namespace report
