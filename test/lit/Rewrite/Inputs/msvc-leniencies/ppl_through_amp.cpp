// The Parallel Patterns Library and Visual C++'s checked iterators, reached
// through <amp.h> alone as Visual C++ allowed: parallel_for and the CPU
// parallel_for_each over iterators beside C++ AMP kernels, a vector of views
// each made from a temporary array, stdext::checked_array_iterator, and
// UINT_MAX, which Visual C++'s headers brought in with the rest.
#include <amp.h>
#include <algorithm>
#include <cstdio>
#include <numeric>

using namespace concurrency;

#include "ppl_counter.h"

struct Slice {
  int id;
  int first;
};

// Named as Visual C++ allowed it (`enum class` where only `enum` is
// standard): the output drops the `class`.
enum class Check { exact, loose };
static bool matches(float got, float want, enum class Check how) {
  return how == Check::exact ? got == want : got - want < 0.5f;
}

int main() {
  const int rows = 4, cols = 64;
  std::vector<Slice> slices;
  for (int s = 0; s < rows; ++s)
    slices.push_back({s, s * cols});

  // One view per slice, each over an array that only the view keeps.
  std::vector<array_view<float, 1>> views;
  std::for_each(slices.cbegin(), slices.cend(), [&views](const Slice &) {
    views.push_back(array<float, 1>(extent<1>(cols)));
  });

  SharedTally tally;
  parallel_for_each(slices.begin(), slices.end(), [&](Slice &s) {
    array_view<float, 1> v = views[s.id];
    int first = s.first;
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
      v[i] = float(first + i[0]);
    });
    v.synchronize();
    tally.add(s.id);
  });

  std::vector<float> all(rows * cols);
  if (all.size() > UINT_MAX)
    return 2;
  parallel_for(0, rows, [&](int s) {
    std::vector<float> host(cols);
    copy(views[s], host.begin());
    std::copy(host.begin(), host.end(),
              stdext::checked_array_iterator<float *>(&all[s * cols], cols));
  });

  int bad = 0;
  for (int k = 0; k < rows * cols; ++k)
    if (!matches(all[k], float(k), Check::exact))
      ++bad;
  std::sort(tally.seen.begin(), tally.seen.end());
  std::vector<int> expect(rows);
  std::iota(expect.begin(), expect.end(), 0);
  if (tally.seen != expect)
    ++bad;
  std::printf("%s: %d wrong\n", bad ? "FAIL" : "PASS", bad);
  return bad ? 1 : 0;
}
