// properties/everywhere: the properties of Microsoft's headers used the way
// samples use them: accelerator and accelerator_view facts, an array's view
// and accelerator, extents, and short-vector swizzles read and written in a
// kernel and on the host.
#include "amp_verify.h"
#include <amp_short_vectors.h>

using namespace Concurrency;
using namespace Concurrency::graphics;

int main() {
  Verify::Log log("properties/everywhere");
  accelerator gpu;
  VERIFY_CHECK(log, !gpu.description.empty());
  VERIFY_CHECK(log, !gpu.device_path.empty());
  VERIFY_CHECK(log, gpu.dedicated_memory > 0);
  VERIFY_CHECK(log, !gpu.is_emulated);
  VERIFY_CHECK(log, gpu.version > 0);
  bool doubles = gpu.supports_double_precision;
  VERIFY_CHECK(log, doubles == gpu.get_supports_double_precision());
  accelerator_view view = gpu.default_view;
  VERIFY_CHECK(log, view.accelerator == gpu);
  VERIFY_CHECK(log, view.queuing_mode == queuing_mode_automatic);

  const int n = 64;
  array<float_3, 1> points(n, view);
  VERIFY_CHECK(log, points.accelerator_view == view);
  VERIFY_EQUAL(log, static_cast<int>(points.extent.size()), n);
  parallel_for_each(points.accelerator_view, points.extent,
                    [&points](index<1> i) restrict(amp) {
                      float_3 p(0.0f, 0.0f, 0.0f);
                      p.x = static_cast<float>(i[0]);
                      p.yz = float_2(1.0f, 2.0f);
                      p.z += p.x;
                      points[i] = p;
                    });
  std::vector<float_3> got(n);
  copy(points, got.begin());
  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    float_2 xz = got[i].xz;
    wrong += got[i].y == 1.0f && xz.x == float(i) && xz.y == 2.0f + i ? 0 : 1;
  }
  VERIFY_EQUAL(log, wrong, 0);
  float_3 h(1.0f, 2.0f, 3.0f);
  h.xy = h.yx;
  h.z *= 2.0f;
  VERIFY_CHECK(log, h.x == 2.0f && h.y == 1.0f && h.z == 6.0f);
  return log.Finish();
}
