// Includes the header without instantiating its templates.
#include "kernels.h"

int main() {
  int x = 0;
  concurrency::array_view<int, 1> v(1, &x);
  concurrency::parallel_for_each(
      v.extent, [=](concurrency::index<1> i) restrict(amp) { v[i] = 7; });
  v.synchronize();
  return x == 7 ? 0 : 1;
}
