// A C++ AMP program that reports its results through a bundled header-only
// library (include/tinyjson.h) whose Visual C++ branch the parse takes, and
// a third-party one (external/quirk/quirk.h) read with the GNU view.
// Returns 0 when the GPU's squares, written as JSON, are right.
#include <amp.h>
#include <cstdio>
#include <vector>
#include "include/tinyjson.h"
#include "external/quirk/quirk.h"

using namespace concurrency;

int main() {
  std::vector<double> v(5);
  for (int i = 0; i < 5; ++i)
    v[i] = i + 0.5;
  array_view<double, 1> av(5, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = av[i] * av[i];
  });
  av.synchronize();
  std::string json = tinyjson::object_of("squares", v);
  const std::string want = "{\"squares\":[0.25,2.25,6.25,12.25,20.25]}";
  bool ok = json == want && quirk::size_or_zero(v) == 5 &&
            quirk::size_or_zero(3) == 0;
  std::printf("%s %s\n", json.c_str(), ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
