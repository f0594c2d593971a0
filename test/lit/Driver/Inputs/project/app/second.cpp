// A second program sharing the library header with main.cpp.
#include "../lib/kernels.h"

int main() {
  std::vector<int> v(32, 2);
  concurrency::array_view<int, 1> av(32, v);
  lib::cube_all(av);
  av.synchronize();
  for (int x : v)
    if (x != 8)
      return 1;
  return 0;
}
