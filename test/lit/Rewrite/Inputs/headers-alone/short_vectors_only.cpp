// Only <amp_short_vectors.h>: graphics and graphics::direct3d through the
// lowercase namespace, scalars on either side of an operator.
#include <amp_short_vectors.h>

#include <cstdio>

int main() {
  concurrency::graphics::float_3 p(1.0f, 2.0f, 3.0f);
  float k = 2.0f;
  concurrency::graphics::direct3d::float3 q = -k * p + p / k;
  bool ok = q == concurrency::graphics::float_3(-1.5f, -3.0f, -4.5f);
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
