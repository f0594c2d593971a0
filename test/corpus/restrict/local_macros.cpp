// restrict/local_macros: restriction specifiers spelled through the
// program's own macros, the way C++ AMP libraries wrap them: an amp macro, a
// cpu,amp macro, a macro expanding to two clauses, on functions, members,
// a constructor, lambdas, a declaration and its out-of-line definition.
// Specification: C++ AMP 1.2, 2.1.
#include "amp_test.h"

#define ON_DEVICE restrict(amp)
#define EVERYWHERE restrict(cpu, amp)
#define BOTH_CLAUSES restrict(cpu) restrict(amp)

using namespace concurrency;

int square_plus(int x) ON_DEVICE { return x * x + 1; }
int sign_of(int x) EVERYWHERE { return (x > 0) - (x < 0); }
int distance(int a, int b) BOTH_CLAUSES;

struct ring {
  int size;
  explicit ring(int s) EVERYWHERE : size(s) {}
  int next(int i) const ON_DEVICE { return (i + 1) % size; }
};

int main() {
  ampt::test_result r;
  const int n = 36;
  std::vector<int> out(n);
  array_view<int, 1> v(n, out);
  parallel_for_each(v.extent, [=](concurrency::index<1> i) ON_DEVICE {
    ring rg(5);
    auto inner = [](int x) EVERYWHERE { return x - 3; };
    v[i] = square_plus(rg.next(i[0])) * sign_of(inner(i[0])) + distance(i[0], 10);
  });
  for (int i = 0; i < n; ++i) {
    int nx = (i + 1) % 5;
    AMPT_CHECK_EQ(r, v[i], (nx * nx + 1) * sign_of(i - 3) + distance(i, 10));
  }
  return r.finish("restrict/local_macros");
}

int distance(int a, int b) BOTH_CLAUSES { return a > b ? a - b : b - a; }
