// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>
#include <vector>
using namespace concurrency;

struct Holder {
  int factor = 2;
  void run(std::vector<int> &v) {
    array_view<int, 1> av(16, v);
    parallel_for_each(av.extent, [this, av](index<1> i) restrict(amp) { // expected-error {{C3590: an amp lambda cannot capture 'this'}} expected-note {{the capture of 'this'}}
      av[i] *= factor;
    }); // expected-error {{C3581: the closure type of this amp lambda is not supported in amp code: it holds 'this'}}
  }
};

void captures(std::vector<int> &v) {
  array_view<int, 1> av(16, v);
  array<int, 1> arr(16);
  int scale = 3;
  parallel_for_each(av.extent, [&scale, av](index<1> i) restrict(amp) { // expected-error {{C3590: an amp lambda cannot capture 'scale' by reference}} expected-note {{the capture of 'scale' by reference}}
    av[i] *= scale;
  }); // expected-error {{C3581: the closure type of this amp lambda is not supported in amp code: it holds 'scale' by reference}}
  parallel_for_each(av.extent, [&](index<1> i) restrict(amp) {
    arr[i] = 1;
  });
  parallel_for_each(av.extent, [&arr, av](index<1> i) restrict(amp) {
    arr[i] = av[i];
  });
}

// A restrict(cpu,amp) lambda run by parallel_for_each is a kernel: the same
// rules. One that is only called on the host may not capture by reference
// either (Visual C++ refused it; HCC's dialect allows it).
void dual_kernels(std::vector<int> &v) {
  array_view<int, 1> av(16, v);
  array<int, 1> arr(16);
  int scale = 3;
  parallel_for_each(av.extent, [&](index<1> i) restrict(cpu, amp) {
    av[i] *= scale; // expected-error {{C3590: an amp lambda cannot capture 'av' by reference}} expected-error {{C3590: an amp lambda cannot capture 'scale' by reference}} expected-note {{the capture of 'av' by reference}} expected-note {{the capture of 'scale' by reference}}
  }); // expected-error {{C3581: the closure type of this amp lambda is not supported in amp code: it holds 'av' by reference and 1 more}}
  parallel_for_each(av.extent, [=](index<1> i) restrict(cpu, amp) {
    av[i] = arr[i]; // expected-error {{C3597: a concurrency::array ('arr') must be captured by reference}}
  });
  auto on_host = [&](int k) restrict(cpu, amp) { return scale * k; }; // expected-error {{C3590: an amp lambda cannot capture 'scale' by reference}} expected-note {{the capture of 'scale' by reference}} expected-error {{C3581: the closure type of this amp lambda is not supported in amp code: it holds 'scale' by reference}}
  auto copies = [arr]() restrict(cpu, amp) {}; // expected-error {{C3597: a concurrency::array ('arr') must be captured by reference}}
  scale = on_host(2);
}

// A template's instances capture what only they reach (a use whose type
// depends on the template's parameters): each instance is checked. The
// closure type's error stands at the body's opening brace there, as in
// Visual C++.
template <typename T> void from_instances(array<int, 1> &arr) {
  T *p = nullptr;
  parallel_for_each(arr.extent, [&](index<1> i) restrict(amp) { // expected-error {{C3581: the closure type of this amp lambda is not supported in amp code: it holds 'p' by reference}}
    T *q = p; // expected-error {{C3590: an amp lambda cannot capture 'p' by reference}} expected-note {{the capture of 'p' by reference}}
    (void)q;
    arr[i] = 1;
  });
}
template void from_instances<int>(array<int, 1> &);
