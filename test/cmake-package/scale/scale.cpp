// SCALE_FACTOR is a definition of this target alone.
#include "scale.h"
#include <amp.h>

using namespace concurrency;

void scale_on_gpu(std::vector<float> &values) {
  array_view<float, 1> v(static_cast<int>(values.size()), values);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = v[i] * SCALE_FACTOR;
  });
  v.synchronize();
}
