// Particles.cpp: the DLL's kernels, on float_3 arithmetic.
#include "pch.h"
#include "Include\ampMath.h"
#include "Portability.h"

#include <cstdio>
#include <cstdlib>
#include <string>

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

namespace {

// Short-vector arithmetic with the scalar on either side, compound
// assignment and conversions; the same function runs on the host and in a
// kernel. Returns the number of the first check that failed (0: all hold).
int vectorArithmetic(int seed) restrict(cpu, amp) {
  int id = 0;
  const float_3 a(1.0f + float(seed), 2.0f, 3.0f);
  const float_3 twice = 2.0f * a;
  ++id;
  if (!(twice == a * 2.0f))
    return id;
  float_3 b = a;
  b += 1.0f;
  b -= float_3(1.0f);
  b *= 3.0f;
  b /= 3.0f;
  ++id;
  if (!(b == a))
    return id;
  const int_2 i(int(a.x), 5);
  const int_2 j = 10 - i;
  ++id;
  if (!(j.x == 9 - seed && j.y == 5))
    return id;
  const uint_2 u = static_cast<uint_2>(i);
  ++id;
  if (u.y != 5u)
    return id;
  const float_2 f = static_cast<float_2>(j) / 2.0f;
  ++id;
  if (f.y != 2.5f)
    return id;
  unorm_2 n(f.x, -1.0f);
  n *= unorm_2(0.5f, 0.5f);
  ++id;
  if (!(float(n.x) == 0.5f && float(n.y) == 0.0f))
    return id;
  return 0;
}

// Visual C++ accepted these; the translation keeps them working.
template <typename T> struct Pair {
  typedef typename T value_type; // `typename` before a plain name
};
template <typename T> typename T::value_type firstOf(T, typename T::value_type v) {
  return v;
}

int lenienciesOnHost() {
  int id = 0;
  const double d = 3.75;
  ++id;
  if (unsigned int(d) != 3u)
    return id;
  ++id;
  if (__int64(d * 1e10) != 37500000000LL)
    return id;
  ++id;
  if (__max(3, 7) != 7 || __min(3, 7) != 3)
    return id;
  const int table[] = {1, 2, 3, 4, 5};
  ++id;
  if (_countof(table) != 5)
    return id;
  char text[32];
  sprintf_s(text, "%d-%d", table[0], table[4]);
  ++id;
  if (std::string(text) != "1-5")
    return id;
  ++id;
  if (firstOf(Pair<int>(), 4) != 4)
    return id;
  return 0;
}

} // namespace

int ShortVectorChecks() {
  if (int bad = lenienciesOnHost())
    return 100 + bad;
  if (int bad = vectorArithmetic(2))
    return 200 + bad;
  std::vector<int> results(64, -1);
  array_view<int, 1> rv(64, results);
  rv.discard_data();
  parallel_for_each(rv.extent, [=](index<1> i) restrict(amp) {
    rv[i] = vectorArithmetic(i[0] % 4);
  });
  rv.synchronize();
  ++g_kernelLaunches;
  for (int r : results)
    if (r != 0)
      return 300 + r;
  return 0;
}
