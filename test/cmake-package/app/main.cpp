// Uses both libraries on one set of views and checks every result against
// the host, computed with OpenMP (amp2hip_hip_target(PackageApp OPENMP)).
#include "blend.h"
#include "scale.h"
#include <cmath>
#include <cstdio>
#include <omp.h>
#include <vector>

// The target's definitions and OpenMP, checked when the program runs (the
// translation sees neither).
#if defined(_UNICODE) && defined(UNICODE) && defined(NDEBUG) && defined(_OPENMP)
static const bool settings_ok = true;
#else
static const bool settings_ok = false;
#endif

int main() {
  const int n = 256 * 40;
  std::vector<float> a(n), b(n), out(n), sums(n / 256);
  for (int i = 0; i < n; ++i) {
    a[i] = static_cast<float>(i % 17);
    b[i] = static_cast<float>(i % 5) - 2.0f;
  }
  std::vector<float> expected(n), expected_sums(n / 256, 0.0f);
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    expected[i] = 3.0f * (a[i] + 0.5f * b[i]);
  for (int i = 0; i < n; ++i)
    expected_sums[i / 256] += expected[i];

  {
    concurrency::array_view<const float, 1> va(n, a), vb(n, b);
    concurrency::array_view<float, 1> vout(n, out);
    blend(va, vb, 0.5f, vout); // in the shared library
    vout.synchronize();        // here, through the same runtime
  }
  scale_on_gpu(out); // in the static library
  {
    concurrency::array_view<const float, 1> vin(n, out);
    concurrency::array_view<float, 1> vsums(n / 256, sums);
    tile_sums(vin, vsums);
    vsums.synchronize();
  }

  int bad = settings_ok ? 0 : 1;
#pragma omp parallel for reduction(+ : bad)
  for (int i = 0; i < n; ++i)
    bad += out[i] != expected[i];
  for (int t = 0; t < n / 256; ++t)
    bad += std::fabs(sums[t] - expected_sums[t]) > 1e-3f * (1.0f + std::fabs(expected_sums[t]));
  std::printf("package-demo: %d elements, %d threads, settings %s, %d wrong\n",
              n, omp_get_max_threads(), settings_ok ? "ok" : "missing", bad);
  return bad ? 1 : 0;
}
