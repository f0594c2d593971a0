// overload/ranking: ordinary overload ranking among the candidates left after
// restriction filtering: in amp code kind(int) and kind(float) compete (exact
// match wins, unsigned converts ambiguously so is cast), on the host kind(int)
// and kind(double) compete; the amp candidates' answers differ from the cpu
// ones.
// Specification: C++ AMP 1.2, 2.3.2 (restriction first, then ISO C++
// overload resolution).
#include "amp_test.h"

using namespace concurrency;

int kind(int) restrict(amp) { return 1; }
int kind(float) restrict(amp) { return 2; }
int kind(int) restrict(cpu) { return 10; }
int kind(double) restrict(cpu) { return 20; }

int main() {
  ampt::test_result r;
  const int n = 8;
  std::vector<int> out(n);
  array_view<int, 1> v(n, out);
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    float f = 1.5f;
    unsigned u = 3u;
    v[i] = kind(i[0]) * 1000 + kind(f) * 100 + kind(static_cast<int>(u)) * 10 +
           kind(2.0f);
  });
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], 1000 + 200 + 10 + 2);
  AMPT_CHECK_EQ(r, kind(1), 10);
  AMPT_CHECK_EQ(r, kind(1.0), 20);
  AMPT_CHECK_EQ(r, kind(1.0f), 20); // float -> double promotion
  return r.finish("overload/ranking");
}
