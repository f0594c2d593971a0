// Must not parse. EXPECT: must be callable with a tiled_index
#include <amp.h>
#include <vector>
using namespace concurrency;
void f(std::vector<float> &v) {
  array_view<float, 2> a(32, 32, v);
  parallel_for_each(
      a.extent.tile<16, 16>(), [=](tiled_index<16, 8> t) restrict(amp) {
        a[t.global] = 1.0f;
      });
}
