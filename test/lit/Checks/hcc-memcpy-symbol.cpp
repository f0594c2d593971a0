// A program that names the variables kernels use (hc's memcpy_symbol with a
// name, GET_SYMBOL_ADDRESS) gets each __managed__ variable registered under
// its name beside its definition.
// RUN: %amp2hip %s -o %t.hip.cpp -- -hc
// RUN: %FileCheck %s < %t.hip.cpp

#include <hc.hpp>

[[hc]] int table[8];
int scale = 2;

int main() {
  int in[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  hc::accelerator acc;
  acc.memcpy_symbol("table", in, sizeof(in));
  hc::array_view<int, 1> out(8);
  hc::parallel_for_each(out.get_extent(), [=](hc::index<1> i) [[hc]] {
    out[i] = table[i[0]] * scale;
  }).wait();
  return out[7] == 16 ? 0 : 1;
}

// CHECK: __managed__ int table[8];
// CHECK-NEXT: static const amp2hip::symbol_registration amp2hip_symbol_table("table", [] { return static_cast<void *>(&table); }, sizeof(table));
// CHECK-NEXT: __managed__ int scale = 2;
// CHECK-NEXT: static const amp2hip::symbol_registration amp2hip_symbol_scale("scale", [] { return static_cast<void *>(&scale); }, sizeof(scale));
