// C++ AMP beside OpenMP in host code, as Visual C++'s /openmp builds it:
// <omp.h>, a parallel loop with a reduction, omp_get_max_threads(). Prints
// PASS or FAIL.
#include <amp.h>
#include <cstdio>
#include <omp.h>
#include <vector>

int main() {
  const int n = 1000;
  std::vector<float> v(n, 1.0f);
  concurrency::array_view<float, 1> av(n, v);
  concurrency::parallel_for_each(
      av.extent, [=](concurrency::index<1> i) restrict(amp) { av[i] *= 2.0f; });
  av.synchronize();
  double sum = 0;
#pragma omp parallel for reduction(+ : sum)
  for (int i = 0; i < n; ++i)
    sum += v[i];
  const bool ok = sum == 2.0 * n && omp_get_max_threads() >= 1;
  std::printf("%s (%d threads)\n", ok ? "PASS" : "FAIL", omp_get_max_threads());
  return ok ? 0 : 1;
}
