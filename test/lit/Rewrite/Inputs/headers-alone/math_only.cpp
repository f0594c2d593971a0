// Only <amp_math.h>: the lowercase namespace and both math namespaces.
#include <amp_math.h>

#include <cstdio>

int main() {
  float f = concurrency::fast_math::sqrt(16.0f);
  double d = concurrency::precise_math::cbrt(27.0);
  float g = Concurrency::precise_math::fabsf(-2.0f);
  bool ok = f == 4.0f && d > 2.999 && d < 3.001 && g == 2.0f;
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
