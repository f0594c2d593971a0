// Plain C++: the kernel is in the static library Scale.
#include "scale.h"
#include <cstdio>
#include <vector>

int main() {
  std::vector<float> v(1000);
  for (int i = 0; i < 1000; ++i)
    v[i] = static_cast<float>(i);
  scale_on_gpu(v);
  int bad = 0;
  for (int i = 0; i < 1000; ++i)
    bad += v[i] != 3.0f * static_cast<float>(i);
  std::printf("plain-app: %d wrong\n", bad);
  return bad ? 1 : 0;
}
