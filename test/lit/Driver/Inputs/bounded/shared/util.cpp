// Shared between solutions: listed by App, above its solution's folder.
#include <amp.h>
#include "util.h"
using namespace concurrency;
void scale_all(float *v, int n) {
  array_view<float, 1> a(n, v);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = scaled(a[i]); });
  a.synchronize();
}
