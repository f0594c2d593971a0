#include <amp.h>
using namespace concurrency;

struct Counter {
  Counter() restrict(amp) : n(0) {}
  int n;
};

int cpu_only(int x) { return x; }

void run(array_view<int, 1> av) {
  parallel_for_each(av.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static Counter c;
    c.n = 1;
#ifdef WITH_ERROR
    av[t] = cpu_only(c.n);
#else
    av[t] = c.n;
#endif
  });
}
