// Must not parse. EXPECT: must be callable with an index<N>
#include <amp.h>
#include <vector>
using namespace concurrency;
void f(std::vector<float> &v) {
  array_view<float, 2> a(4, 4, v);
  parallel_for_each(
      a.extent, [=](index<1> i) restrict(amp) { a[index<2>(i[0], 0)] = 1.0f; });
}
