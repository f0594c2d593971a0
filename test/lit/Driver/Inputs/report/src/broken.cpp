// A C++ AMP rule broken: the file is refused (C3584).
#include <amp.h>
using namespace concurrency;

void bad(array_view<int, 1> a) {
  parallel_for_each(a.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) {
    tile_static int shared = 0;
    a[t] = shared;
  });
}
