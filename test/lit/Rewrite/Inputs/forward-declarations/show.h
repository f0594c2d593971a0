// A formatting helper whose template streams a value with an operator that
// a header included after this one declares (for a type of namespace std,
// whose associated namespace does not hold it).
#pragma once
#include <cstdlib>
#include <sstream>
#include <string>

namespace report {
template <typename T> std::string show(const T &value) {
  std::ostringstream s;
  s << value;
  return s.str();
}

// rand, declared before this by <cstdlib>; <stdlib.h>, included later,
// brings it into the global namespace again, which is no late declaration.
template <typename T> T jitter(T value) { return value + T(rand() % 1); }
} // namespace report
