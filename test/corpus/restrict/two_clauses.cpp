// restrict/two_clauses: `restrict(cpu) restrict(amp)` (two clauses) is the
// same as `restrict(cpu, amp)`, and `restrict(amp, cpu)` lists the words in
// the other order. Each function is called from a kernel and from the host and
// both results must agree.
// Specification: C++ AMP 1.2, 2.1 (restriction-specifier-seq).
#include "amp_test.h"

float mix(float a, float b) restrict(cpu) restrict(amp) {
  return 0.25f * a + 0.75f * b;
}

int clamp_to(int v, int lo, int hi) restrict(amp, cpu) {
  return v < lo ? lo : (v > hi ? hi : v);
}

// A declaration with two clauses and a definition with one list: the same
// restriction, so the same function.
int wrap(int v, int m) restrict(cpu) restrict(amp);
int wrap(int v, int m) restrict(cpu, amp) { return ((v % m) + m) % m; }

int main() {
  ampt::test_result r;
  const int n = 48;
  std::vector<float> f(n);
  std::vector<int> k(n);
  for (int i = 0; i < n; ++i) {
    f[i] = 0.5f * i;
    k[i] = i - 20;
  }
  concurrency::array_view<float, 1> fv(n, f);
  concurrency::array_view<int, 1> kv(n, k);
  concurrency::parallel_for_each(
      fv.extent, [=](concurrency::index<1> i) restrict(amp) {
        fv[i] = mix(fv[i], 2.0f);
        kv[i] = clamp_to(kv[i], -5, 5) * 100 + wrap(kv[i], 7);
      });
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_CLOSE(r, fv[i], mix(0.5f * i, 2.0f), 1e-5);
    AMPT_CHECK_EQ(r, kv[i], clamp_to(i - 20, -5, 5) * 100 + wrap(i - 20, 7));
  }
  return r.finish("restrict/two_clauses");
}
