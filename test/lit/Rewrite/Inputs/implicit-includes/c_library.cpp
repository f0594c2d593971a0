// Uses the C library without including its headers: the translator's parse
// reaches them through its own headers, the hipcc and nvcc builds do not.
#include <amp.h>
#include <vector>
using namespace concurrency;

static int add_all(int count, ...) {
  va_list args;
  va_start(args, count);
  int total = 0;
  for (int k = 0; k < count; ++k)
    total += va_arg(args, int);
  va_end(args);
  return total;
}

int main() {
  char text[16];
  memcpy(text, "grid", 5);
  if (strlen(text) != 4 || strcasecmp(text, "GRID") != 0)
    return 1;
  std::vector<int> data(8, 2);
  array_view<int, 1> view(8, data);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) {
    view[i] *= 3;
  });
  view.synchronize();
  if (add_all(3, data[0], data[1], data[7]) != 18)
    return 2;
  printf("c_library: ok\n");
  return EXIT_SUCCESS;
}
