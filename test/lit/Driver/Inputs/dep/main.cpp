#include <amp.h>
#include "sub dir/kern el.h"
#include <vector>

void scale(std::vector<float> &v) {
  concurrency::array_view<float, 1> av(static_cast<int>(v.size()), v);
  concurrency::parallel_for_each(av.extent, [=](concurrency::index<1> i) restrict(amp) {
    av[i] = twice(av[i]) + TILE;
  });
}
