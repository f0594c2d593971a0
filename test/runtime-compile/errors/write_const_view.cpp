// Must not parse. EXPECT: cannot assign to return value
#include <amp.h>
#include <vector>
using namespace concurrency;
void f(const std::vector<float> &v) {
  array_view<const float, 1> c(4, v);
  c[0] = 1.0f;
}
