// main.cpp - runs every kernel of the project and checks each result against
// the same computation on the host. Exits with 1 on the first mismatch.
#include "stencil.h"
#include "vecops/gpu.h"
#include "vecops/vecops.h"

#include <cmath>
#include <cstdio>
#include <vector>

namespace {

bool close(float got, float want, float tolerance) {
  return std::fabs(got - want) <= tolerance * (1.0f + std::fabs(want));
}

int failures = 0;

void check(const char *what, const std::vector<float> &got,
           const std::vector<float> &want) {
  for (size_t i = 0; i < want.size(); ++i)
    if (!close(got[i], want[i], 1e-5f)) {
      std::printf("FAIL %s: [%zu] = %g, expected %g\n", what, i, got[i],
                  want[i]);
      ++failures;
      return;
    }
  std::printf("ok   %s\n", what);
}

} // namespace

int main() {
  const int n = 1000;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = static_cast<float>(i % 17) - 8.0f;
    y[i] = static_cast<float>(i % 5);
  }

  // The library: a non-tiled kernel with helpers from a header.
  std::vector<float> want(n);
  for (int i = 0; i < n; ++i)
    want[i] = vecops::clamp(2.5f * x[i] + y[i], -10.0f, 10.0f);
  std::vector<float> got = y;
  vecops::saxpy_clamped(2.5f, x, got, -10.0f, 10.0f);
  check("saxpy_clamped", got, want);

  // The library: a tiled reduction.
  float total = 0.0f;
  for (float v : x)
    total += v;
  check("sum", {vecops::sum(x)}, {total});

  // A kernel template from the library's header, instantiated here.
  std::vector<float> scaled = y;
  vecops::scale(concurrency::array_view<float, 1>(n, scaled), 3.0f);
  for (int i = 0; i < n; ++i)
    want[i] = 3.0f * y[i];
  check("scale", scaled, want);

  // The application's own tiled kernel, in another source.
  const int rows = 16, cols = 24;
  std::vector<float> grid(rows * cols);
  for (int i = 0; i < rows * cols; ++i)
    grid[i] = static_cast<float>((i * 7) % 23);
  std::vector<float> smooth(rows * cols);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      float self = grid[r * cols + c];
      float left = c > 0 ? grid[r * cols + c - 1] : self;
      float right = c < cols - 1 ? grid[r * cols + c + 1] : self;
      smooth[r * cols + c] =
          vecops::clamp((left + self + right) / 3.0f, 0.0f, 12.0f);
    }
  check("smooth_rows", smooth_rows(grid, rows, cols, 12.0f), smooth);

  // A kernel written in main, calling the header's restriction-macro helper.
  std::vector<float> fused(n);
  concurrency::array_view<const float, 1> xv(n, x), yv(n, y);
  concurrency::array_view<float, 1> fv(n, fused);
  fv.discard_data();
  concurrency::parallel_for_each(
      fv.extent, [=](concurrency::index<1> i) restrict(amp) {
        fv[i] = vecops::axpy_one(-1.0f, xv[i], yv[i]);
      });
  fv.synchronize();
  for (int i = 0; i < n; ++i)
    want[i] = y[i] - x[i];
  check("axpy_one in main", fused, want);

  if (failures) {
    std::printf("ampdemo: %d check(s) failed\n", failures);
    return 1;
  }
  std::printf("ampdemo: all checks passed\n");
  return 0;
}
