#include <amp.h>
#include <vector>

#define GPU restrict(amp)

int twice(int x) GPU { return 2 * x; }

void run(std::vector<int> &v) {
  concurrency::array_view<int, 1> av(static_cast<int>(v.size()), v);
  concurrency::parallel_for_each(av.extent.tile<64>(),
                                 [=](concurrency::tiled_index<64> t) restrict(amp) {
    tile_static int s[64];
    s[t.local[0]] = av[t.global];
    t.barrier.wait();
    av[t.global] = twice(s[63 - t.local[0]]);
  });
  concurrency::parallel_for_each(av.extent, [=](concurrency::index<1> i) restrict(amp) {
    av[i] += 1;
  });
}
