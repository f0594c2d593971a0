// The demo solution's application: links the Kernels library (a project
// reference) and checks what its kernels computed. CharacterSet is Unicode,
// so _UNICODE and UNICODE are defined.
#include "Kernels.h"
#include <cstdio>
#include <vector>

#if !defined(_UNICODE) || !defined(UNICODE) || !defined(_CONSOLE)
#error "the settings of App (Unicode, _CONSOLE) did not reach this file"
#endif

int main() {
  const int n = 64 * 100;
  std::vector<int> v(n);
  for (int i = 0; i < n; ++i)
    v[i] = i % 13 - 6;
  std::vector<int> expected(v);
  for (int &x : expected)
    x = x * 3 + 7;
  scale_and_offset(v);
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += v[i] != expected[i];
  std::vector<int> sums = tile_sums(v);
  for (int t = 0; t < n / 64; ++t) {
    int s = 0;
    for (int i = 0; i < 64; ++i)
      s += expected[t * 64 + i];
    bad += sums[t] != s;
  }
  std::printf("demo: %d elements, %d tiles, %d wrong\n", n, n / 64, bad);
  return bad ? 1 : 0;
}
