// restrict/constructors_destructors: constructors (default, converting, copy,
// with a member initializer list) and destructors carry restriction
// specifiers; objects of such a class are created, copied and destroyed in a
// kernel and on the host.
// Specification: C++ AMP 1.2, 2.1; 2.3.1 (special member functions).
#include "amp_test.h"

using namespace concurrency;

class counter_box {
public:
  counter_box() restrict(cpu, amp) : value_(7), copies_(0) {}
  explicit counter_box(int v) restrict(cpu, amp) : value_(v), copies_(0) {}
  counter_box(const counter_box &o) restrict(cpu, amp)
      : value_(o.value_), copies_(o.copies_ + 1) {}
  ~counter_box() restrict(cpu, amp) {}

  int value() const restrict(cpu, amp) { return value_; }
  int copies() const restrict(cpu, amp) { return copies_; }

private:
  int value_;
  int copies_;
};

// amp-only constructor and destructor.
struct device_only {
  int x;
  device_only(int a, int b) restrict(amp) : x(a * b) {}
  ~device_only() restrict(amp) {}
};

int main() {
  ampt::test_result r;
  const int n = 32;
  std::vector<int> out(n * 4, -1);
  array_view<int, 2> v(n, 4, out);
  parallel_for_each(extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
    counter_box d;
    counter_box c(i[0]);
    counter_box c2 = c;
    device_only w(i[0], 3);
    v(i[0], 0) = d.value();
    v(i[0], 1) = c.value();
    v(i[0], 2) = c2.copies();
    v(i[0], 3) = w.x;
  });
  counter_box host(5);
  counter_box host_copy(host);
  AMPT_CHECK_EQ(r, host_copy.copies(), 1);
  for (int i = 0; i < n; ++i) {
    AMPT_CHECK_EQ(r, v(i, 0), 7);
    AMPT_CHECK_EQ(r, v(i, 1), i);
    AMPT_CHECK_EQ(r, v(i, 2), 1);
    AMPT_CHECK_EQ(r, v(i, 3), 3 * i);
  }
  return r.finish("restrict/constructors_destructors");
}
