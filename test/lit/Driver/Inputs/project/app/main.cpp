// Uses the library's kernels and helpers.
#include "../lib/kernels.h"
#include "../lib/plain.h"
#include <cstdio>

int main() {
  std::vector<int> v(64);
  for (int i = 0; i < 64; ++i)
    v[i] = i % 5;
  concurrency::array_view<int, 1> av(64, v);
  lib::reverse_tiles(av);
  lib::cube_all(av);
  av.synchronize();
  for (int i = 0; i < 64; ++i) {
    int want = lib::clamp_to(((i / 16) * 16 + 15 - i % 16) % 5, plain_limit());
    if (v[i] != want * want * want) {
      std::printf("main: v[%d] = %d\n", i, v[i]);
      return 1;
    }
  }
  return 0;
}
