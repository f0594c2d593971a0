// Plain C++ AMP: translated without a warning.
#include <amp.h>
using namespace concurrency;

void fill(array_view<int, 1> a) {
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = i[0]; });
}
