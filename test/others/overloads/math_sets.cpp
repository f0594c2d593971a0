// overloads/math_sets: the harness's math helpers are a cpu template beside
// amp non-templates (IsNan, Abs), called from restrict(amp, cpu) templates
// (Same, Close). Each side must call its own overloads, for float and double,
// NaN included.
#include "amp_verify.h"

using namespace Concurrency;

template <typename T> int Classify(T a, T b) VERIFY_GPU {
  int code = 0;
  if (Verify::Math::Same(a, b))
    code |= 1;
  if (Verify::Math::Close(a, b, T(0.01)))
    code |= 2;
  if (Verify::Math::IsNan(a))
    code |= 4;
  return code;
}

template <typename T> Verify::Outcome RunFor(Verify::Log &log, const char *) {
  const T nan = std::numeric_limits<T>::quiet_NaN();
  const T as[] = {T(1), T(1), nan, T(2), nan};
  const T bs[] = {T(1), T(1.005), nan, T(3), T(0)};
  const int n = 5;
  std::vector<int> gpu(n);
  std::vector<T> a(as, as + n), b(bs, bs + n);
  array_view<const T, 1> av(n, a), bv(n, b);
  array_view<int, 1> out(n, gpu);
  out.discard_data();
  parallel_for_each(out.extent, [=](index<1> i) VERIFY_GPU_ONLY {
    out[i] = Classify(av[i], bv[i]) + 100 * Verify::Side();
  });
  out.synchronize();
  for (int i = 0; i < n; ++i) {
    int cpu = Classify(as[i], bs[i]);
    log.CheckEqual(gpu[i] % 100, cpu, "the same answer on both sides",
                   __LINE__);
    log.CheckEqual(gpu[i] / 100, 2, "Side() in a kernel", __LINE__);
  }
  log.CheckEqual(Classify(as[0], bs[0]), 3, "1 == 1", __LINE__);
  log.CheckEqual(Classify(as[1], bs[1]), 2, "1 close to 1.005", __LINE__);
  log.CheckEqual(Classify(as[2], bs[2]), 7, "NaN same as NaN", __LINE__);
  log.CheckEqual(Classify(as[3], bs[3]), 0, "2 far from 3", __LINE__);
  log.CheckEqual(Verify::Side(), 1, "Side() on the host", __LINE__);
  return Verify::Passed;
}

int main() {
  Verify::Log log("overloads/math_sets");
  RunFor<float>(log, "float");
  RunFor<double>(log, "double");
  return log.Finish();
}
