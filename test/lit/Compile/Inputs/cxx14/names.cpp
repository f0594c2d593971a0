// A C++14 program's own names that later standards give std: under `using
// namespace std;` a C++17 or C++20 build would find std::data, std::size,
// std::clamp, std::sample, std::byte and std::lerp beside them (clamp also
// through argument-dependent lookup on std::string). amp2hip qualifies them,
// so the output built as C++14 or C++17 names the program's. Checks itself.
#include <amp.h>
#include <windows.h>
#include <cstdio>
#include <iterator>
#include <string>
#include <vector>

using namespace concurrency;
using namespace std;

namespace util {
int sample(int k) { return 3 * k; }
} // namespace util
using namespace util;

float data[4] = {1.0f, 2.0f, 3.0f, 4.0f};
const int size = 4;

template <class T> T clamp(T v, T lo, T hi) {
  return v < lo ? lo : (hi < v ? hi : v);
}

float lerp(float a, float b, float t) { return a + (b - a) * t; }

int main() {
  array_view<float, 1> av(size, data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = av[i] * 2.0f;
  });
  av.synchronize();
  float total = 0;
  for (int i = 0; i < size; ++i)
    total += data[i];
  byte b = byte(size);
  string word = clamp(string("m"), string("a"), string("k"));
  int k = clamp(12, 0, 10) + sample(2);
  float mid = lerp(0.0f, 10.0f, 0.5f);
  bool ok = total == 20.0f && b == 4 && word == "k" && k == 16 && mid == 5.0f;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
