// Every public header of the runtime, used as a translated program uses
// them, compiled as C++14 (runtime-headers-cxx14.test). AMP2HIP_GPU_KERNELS:
// the kernels are device lambdas (hipcc, nvcc); without it, host emulation.
#include <amp.h>
#include <amp_graphics.h>
#include <amp_math.h>
#include <amp_short_vectors.h>
#include <amprt.h>
#include <amprt_exceptions.h>
#include <amp2hip/direct3d.h>
#include <hc.hpp>

#include <vector>

#ifdef AMP2HIP_GPU_KERNELS
#define KERNEL __device__
#else
#define KERNEL
#endif

int main() {
  std::vector<int> v(16, 1);
  concurrency::array_view<int, 1> av(16, v);
  concurrency::array_view<const int, 1> cav(16, v);
  concurrency::array<int, 2> a(4, 4);
  concurrency::copy(v.begin(), v.end(), a);
  std::vector<int> out(16);
  concurrency::copy(a, out.begin());
  concurrency::copy(av, out.data());
  concurrency::copy_async(a, out.begin()).get();
  concurrency::parallel_for_each(
      av.extent, [=] KERNEL(concurrency::index<1> i) { av[i] += 1; });
  concurrency::parallel_for_each(
      a.extent.tile<2, 2>(),
      [ar = amp2hip::capture(a)] KERNEL(concurrency::tiled_index<2, 2> t) {
        ar[t.global] += 1;
      });
  int x = av[3] + a(1, 2) + cav[2];
  float f = concurrency::precise_math::sin(0.5f) +
            concurrency::fast_math::cos(0.5f);
  double whole = 0;
  double d = concurrency::precise_math::modf(1.5, &whole);
  concurrency::graphics::float_4 f4(1.0f);
  concurrency::graphics::int_2 i2 = concurrency::graphics::int_2(f4.get_xy());
  // HCC's hc API (docs/hcc.md).
  hc::completion_future done = hc::parallel_for_each(
      hc::extent<1>(16).tile(4), [=] KERNEL(hc::tiled_index<1> t) {
        av[t.global] += t.tile_dim[0];
      });
  done.wait();
  return x + static_cast<int>(f + d + whole) + i2.get_x();
}
