// Must not parse. EXPECT: must not exceed 1024
// A tile of 2048 threads is a valid tiled_extent; launching it is not.
#include <amp.h>
#include <vector>
using namespace concurrency;
void f(array_view<int, 2> v) {
  auto t = extent<2>(64, 64).tile<64, 32>();
  parallel_for_each(t, [=](tiled_index<64, 32> i) restrict(amp) { v[i] = 0; });
}
