// saxpy.cpp - a non-tiled kernel using the helpers of gpu.h.
#include "vecops/gpu.h"
#include "vecops/vecops.h"

namespace vecops {

void saxpy_clamped(float a, const std::vector<float> &x, std::vector<float> &y,
                   float lo, float hi) {
  const int n = static_cast<int>(y.size());
  concurrency::array_view<const float, 1> xv(n, x);
  concurrency::array_view<float, 1> yv(n, y);
  concurrency::parallel_for_each(
      yv.extent, [=](concurrency::index<1> i) restrict(amp) {
        yv[i] = clamp(axpy_one(a, xv[i], yv[i]), lo, hi);
      });
  yv.synchronize();
}

} // namespace vecops
