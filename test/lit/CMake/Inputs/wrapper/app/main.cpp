// Multiplies by SCALE (given on the command line) on the accelerator and
// checks the result.
#include "kern.h"
#include <cstdio>
#include <vector>

int main() {
  std::vector<int> v(100);
  for (int i = 0; i < 100; ++i)
    v[i] = i;
  multiply<SCALE>(concurrency::array_view<int, 1>(100, v));
  for (int i = 0; i < 100; ++i)
    if (v[i] != i * SCALE) {
      std::printf("v[%d] = %d\n", i, v[i]);
      return 1;
    }
  return 0;
}
