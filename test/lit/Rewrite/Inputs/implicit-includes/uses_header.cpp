// The header's own uses get their includes in the header.
#include "scratch.h"
#include <amp.h>
using namespace concurrency;

int main() {
  int squares[4] = {1, 2, 3, 4};
  array_view<int, 1> view(4, squares);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    view[i] = view[i] * view[i];
  });
  view.synchronize();
  char line[32];
  scratch_format(line, sizeof line, "%d-%d", squares[1], squares[3]);
  return scratch_equal(line, "4-16") ? 0 : 1;
}
