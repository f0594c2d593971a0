// Includes a header of restricted functions before <amp.h>.
#include "amp_before_runtime.h"
#include <amp.h>
using namespace concurrency;

int main() {
  float v[2] = {1.5f, 4.0f};
  array_view<float, 1> view(2, v);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    view[i] = twice(view[i]);
  });
  view.synchronize();
  return v[0] == 3.0f && v[1] == 8.0f && twice(1.0f) == 2.0f ? 0 : 1;
}
