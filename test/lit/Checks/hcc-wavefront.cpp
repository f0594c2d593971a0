// AH1500: hc code that writes 64 for the wavefront's width.
// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <hc.hpp>

void lanes(hc::array_view<int, 1> v) {
  hc::parallel_for_each(v.get_extent(), [=](hc::index<1> i) [[hc]] {
    int x = v[i];
    x += hc::__shfl_xor(x, 1, 64); // expected-warning {{AH1500: the width 64 given to __shfl_xor assumes a wavefront of 64 lanes}}
    x += hc::__shfl_down(x, 1, 32);
    if (hc::__lane_id() == 63) // expected-warning {{AH1500: '== 63' on the result of __lane_id assumes a wavefront of 64 lanes}}
      x = 0;
    if (hc::__ballot(x > 0) == 0xFFFFFFFFFFFFFFFFull) // expected-warning {{AH1500: '== 0xFFFFFFFFFFFFFFFF' on the result of __ballot}}
      x = 1;
    v[i] = x + hc::__activelanecount_u32_b1(1);
  });
}
