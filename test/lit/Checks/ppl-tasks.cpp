// PPL's continuation tasks (<ppltasks.h>) are not provided: each use is an
// error naming it (AH1304); the rest of the PPL, through the same header,
// translates.
// RUN: %amp2hip --no-output %s -- -Xclang -verify
// RUN: %strip %S/Inputs/ppl_task_group.cpp > %t.cpp
// RUN: %amp2hip %t.cpp -o %t.out.cpp
// RUN: %FileCheck %s --input-file=%t.out.cpp
// CHECK: #include <amp2hip/msvc/ppltasks.h>
// CHECK: task_group g;
#include <amp.h>
#include <ppltasks.h>
using namespace concurrency;

template <typename T> T twice_later(T v) {
  auto t = create_task([v] { return 2 * v; }); // expected-error {{AH1304: 'create_task' is one of PPL's continuation tasks (<ppltasks.h>), which amp2hip does not provide}}
  return v;
}

int main() {
  task<int> t;                       // expected-error {{AH1304: 'task' is one of PPL's continuation tasks}}
  task_completion_event<void> done;  // expected-error {{AH1304: 'task_completion_event'}}
  when_all(1, 2);                    // expected-error {{AH1304: 'when_all'}}
  std::vector<int> d(8);
  array_view<int, 1> v(8, d);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = i[0]; });
  return twice_later(3) - 3;
}
