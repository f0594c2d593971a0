// Particles.cpp: the DLL's kernels, on float_3 arithmetic.
#include "pch.h"
#include "Include\ampMath.h"

using namespace concurrency;
using namespace concurrency::graphics;

int g_kernelLaunches = 0;

extern "C" int AmpMathVersion() { return 3; }

namespace {

std::vector<float_3> toFloat3(const std::vector<Vec3> &v) {
  std::vector<float_3> out;
  out.reserve(v.size());
  for (const Vec3 &e : v)
    out.push_back(float_3(e.x, e.y, e.z));
  return out;
}

std::vector<Vec3> toVec3(const std::vector<float_3> &v) {
  std::vector<Vec3> out;
  out.reserve(v.size());
  for (const float_3 &e : v)
    out.push_back(Vec3{e.x, e.y, e.z});
  return out;
}

} // namespace

void AdvanceParticles(std::vector<Vec3> &positions,
                      const std::vector<Vec3> &velocities, float dt,
                      int steps) {
  std::vector<float_3> p = toFloat3(positions);
  std::vector<float_3> v = toFloat3(velocities);
  const int n = static_cast<int>(p.size());
  array_view<float_3, 1> pv(n, p);
  array_view<const float_3, 1> vv(n, v);
  const float_3 step(dt);
  parallel_for_each(pv.extent, [=](index<1> i) restrict(amp) {
    float_3 q = pv[i];
    for (int s = 0; s < steps; ++s)
      q += vv[i] * step;
    pv[i] = q;
  });
  pv.synchronize();
  ++g_kernelLaunches;
  positions = toVec3(p);
}

Spring::Spring(Vec3 centre, float stiffness)
    : m_centre(centre), m_k(stiffness) {}

std::vector<Vec3> Spring::Accelerations(const std::vector<Vec3> &positions) const {
  std::vector<float_3> p = toFloat3(positions);
  const int n = static_cast<int>(p.size());
  std::vector<float_3> a(n);
  array_view<const float_3, 1> pv(n, p);
  array_view<float_3, 1> av(n, a);
  av.discard_data();
  const float_3 centre(m_centre.x, m_centre.y, m_centre.z);
  const float_3 k(m_k);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    float_3 d = pv[i] - centre;
    av[i] = -(k * d);
  });
  av.synchronize();
  ++g_kernelLaunches;
  return toVec3(a);
}
