// concurrency::array reached from kernels in every way C++ AMP allows:
// captured by reference explicitly and through a default [&], inside a
// function template, held by reference in a functor, passed by reference to
// amp functions, and captured by a restrict(cpu, amp) kernel.
#include <amp.h>
#include <cstdio>
#include <vector>
using namespace concurrency;

void add_one(array<int, 1> &a, index<1> i) restrict(amp) { a[i] += 1; }
int read_at(const array<int, 1> &a, int i) restrict(amp) { return a[i]; }
template <int N> int first_of(const array<int, N> &a) restrict(amp) {
  return a[index<N>()];
}

template <class T, int N> void iota(array<T, N> &a) {
  parallel_for_each(a.extent,
                    [&](index<N> i) restrict(amp) { a[i] = T(i[0]); });
}

struct Doubler {
  array<int, 1> &data;
  const array<int, 1> &source;
  Doubler(array<int, 1> &d, const array<int, 1> &s) : data(d), source(s) {}
  void operator()(index<1> i) const restrict(amp) {
    data[i] = 2 * source[i];
  }
};

int main() {
  const int n = 64;
  std::vector<int> init(n);
  for (int i = 0; i < n; ++i)
    init[i] = i;
  array<int, 1> a(n, init.begin(), init.end());
  array<int, 1> b(n);

  iota(b);                                                      // b = i
  parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) { // a = i + 1
    add_one(a, i);
  });
  int k = 10;
  parallel_for_each(a.extent, [=, &a, &b](index<1> i) restrict(amp) {
    b[i] = read_at(a, i[0]) + k + first_of(a) - 1; // b = i + 11 (a[0] = 1)
  });
  parallel_for_each(b.extent, [&](index<1> i) restrict(amp) {
    a[i] = a[i] + b[i]; // a = 2i + 12
  });
  array<int, 1> c(n);
  parallel_for_each(c.extent, Doubler(c, a)); // c = 4i + 24
  parallel_for_each(c.extent, [&c](index<1> i) restrict(cpu, amp) {
    c[i] -= 24; // c = 4i
  });

  std::vector<int> got = c;
  std::vector<int> gotb = b;
  for (int i = 0; i < n; ++i)
    if (got[i] != 4 * i || gotb[i] != i + 11) {
      std::printf("arrays_in_kernels: c[%d] = %d, b[%d] = %d\n", i, got[i], i,
                  gotb[i]);
      return 1;
    }
  std::printf("arrays_in_kernels: ok\n");
  return 0;
}
