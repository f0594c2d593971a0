// A kernel in a header, found through -I, with a restriction macro.
#pragma once
#include <amp.h>

#define DEVICE_ONLY restrict(amp)

inline int times(int v, int k) DEVICE_ONLY { return v * k; }

template <int K> void multiply(concurrency::array_view<int, 1> v) {
  concurrency::parallel_for_each(
      v.extent, [=](concurrency::index<1> i) restrict(amp) {
        v[i] = times(v[i], K);
      });
}
