#include "macros.h"
using namespace concurrency;

int add_two(int x) BOTH { return add_one(add_one(x)); }
int cube(int x) GPU_ONLY { return square(x) * x; }

int main() {
  int data[8] = {};
  array_view<int, 1> v(8, data);
  auto twice = [](int x) BOTH { return 2 * x; };
  parallel_for_each(v.extent, [=](index<1> i) GPU_ONLY {
    v[i] = cube(add_two(twice(i[0])));
  });
  v.synchronize();
  return data[1] == 64 && twice(add_two(1)) == 6 ? 0 : 1;
}
