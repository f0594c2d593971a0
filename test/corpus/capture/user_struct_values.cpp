// capture/user_struct_values: scalars and objects of user types captured by
// value: a struct with int/float/double members, a nested struct, a class
// with private members and accessors, and a C array member.
// Specification: C++ AMP 1.2, 3.2 (captured values are copied to the
// accelerator); 2.4 (allowed types in amp code).
#include "amp_test.h"

using namespace concurrency;

struct range {
  int lo, hi;
};
struct params {
  range rg;
  float gain;
  double shift;
  int table[4];
};
class secret {
public:
  explicit secret(int k) : k_(k) {}
  int key() const restrict(cpu, amp) { return k_; }

private:
  int k_;
};

int main() {
  ampt::test_result r;
  const int n = 64;
  std::vector<float> out(n);
  array_view<float, 1> v(n, out);
  params p = {{8, 40}, 1.5f, 0.25, {1, 2, 3, 4}};
  secret s(3);
  unsigned mask = 3u;
  parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {
    int x = i[0];
    bool in = x >= p.rg.lo && x < p.rg.hi;
    float t = static_cast<float>(p.table[x & mask]);
    v[i] = in ? p.gain * t + static_cast<float>(p.shift) + s.key() : 0.0f;
  });
  for (int i = 0; i < n; ++i) {
    float e = (i >= 8 && i < 40) ? 1.5f * (1 + (i & 3)) + 0.25f + 3.0f : 0.0f;
    AMPT_CHECK_CLOSE(r, v[i], e, 1e-5);
  }
  return r.finish("capture/user_struct_values");
}
