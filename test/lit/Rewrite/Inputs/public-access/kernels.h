// Kernels in private members, in a header, in the forms nvcc's extended
// lambdas need public access for.
#pragma once
#include <amp.h>
using namespace concurrency;

// A private member function template of a class template.
template <typename T, int N> class Filler {
public:
  void fill(array_view<T, N> v, T x) { write(v, x); }

private:
  template <typename View>
  void write(View &v, T x)
  {
    parallel_for_each(v.extent, [=](index<N> i) restrict(amp) { v[i] = x; });
  };

  int calls = 0;
};

// Out-of-line members of a class template, declared private and protected.
template <typename T> class Scaler {
public:
  void run(array_view<T, 1> v) { scale(v, 2); shift(v, 1); }

private:
  void scale(array_view<T, 1> v, T k);
  template <typename U> void shift(array_view<T, 1> v, U d);
  int unused = 0;
};

template <typename T> void Scaler<T>::scale(array_view<T, 1> v, T k) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= k; });
}

template <typename T>
template <typename U>
void Scaler<T>::shift(array_view<T, 1> v, U d) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += T(d); });
}

// A member declared by a macro used in a private section.
#define DECLARE_NEGATE(T)                                                       \
  void negate(array_view<T, 1> v) {                                             \
    parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {    \
      v[i] = -v[i];                                                             \
    });                                                                         \
  }

class Negator {
public:
  void run(array_view<int, 1> v) { negate(v); }

private:
  DECLARE_NEGATE(int)
  int count = 0;
};

// A whole class written in a macro, its kernel in a private member.
#define DEFINE_ADDER(NAME, K)                                                   \
  class NAME {                                                                  \
  public:                                                                       \
    void run(array_view<int, 1> v) { add(v); }                                  \
  private:                                                                      \
    void add(array_view<int, 1> v) {                                            \
      parallel_for_each(v.extent, [=](concurrency::index<1> i) restrict(amp) {  \
        v[i] += K;                                                              \
      });                                                                       \
    }                                                                           \
  };

DEFINE_ADDER(AddTen, 10)

// A private nested class of a class template, and one defined out of line.
template <typename T> class Outer {
  class Inner {
  public:
    void run(array_view<T, 1> v) {
      parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 100; });
    }
  };
  class Later;

public:
  void run(array_view<T, 1> v);
};

template <typename T> class Outer<T>::Later {
public:
  void run(array_view<T, 1> v) {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] -= 1; });
  }
};

template <typename T> void Outer<T>::run(array_view<T, 1> v) {
  Inner().run(v);
  Later().run(v);
}
