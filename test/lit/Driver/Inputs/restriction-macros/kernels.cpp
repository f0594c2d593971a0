#include "macros.h"
using namespace concurrency;

int main() {
  int data[8] = {};
  array_view<int, 1> v(8, data);
  // A restrict(cpu,amp) kernel lambda only runs on the GPU; a lambda in it
  // is device code.
  parallel_for_each(v.extent, [=](index<1> i) BOTH {
    auto inner = [=]() BOTH { return add_one(i[0]); };
    v[i] = inner() * inner();
  });
  parallel_for_each(v.extent, [=](index<1> i) GPU_ONLY { v[i] = square(v[i]); });
  v.synchronize();
  return data[7] == 4096 && host_only() == 3 ? 0 : 1;
}
