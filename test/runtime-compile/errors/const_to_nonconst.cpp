// Must not parse. EXPECT: no viable conversion
#include <amp.h>
#include <vector>
using namespace concurrency;
void f(const std::vector<float> &v) {
  array_view<const float, 1> c(4, v);
  array_view<float, 1> m = c;
  (void)m;
}
