// Must not parse. EXPECT: section(i0, e0) needs a rank-1 view
#include <amp.h>
#include <vector>
using namespace concurrency;
void f(std::vector<float> &v) {
  array_view<float, 2> a(4, 4, v);
  auto s = a.section(1, 2);
  (void)s;
}
