// Valid C++11 and C++14, not C++17: `register` and a dynamic exception
// specification. The project's standard reaches the translator's parse and
// hipcc through CMake's -std=gnu++NN. Checks itself.
#include <amp.h>
#include <cstdio>
#include <new>
#include <vector>

using namespace concurrency;

static int total(const std::vector<int> &v) throw(std::bad_alloc) {
  register int s = 0;
  for (size_t i = 0; i < v.size(); ++i)
    s += v[i];
  return s;
}

int main() {
  std::vector<int> v(64, 1);
  array_view<int, 1> av(64, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] += 1; });
  av.synchronize();
  bool ok = total(v) == 128;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
