// Includes what it uses: nothing is added.
#include <amp.h>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>

static std::string joined(int count, ...) {
  va_list args;
  va_start(args, count);
  std::string s;
  for (int k = 0; k < count; ++k)
    s += va_arg(args, const char *);
  va_end(args);
  return s;
}

int main() {
  char buf[8];
  std::memcpy(buf, "ab", 3);
  if (strlen(buf) != 2 || joined(2, "a", "b") != buf)
    throw std::runtime_error("mismatch");
  concurrency::array_view<int, 1> one(1);
  concurrency::parallel_for_each(one.extent,
                                 [=](concurrency::index<1> i) restrict(amp) {
                                   one[i] = 1;
                                 });
  std::printf("%d\n", one[0]);
  return one[0] == 1 ? EXIT_SUCCESS : EXIT_FAILURE;
}
