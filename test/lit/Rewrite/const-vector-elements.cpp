// std::vector<const T>, which Visual C++'s library accepted (AH1344): the
// output drops the qualifier of the element type where it is written, and
// leaves a pointer's own const alone. g++ (nvcc's host compiler) builds the
// output and runs it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %strip %s > %t/elements.cpp
// RUN: %amp2hip %t/elements.cpp -o %t/elements.hip.cpp 2>&1 | %FileCheck --check-prefix=LOG %s
// RUN: %FileCheck %s --match-full-lines < %t/elements.hip.cpp
// RUN: g++ -std=c++17 -Wall -Werror -x c++ %t/elements.hip.cpp -o %t/elements
// RUN: %t/elements
// LOG-COUNT-4: warning: AH1344:
// LOG-NOT: error:

#include <string>
#include <vector>

struct point {
  int x, y;
};

template <typename T> T sum(const std::vector<T> &v) {
  T s = T();
  for (const T &x : v)
    s += x;
  return s;
}

template <typename T> std::size_t count_of(int n) {
  std::vector<const T> made(n);
  return made.size();
}
// CHECK: std::vector<T> made(n);

int main() {
  std::vector<const int> ones(4, 1);
  // CHECK: std::vector<int> ones(4, 1);
  std::vector<point const> points(2, point{1, 2});
  // CHECK: std::vector<point> points(2, point{1, 2});
  const char *names[] = {"a", "b"};
  std::vector<const char *const> labels(names, names + 2);
  // CHECK: std::vector<const char *> labels(names, names + 2);
  const std::vector<std::string> words(1, "w"); // the vector's own const
  // CHECK: const std::vector<std::string> words(1, "w"); // the vector's own const
  int failures = 0;
  if (sum(std::vector<int>(ones.begin(), ones.end())) != 4)
    ++failures;
  if (points[1].y != 2 || std::string(labels[1]) != "b" || words.size() != 1)
    ++failures;
  if (count_of<double>(3) != 3)
    ++failures;
  return failures;
}
