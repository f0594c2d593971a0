// restrict/harness_macros: the harness's restriction macros (AMPT_GPU,
// AMPT_BOTH, AMPT_CPU), defined in a header, on free functions, a member
// function template, a constructor, a destructor, a lambda, and an explicit
// AMPT_CPU function beside an unrestricted one.
// Specification: C++ AMP 1.2, 2.1.
#include "amp_test.h"

float lerp(float a, float b, float t) AMPT_BOTH { return a + (b - a) * t; }
float device_bias() AMPT_GPU { return 0.5f; }
float host_bias() AMPT_CPU { return 0.5f; }

struct sampler {
  float lo, hi;
  sampler(float l, float h) AMPT_BOTH : lo(l), hi(h) {}
  ~sampler() AMPT_BOTH {}
  template <class T> float at(T t) const AMPT_GPU {
    return lerp(lo, hi, static_cast<float>(t));
  }
};

int main() {
  ampt::test_result r;
  const int n = 17;
  std::vector<float> out(n);
  Concurrency::array_view<float, 1> v(n, out);
  Concurrency::parallel_for_each(
      v.extent, [=](Concurrency::index<1> i) AMPT_GPU {
        sampler s(2.0f, 10.0f);
        auto tick = [](int k) AMPT_GPU { return k / 16.0f; };
        v[i] = s.at(tick(i[0])) + device_bias();
      });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_CLOSE(r, v[i], lerp(2.0f, 10.0f, i / 16.0f) + host_bias(), 1e-5);
  return r.finish("restrict/harness_macros");
}
