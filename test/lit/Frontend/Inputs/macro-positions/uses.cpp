// A header's restriction macros where a clause must move to parse: before a
// trailing return type, after a lambda's `mutable`, before `noexcept`, and in
// an explicit instantiation.
#include "restrict_macros.h"
using namespace concurrency;

auto cube(int x) ON_GPU -> int { return x * x * x; }
int twice(int x) ON_BOTH noexcept { return 2 * x; }
template <class T> T add(T a, T b) ON_BOTH { return a + b; }
template float add<float>(float, float) ON_BOTH;

void run(array_view<int, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) mutable ON_GPU {
    v[i] = cube(i[0]) + twice(1) + int(add(1.0f, 2.0f));
  });
}
