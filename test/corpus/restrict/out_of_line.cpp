// restrict/out_of_line: functions declared with a restriction and defined
// later, out of line: free functions declared first and defined after the
// kernel that calls them, member functions defined outside their class
// (including a constructor and a member of a nested class), each definition
// repeating the declaration's restriction.
// Specification: C++ AMP 1.2, 2.1; 2.2 (a redeclaration has the same
// restriction).
#include "amp_test.h"

using namespace concurrency;

int poly(int x) restrict(amp);
int poly_host(int x) restrict(cpu, amp);

class grid_math {
public:
  explicit grid_math(int cols) restrict(cpu, amp);
  int linear(int row, int col) const restrict(amp);
  int rows_for(int count) const restrict(cpu, amp);

  struct offset {
    int by;
    int apply(int v) const restrict(amp);
  };

private:
  int cols_;
};

int main() {
  ampt::test_result r;
  const int n = 30;
  std::vector<int> out(n);
  array_view<int, 1> v(n, out);
  parallel_for_each(extent<1>(n), [=](concurrency::index<1> i) restrict(amp) {
    grid_math g(6);
    grid_math::offset o = {100};
    v[i] = o.apply(g.linear(i[0] / 6, i[0] % 6)) + poly(i[0]) +
           g.rows_for(i[0]);
  });
  grid_math h(6);
  for (int i = 0; i < n; ++i)
    AMPT_CHECK_EQ(r, v[i], 100 + i + poly_host(i) + h.rows_for(i));
  return r.finish("restrict/out_of_line");
}

int poly(int x) restrict(amp) { return poly_host(x); }

int poly_host(int x) restrict(cpu, amp) { return x * x - 3 * x + 2; }

grid_math::grid_math(int cols) restrict(cpu, amp) : cols_(cols) {}

int grid_math::linear(int row, int col) const restrict(amp) {
  return row * cols_ + col;
}

int grid_math::rows_for(int count) const restrict(cpu, amp) {
  return (count + cols_ - 1) / cols_;
}

int grid_math::offset::apply(int v) const restrict(amp) { return v + by; }
