// A small test harness in the style others write C++ AMP in: restriction
// macros, a helper that runs one restrict(cpu,amp) function object on the
// CPU and inside a kernel, a macro that builds such a lambda from an
// expression, and kernels in private members of class templates, in macros
// and in nested classes.
#pragma once
#include <amp.h>
#include <amp_graphics.h>
#include <cstdio>

#define BOTH restrict(cpu, amp)
#define GPU_ONLY restrict(amp)

namespace harness {

inline int failures = 0;

inline void expect(bool ok, const char *what) {
  if (!ok) {
    std::printf("FAILED: %s\n", what);
    ++failures;
  }
}

// Runs f() on the CPU and in a kernel (which holds a copy of f); both
// results must equal `want`.
template <typename F>
void on_both_sides(const F &f, int want, const char *what) {
  int cpu = f();
  int gpu = -1;
  concurrency::array_view<int, 1> out(1, &gpu);
  out.discard_data();
  concurrency::parallel_for_each(
      out.extent, [=](concurrency::index<1> i) restrict(amp) { out[i] = f(); });
  out.synchronize();
  expect(cpu == want && gpu == want, what);
}

// Runs f(i) for every element of `n` in a kernel, collecting the results.
template <typename F> int gpu_sum(const F &f, int n) {
  std::vector<int> got(n);
  concurrency::array_view<int, 1> out(n, got);
  out.discard_data();
  concurrency::parallel_for_each(
      out.extent, [=](concurrency::index<1> i) restrict(amp) {
        F g = f; // a mutable function object is called through a copy
        out[i] = g(i);
      });
  out.synchronize();
  int sum = 0;
  for (int v : got)
    sum += v;
  return sum;
}

} // namespace harness

// Evaluates an expression on both sides through a [&] restrict(cpu,amp)
// lambda, as test harnesses do.
#define CHECK_BOTH_SIDES(expr, want)                                           \
  harness::on_both_sides([&]() BOTH { return (expr); }, want, #expr)

// A private member function template of a class template launches a kernel.
template <typename T, int N> class Filler {
public:
  void fill(concurrency::array_view<T, N> v, T x) { write(v, x); }

private:
  template <typename View>
  void write(View &v, T x)
  {
    concurrency::parallel_for_each(
        v.extent, [=](concurrency::index<N> i) GPU_ONLY { v[i] = x; });
  };

  int calls = 0;
};

// Out-of-line members of a class template, private and protected.
template <typename T> class Scaler {
public:
  void run(concurrency::array_view<T, 1> v) { scale(v, 2); shift(v, 1); }

private:
  void scale(concurrency::array_view<T, 1> v, T k);

protected:
  template <typename U> void shift(concurrency::array_view<T, 1> v, U d);
};

template <typename T>
void Scaler<T>::scale(concurrency::array_view<T, 1> v, T k) {
  concurrency::parallel_for_each(
      v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] *= k; });
}

template <typename T>
template <typename U>
void Scaler<T>::shift(concurrency::array_view<T, 1> v, U d) {
  concurrency::parallel_for_each(
      v.extent, [=](concurrency::index<1> i) BOTH { v[i] += T(d); });
}

// A member declared by a macro used in a private section.
#define DECLARE_NEGATE(T)                                                      \
  void negate(concurrency::array_view<T, 1> v) {                               \
    concurrency::parallel_for_each(                                            \
        v.extent,                                                              \
        [=](concurrency::index<1> i) restrict(amp) { v[i] = -v[i]; });         \
  }

class Negator {
public:
  void run(concurrency::array_view<int, 1> v) { negate(v); }

private:
  DECLARE_NEGATE(int)
  int count = 0;
};

// A whole class written in a macro, its kernel in a private member.
#define DEFINE_ADDER(NAME, K)                                                  \
  class NAME {                                                                 \
  public:                                                                      \
    void run(concurrency::array_view<int, 1> v) { add(v); }                    \
                                                                               \
  private:                                                                     \
    void add(concurrency::array_view<int, 1> v) {                              \
      concurrency::parallel_for_each(                                          \
          v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] += K; }); \
    }                                                                          \
  };

DEFINE_ADDER(AddTen, 10)

// Private nested classes of a class template, one defined out of line.
template <typename T> class Outer {
  class Inner {
  public:
    void run(concurrency::array_view<T, 1> v) {
      concurrency::parallel_for_each(
          v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] += 100; });
    }
  };
  class Later;

public:
  void run(concurrency::array_view<T, 1> v);
};

template <typename T> class Outer<T>::Later {
public:
  void run(concurrency::array_view<T, 1> v) {
    concurrency::parallel_for_each(
        v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] -= 1; });
  }
};

template <typename T> void Outer<T>::run(concurrency::array_view<T, 1> v) {
  Inner().run(v);
  Later().run(v);
}

// A restrict(cpu,amp) lambda capturing an array by reference, in a member
// function template of a class template.
template <typename T> class Table {
public:
  explicit Table(int n) : cells(n) { fill(); }
  void fill() {
    concurrency::array<T, 1> &c = cells;
    concurrency::parallel_for_each(
        c.extent,
        [&c](concurrency::index<1> i) restrict(amp) { c[i] = T(i[0]); });
  }
  template <typename U> int total(U scale) {
    concurrency::array<T, 1> &c = cells;
    auto scaled = [&c, scale](concurrency::index<1> i) BOTH {
      return int(c[i] * scale);
    };
    return harness::gpu_sum(scaled, c.extent[0]);
  }

private:
  concurrency::array<T, 1> cells;
};
