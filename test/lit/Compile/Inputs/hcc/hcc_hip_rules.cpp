// What HCC compiled in kernels beyond C++ AMP's rules, as HIP compiles it:
// globals the host and kernels share (__managed__ in the output), a
// counter in a static local of device code, goto, arrays of pointers, a
// pointer to a device function, reference members, a virtual base,
// placement new, a variadic device function, and HCC's lax commas in
// restriction clauses. The program checks its own results.
#include <hc.hpp>
#include <hc_am.hpp>

#include <cstdio>
#include <new>

int scale_factor;                 // set by the host, read by kernels
[[hc]] int device_total = 0;      // written by a kernel, read by the host
static int offsets[4] = {1, 2, 3, 4};

int twice(int x) [[hc]] { return 2 * x; }
int thrice(int x) [[hc]] { return 3 * x; }

// Each thread of one launch adds to the same device counter: the result is
// the running sum of its callers' arguments at the time it ran.
int bump(int by) [[hc]] {
  static int calls = 0;
  calls += by;
  return calls;
}

void ignore_rest(int first, ...) [[hc]] { (void)first; }

struct Accumulator {
  int &target;
  explicit Accumulator(int &t) [[hc]] : target(t) {}
  void add(int v) [[hc]] { target += v; }
};

struct Base { int base_value; };
struct Derived : virtual public Base { int own; };

struct Cell {
  int a, b;
};

int pick(int which) restrict(amp,) { return which == 0 ? 10 : 20; }
int host_only() restrict(,cpu,) { return 5; }

int main() {
  const int n = 64;
  scale_factor = 3;
  hc::array_view<int, 1> out(n);
  hc::accelerator acc;
  Cell *cells = static_cast<Cell *>(hc::am_alloc(n * sizeof(Cell), acc, 0));

  hc::parallel_for_each(hc::extent<1>(n), [=](hc::index<1> idx) [[hc]] {
    int i = idx[0];
    int a = i, b = 2 * i;
    int *both[2] = {&a, &b};
    int (*f)(int) = (i % 2) ? &thrice : &twice;
    int sum = 0;
    Accumulator acc_sum(sum);
    acc_sum.add(*both[0] + *both[1]);      // 3i
    Derived d;
    d.base_value = f(1);                   // 2 or 3
    Cell *c = new (cells + i) Cell;
    c->a = sum;
    c->b = d.base_value;
    ignore_rest(i, 1.0, 2);
    if (i >= n)
      goto done;
    out[idx] = c->a * scale_factor + c->b + offsets[i % 4] + pick(i % 2);
  done:
    return;
  });

  hc::parallel_for_each(hc::extent<1>(1), [=](hc::index<1>) [[hc]] {
    for (int k = 0; k < 4; ++k)
      device_total = bump(k + 1);          // 1, 3, 6, 10
  }).wait();

  int errors = 0;
  for (int i = 0; i < n; ++i) {
    int expect = 3 * i * 3 + ((i % 2) ? 3 : 2) + (i % 4 + 1) +
                 ((i % 2) ? 20 : 10);
    if (out[i] != expect) {
      if (errors < 4)
        std::printf("out[%d] = %d, expected %d\n", i, out[i], expect);
      ++errors;
    }
  }
  if (device_total != 10) {
    std::printf("device_total = %d, expected 10\n", device_total);
    ++errors;
  }
  if (host_only() != 5)
    ++errors;
  hc::am_free(cells);
  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors ? 1 : 0;
}
