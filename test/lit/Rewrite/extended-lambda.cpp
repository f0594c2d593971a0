// Kernel lambdas where nvcc rejects an extended __device__ lambda: a private
// or protected enclosing member (or nested class) gets public access around
// its in-class declaration; a captured local class moves to namespace scope.
// RUN: %strip %s > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.hip.cpp
// RUN: %FileCheck %s --match-full-lines --strict-whitespace < %t.hip.cpp

#include <amp.h>
using namespace concurrency;

class A {
public:
  void go(array_view<int, 1> v) { priv(v); prot(v); }
private:
  void priv(array_view<int, 1> v) {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 1; });
  }
  int other;
protected:
  void prot(array_view<int, 1> v);
};
// CHECK-LABEL:class A {
// CHECK-NEXT:public:
// CHECK-NEXT:  void go(array_view<int, 1> v) { priv(v); prot(v); }
// CHECK-NEXT:private:
// CHECK-NEXT:public: // amp2hip: nvcc wants public access around a __device__ lambda
// CHECK-NEXT:  void priv(array_view<int, 1> v) {
// CHECK-NEXT:    parallel_for_each(v.extent, [=] __device__ (Concurrency::index<1> i) { v[i] = 1; });
// CHECK-NEXT:  }
// CHECK-NEXT:private:
// CHECK-NEXT:  int other;
// CHECK-NEXT:protected:
// CHECK-NEXT:public: // amp2hip: nvcc wants public access around a __device__ lambda
// CHECK-NEXT:  void prot(array_view<int, 1> v);
// CHECK-NEXT:};
void A::prot(array_view<int, 1> v) {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 2; });
}
// CHECK-NEXT:void A::prot(array_view<int, 1> v) {

// A private nested class, a member function template, a lambda inside a
// host lambda, all in a class template.
template <typename T> class Outer {
  class Hidden {
  public:
    template <typename U> void run(array_view<U, 1> v) const;
  };
protected:
  template <typename U> void host_lambda(array_view<U, 1> v) {
    auto launch = [&] {
      parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 7; });
    };
    launch();
  }
public:
  void go(array_view<T, 1> v) { Hidden().run(v); host_lambda(v); }
};
// CHECK-LABEL:template <typename T> class Outer {
// CHECK-NEXT:public: // amp2hip: nvcc wants public access around a __device__ lambda
// CHECK-NEXT:  class Hidden {
// CHECK-NEXT:  public:
// CHECK-NEXT:    template <typename U> void run(array_view<U, 1> v) const;
// CHECK-NEXT:  };
// CHECK-NEXT:protected:
// CHECK-NEXT:public: // amp2hip: nvcc wants public access around a __device__ lambda
// CHECK-NEXT:  template <typename U> void host_lambda(array_view<U, 1> v) {
// CHECK-NEXT:    auto launch = [&] {
// CHECK-NEXT:      parallel_for_each(v.extent, [=] __device__ (Concurrency::index<1> i) { v[i] = 7; });
// CHECK-NEXT:    };
// CHECK-NEXT:    launch();
// CHECK-NEXT:  }
// CHECK-NEXT:public:

template <typename T>
template <typename U>
void Outer<T>::Hidden::run(array_view<U, 1> v) const {
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 6; });
}

// Local classes and enums captured by a kernel: moved before the function,
// with the edits made inside them.
void members(array_view<float, 1> v) {
  struct Scale {
    float k;
    float apply(float x) const restrict(amp) { return k * x; }
  } s{2.0f};
  enum Mode { AddMode, MulMode };
  Mode m = MulMode;
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = m == MulMode ? s.apply(v[i]) : v[i] + s.k;
  });
}
// CHECK-LABEL:// amp2hip: moved out of 'members': nvcc's __device__ lambdas cannot capture 's' of a local type
// CHECK-NEXT:struct Scale {
// CHECK-NEXT:  float k;
// CHECK-NEXT:  __device__ float apply(float x) const { return k * x; }
// CHECK-NEXT:};
// CHECK-NEXT:// amp2hip: moved out of 'members': nvcc's __device__ lambdas cannot capture 'm' of a local type
// CHECK-NEXT:enum Mode { AddMode, MulMode };
// CHECK-NEXT:void members(array_view<float, 1> v) {
// CHECK-NEXT:  Scale s{2.0f};
// CHECK-NEXT:  Mode m = MulMode;

namespace ns {
template <typename T> void tmpl(array_view<T, 1> v) {
  struct Pair { int a; int b; };
  Pair p[2] = {{1, 2}, {3, 4}};
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = p[0].a + p[1].b; });
}
} // namespace ns
// CHECK-LABEL:namespace ns {
// CHECK-NEXT:// amp2hip: moved out of 'tmpl': nvcc's __device__ lambdas cannot capture 'p' of a local type
// CHECK-NEXT:struct Pair { int a; int b; };
// CHECK-NEXT:template <typename T> void tmpl(array_view<T, 1> v) {
// CHECK-NEXT:  Pair p[2] = {{[{][{]}}1, 2}, {3, 4{{[}][}]}};

// Inside a linkage specification the class stays inside it.
extern "C++" {
void linkage(array_view<int, 1> v) {
  struct Q { int a; };
  Q q{1};
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = q.a; });
}
}
// CHECK-LABEL:extern "C++" {
// CHECK-NEXT:// amp2hip: moved out of 'linkage': nvcc's __device__ lambdas cannot capture 'q' of a local type
// CHECK-NEXT:struct Q { int a; };
// CHECK-NEXT:void linkage(array_view<int, 1> v) {
// CHECK-NEXT:  Q q{1};

// A restrict(cpu,amp) member is host code too: its restrict(amp) lambdas are
// extended lambdas for nvcc. A lambda that inherits the member's restriction
// is written without an attribute: an ordinary lambda, which both compilers
// give the member's execution space.
class Both {
  int hd(int x) restrict(cpu, amp) {
    auto l = [=](int y) restrict(amp) { return x + y; };
    auto m = [=](int y) { return x * y; };
    return m(x);
  }
public:
  int go() { return hd(1); }
};
// CHECK-LABEL:class Both {
// CHECK-NEXT:public: // amp2hip: nvcc wants public access around a __device__ lambda
// CHECK-NEXT:  __host__ __device__ int hd(int x) {
// CHECK-NEXT:    auto l = [=] __device__ (int y) { return x + y; };
// CHECK-NEXT:    auto m = [=](int y) { return x * y; };
// CHECK-NEXT:    return m(x);
// CHECK-NEXT:  }
// CHECK-NEXT:public:

// Public members, and local types in amp code or not captured, stay.
struct Open {
  void run(array_view<int, 1> v) {
    struct Unused { int x; };
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 0; });
  }
};
// CHECK-LABEL:struct Open {
// CHECK-NEXT:  void run(array_view<int, 1> v) {
// CHECK-NEXT:    struct Unused { int x; };

// A local class that uses a local enum: both move, the enum first.
// CHECK-LABEL:// amp2hip: moved out of 'uses_enum': nvcc's __device__ lambdas cannot capture 'o' of a local type
// CHECK-NEXT:enum level { low = 1, high = 2 };
// CHECK-NEXT:// amp2hip: moved out of 'uses_enum': nvcc's __device__ lambdas cannot capture 'o' of a local type
// CHECK-NEXT:struct pick {
// CHECK-NEXT:  level l;
// CHECK-NEXT:  __device__ int get() const { return l == low ? 1 : 2; }
// CHECK-NEXT:};
// CHECK-NEXT:void uses_enum(array_view<int, 1> v) {
void uses_enum(array_view<int, 1> v) {
  enum level { low = 1, high = 2 };
  struct pick {
    level l;
    int get() const restrict(amp) { return l == low ? 1 : 2; }
  };
  pick o = {high};
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = o.get(); });
}

// A local type as a template argument of what the kernel captures (a view
// of local structures, an array of them): the local type moves.
// CHECK-LABEL:// amp2hip: moved out of 'views_of_local': nvcc's __device__ lambdas cannot capture 'pixels' of a local type
// CHECK-NEXT:struct Pixel { float r, g, b; };
// CHECK-NEXT:// amp2hip: moved out of 'views_of_local': nvcc's __device__ lambdas cannot capture 'totals' of a local type
// CHECK-NEXT:class Total {
// CHECK-NEXT:public:
// CHECK-NEXT:  float sum;
// CHECK-NEXT:};
// CHECK-NEXT:void views_of_local(array_view<float, 1> v, float *raw) {
// CHECK-NEXT:  array_view<Pixel, 1> pixels(v.extent, reinterpret_cast<Pixel *>(raw));
// CHECK-NEXT:  array<Total, 1> totals(v.extent);
void views_of_local(array_view<float, 1> v, float *raw) {
  struct Pixel { float r, g, b; };
  class Total {
  public:
    float sum;
  };
  array_view<Pixel, 1> pixels(v.extent, reinterpret_cast<Pixel *>(raw));
  array<Total, 1> totals(v.extent);
  parallel_for_each(v.extent, [=, &totals](index<1> i) restrict(amp) {
    totals[i].sum = pixels[i].r + pixels[i].g + pixels[i].b;
    v[i] = totals[i].sum;
  });
}
