// __declspec(...) in project files: every attribute is named with AH1303 and
// its portable spelling as a fix-it; properties are not (they are rewritten,
// Rewrite/properties*.cpp), nor dllexport and dllimport (default visibility,
// Rewrite/dll-linkage.test), also through an export macro; text the
// preprocessor skips is not judged.
// RUN: %amp2hip --no-output %s -- -Xclang -verify -Wno-ignored-attributes
// RUN: not %amp2hip --no-output %s -- -fdiagnostics-parseable-fixits -Wno-ignored-attributes 2>&1 | %FileCheck %s
#include <amp.h>
#include "Inputs/declspec_macros.h"
using namespace concurrency;

struct Grid {
  int get_width() const { return w; }
  void put_width(int v) { w = v; }
  __declspec(property(get = get_width, put = put_width)) int width;
  int w = 0;
};

__declspec(align(16)) struct Vec4 { float x, y, z, w; }; // expected-error {{AH1303: __declspec(align) is Microsoft's attribute syntax}}
// CHECK: fix-it:"{{.*}}declspec.cpp":{[[@LINE-1]]:1-[[@LINE-1]]:22}:"alignas(16)"
__declspec(noinline) int slow(int x) { return x + 1; } // expected-error {{AH1303: __declspec(noinline)}}
// CHECK: fix-it:"{{.*}}declspec.cpp":{[[@LINE-1]]:1-[[@LINE-1]]:21}:"__attribute__((noinline))"
__declspec(thread) int counter; // expected-error {{AH1303: __declspec(thread)}}
// CHECK: fix-it:"{{.*}}declspec.cpp":{[[@LINE-1]]:1-[[@LINE-1]]:19}:"thread_local"
__declspec(selectany) int picked = 1; // expected-error {{AH1303: __declspec(selectany)}}
// CHECK: fix-it:"{{.*}}declspec.cpp":{[[@LINE-1]]:1-[[@LINE-1]]:23}:""
__declspec(dllimport) int imported();
// CHECK-NOT: dllimport
// CHECK-NOT: dllexport

PROJECT_API int exported() { return 2; }

template <typename T> struct Holder {
  __declspec(property(get = get)) T value;
  T get() const { return T(); }
};

#if 0
__declspec(property(get = nothing)) int hidden;
#endif

// An identifier that merely contains the word is not a __declspec.
int my__declspec_count = 0;

int main() {
  std::vector<int> d(8);
  array_view<int, 1> v(8, d);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = i[0]; });
  Grid g;
  return slow(g.w) - 1;
}
