// Must not parse. EXPECT: must be callable with a tiled_index
#include <amp.h>
#include <vector>
using namespace concurrency;
void f(std::vector<float> &v) {
  array_view<float, 1> a(32, v);
  parallel_for_each(a.extent.tile<16>(), [=](index<2>) restrict(amp){});
}
