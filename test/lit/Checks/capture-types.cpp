// C3596: what an amp lambda may capture by value.
// RUN: %amp2hip --no-output %s -- -ferror-limit=0 -Xclang -verify

#include <amp.h>
#include <vector>
using namespace concurrency;

struct Node { int value; Node *next; }; // expected-note 2 {{'next' declared here}}
struct Plain { int a; float b; };

#define LAUNCH(ext, body) parallel_for_each(ext, [=](index<1> i) restrict(amp) body)

void plain(std::vector<int> &v) {
  array_view<int, 1> av(4, v);
  array<int, 1> arr(4);
  int *ptr = v.data();
  int *&ref_to_ptr = ptr;
  array<int, 1> *arr_ptr = &arr;
  array_view<int, 1> *view_ptr = &av;
  Node node{1, nullptr};
  Plain ok{1, 2.0f};
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = ptr[0]; // expected-error {{C3596: amp lambda captures 'ptr' of type 'int *', which is not allowed: a pointer cannot be captured}} expected-note {{the capture of 'ptr' of type 'int *'}}
  }); // expected-error {{C3581: the closure type of this amp lambda is not supported in amp code: it holds 'ptr' of type 'int *'}}
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = ref_to_ptr[0]; // expected-error {{C3596: amp lambda captures 'ref_to_ptr' of type 'int *&'}} expected-note {{the capture of 'ref_to_ptr' of type 'int *&'}}
  }); // expected-error {{C3581: the closure type of this amp lambda is not supported in amp code: it holds 'ref_to_ptr' of type 'int *&'}}
  parallel_for_each(av.extent, [arr_ptr, av](index<1> i) restrict(amp) { // expected-error {{C3596: amp lambda captures 'arr_ptr' of type 'array<int, 1> *'}} expected-note {{the capture of 'arr_ptr' of type 'array<int, 1> *'}}
    av[i] = 0;
  }); // expected-error {{C3581: the closure type of this amp lambda is not supported in amp code: it holds 'arr_ptr' of type 'array<int, 1> *'}}
  parallel_for_each(av.extent, [view_ptr, av](index<1> i) restrict(amp) { // expected-error {{C3596: amp lambda captures 'view_ptr' of type 'array_view<int, 1> *'}} expected-note {{the capture of 'view_ptr' of type 'array_view<int, 1> *'}}
    av[i] = 0;
  }); // expected-error {{C3581: the closure type of this amp lambda is not supported in amp code: it holds 'view_ptr' of type 'array_view<int, 1> *'}}
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
    av[i] = node.value; // expected-error {{C3596: amp lambda captures 'node' of type 'Node', which is not allowed: member 'next' is a pointer}} expected-note {{the capture of 'node' of type 'Node'}}
  }); // expected-error {{C3581: the closure type of this amp lambda is not supported in amp code: it holds 'node' of type 'Node'}}
  // Through a macro: reported at the use in the macro argument.
  LAUNCH(av.extent, { av[i] = *ptr; }); // expected-error {{C3596: amp lambda captures 'ptr'}} expected-error {{C3581: the closure type of this amp lambda is not supported in amp code: it holds 'ptr' of type 'int *'}} expected-note {{the capture of 'ptr' of type 'int *'}}
  // Allowed: views, arrays by reference, plain classes, scalars.
  int scale = 2;
  parallel_for_each(av.extent, [=, &arr](index<1> i) restrict(amp) {
    av[i] = arr[i] * scale + ok.a + int(ok.b);
  });
}

// In a template: reported once per instantiation that captures a bad type.
template <typename T> void scaled(std::vector<int> &v, T factor) {
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { // expected-error {{C3581: the closure type of this amp lambda is not supported in amp code: it holds 'factor' of type 'int *'}}
    av[i] = int(*factor); // expected-error {{C3596: amp lambda captures 'factor' of type 'int *'}} expected-note {{the capture of 'factor' of type 'int *'}}
  });
}
template <typename T> void by_value(std::vector<int> &v, T factor) {
  array_view<int, 1> av(4, v);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { // expected-error {{C3581: the closure type of this amp lambda is not supported in amp code: it holds 'factor' of type 'Node'}}
    av[i] = factor.value; // expected-error {{C3596: amp lambda captures 'factor' of type 'Node'}} expected-note {{the capture of 'factor' of type 'Node'}}
  });
}
void instantiate(std::vector<int> &v) {
  int k = 2;
  scaled(v, &k); // expected-note {{in the instantiation 'scaled<int *>'}}
  by_value(v, Node{1, nullptr}); // expected-note {{in the instantiation 'by_value<Node>'}}
  by_value(v, Plain{1, 2.0f}.a == 1 ? Node{} : Node{});
}

// A member function launching a kernel over captured locals.
struct Runner {
  float *data;
  void run(std::vector<int> &v) {
    array_view<int, 1> av(4, v);
    float *local = data;
    parallel_for_each(av.extent, [local, av](index<1> i) restrict(amp) { // expected-error {{C3596: amp lambda captures 'local' of type 'float *'}} expected-note {{the capture of 'local' of type 'float *'}}
      av[i] = int(local[0]);
    }); // expected-error {{C3581: the closure type of this amp lambda is not supported in amp code: it holds 'local' of type 'float *'}}
  }
};
