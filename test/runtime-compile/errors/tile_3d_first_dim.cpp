// Must not parse. EXPECT: first tile size of a 3-D tile must not exceed 64
// A 3-D tile 128 deep is a valid tiled_extent; launching it is not.
#include <amp.h>
#include <vector>
using namespace concurrency;
void f(array_view<int, 3> v) {
  auto t = extent<3>(128, 2, 2).tile<128, 2, 2>();
  parallel_for_each(t, [=](tiled_index<128, 2, 2> i) restrict(amp) {
    v[i] = 0;
  });
}
