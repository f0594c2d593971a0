// __declspec(...) in project files: the forms with a portable meaning are
// written in GNU or standard form (Rewrite/declspec-forms.cpp) and
// properties become accessors (Rewrite/properties*.cpp), silently, also
// through a macro; every other form is named with AH1303; text the
// preprocessor skips is not judged.
// RUN: %amp2hip --no-output %s -- -Xclang -verify -Wno-ignored-attributes
// RUN: not %amp2hip --no-output %s 2>&1 | %FileCheck %s
#include <amp.h>
#include "Inputs/declspec_macros.h"
using namespace concurrency;

struct Grid {
  int get_width() const { return w; }
  void put_width(int v) { w = v; }
  __declspec(property(get = get_width, put = put_width)) int width;
  int w = 0;
};

__declspec(align(16)) struct Vec4 { float x, y, z, w; };
__declspec(noinline) int slow(int x) { return x + 1; }
__declspec(thread) int counter;
__declspec(selectany) int picked = 1;
struct __declspec(uuid("5e2f9a1c-0d3b-4c7e-9a61-2b8f0c4d7e13")) Widget {}; // expected-error {{AH1303: __declspec(uuid) is Microsoft's attribute syntax, which g++ and nvcc do not accept, and amp2hip has no portable form for it}}
// CHECK: declspec.cpp:[[@LINE-1]]:8: error: AH1303: __declspec(uuid)
// CHECK-NEXT: struct __declspec(uuid(
// CHECK-NEXT: {{^ *\| *}}^~~~~~~~~~~
__declspec(code_seg("PAGE")) void paged() {} // expected-error {{AH1303: __declspec(code_seg)}}
// CHECK-NOT: AH1303: __declspec({{align|noinline|thread|selectany|dllimport|dllexport|property}})
__declspec(dllimport) int imported();

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
