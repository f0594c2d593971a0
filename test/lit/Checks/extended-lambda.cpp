// AH1007: a kernel lambda captures a variable of a local type that amp2hip
// cannot move out of the function (nvcc rejects such captures).
// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>
using namespace concurrency;

struct Taken {};

void uses_local(array_view<int, 1> v) {
  const int n = 3;
  struct Sized { int data[n]; };
  Sized s{};
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = s.data[0]; }); // expected-error {{AH1007: kernel lambda captures 's' of local type 'Sized', which nvcc rejects, and 'Sized' cannot be moved out of its function: it uses 'n', declared in the function}}
}

template <typename T> void uses_param(array_view<T, 1> v) {
  struct Box { T value; };
  Box b{};
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = b.value; }); // expected-error {{AH1007: kernel lambda captures 'b' of local type 'Box', which nvcc rejects, and 'Box' cannot be moved out of its function: it uses a template parameter}}
}
template void uses_param(array_view<int, 1>);

void name_taken(array_view<int, 1> v) {
  struct Taken { int x; } t{1};
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = t.x; }); // expected-error {{AH1007: kernel lambda captures 't' of local type 'Taken', which nvcc rejects, and 'Taken' cannot be moved out of its function: another declaration of that name exists at namespace scope}}
}

void unnamed(array_view<int, 1> v) {
  struct { int x; } u{1};
  parallel_for_each(v.extent, [u, v](index<1> i) restrict(amp) { v[i] = u.x; }); // expected-error {{AH1007: kernel lambda captures 'u' of local type}}
}

// A local type among the captured view's template arguments, which cannot
// move either.
void view_of_local(float *raw, array_view<float, 1> v) {
  const int n = 2;
  struct Pair { float x[n]; };
  array_view<Pair, 1> pairs(v.extent, reinterpret_cast<Pair *>(raw));
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = pairs[i].x[0]; }); // expected-error {{AH1007: kernel lambda captures 'pairs' of local type 'Pair', which nvcc rejects, and 'Pair' cannot be moved out of its function: it uses 'n', declared in the function}}
}

class Host {
  static const int scale = 2;
public:
  void run(array_view<int, 1> v) {
    struct Scaled { int f() const restrict(amp) { return scale; } } s;
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = s.f(); }); // expected-error {{AH1007: kernel lambda captures 's' of local type 'Scaled', which nvcc rejects, and 'Scaled' cannot be moved out of its function: it uses 'scale', a member of 'Host'}}
  }
};

// AH1008 (a warning: hipcc builds the output): nvcc wants an addressable
// function around a __device__ lambda.
struct Launcher {
  Launcher(array_view<int, 1> v) {
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 1; }); // expected-warning {{AH1008: kernel lambda inside a constructor of 'Launcher' will not compile with nvcc}}
  }
  ~Launcher() {
    array_view<int, 1> v(1);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 0; }); // expected-warning {{AH1008: kernel lambda inside a destructor of 'Launcher' will not compile with nvcc}}
  }
};
