// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>
#include <vector>
using namespace concurrency;

struct Holder {
  int factor = 2;
  void run(std::vector<int> &v) {
    array_view<int, 1> av(16, v);
    parallel_for_each(av.extent, [this, av](index<1> i) restrict(amp) { // expected-error {{C3590: an amp lambda cannot capture 'this'}}
      av[i] *= factor;
    });
  }
};

void captures(std::vector<int> &v) {
  array_view<int, 1> av(16, v);
  array<int, 1> arr(16);
  int scale = 3;
  parallel_for_each(av.extent, [&scale, av](index<1> i) restrict(amp) { // expected-error {{C3590: an amp lambda cannot capture 'scale' by reference}}
    av[i] *= scale;
  });
  parallel_for_each(av.extent, [&](index<1> i) restrict(amp) {
    arr[i] = 1;
  });
  parallel_for_each(av.extent, [&arr, av](index<1> i) restrict(amp) {
    arr[i] = av[i];
  });
}
