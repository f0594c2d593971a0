// A static data member that kernels use stays C3586 in HCC's dialect too:
// nvcc takes no memory space (__managed__, __device__) on a data member.
// RUN: %amp2hip --no-output %s -- -hc -Xclang -verify

#include <hc.hpp>

struct Totals {
  static int count;
};
int Totals::count = 0; // expected-note {{'count' declared here}}

void run(hc::array_view<int, 1> v) {
  hc::parallel_for_each(v.get_extent(), [=](hc::index<1> i) [[hc]] {
    v[i] = Totals::count; // expected-error {{C3586: amp code cannot use 'Totals::count', a global or static variable}}
  });
}
