// The first use comes before the file's later includes: the include goes
// after the last one that precedes it.
#include <amp.h>

namespace util {
inline void clear(char *p, int n) { memset(p, 0, n); }
} // namespace util

#include <vector>

int main() {
  char bytes[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  util::clear(bytes, 8);
  std::vector<char> copy(bytes, bytes + 8);
  for (char c : copy)
    if (c != 0)
      return 1;
  concurrency::array_view<int, 1> one(1);
  concurrency::parallel_for_each(one.extent,
                                 [=](concurrency::index<1> i) restrict(amp) {
                                   one[i] = 7;
                                 });
  return one[0] == 7 ? 0 : 2;
}
