// Must not parse. EXPECT: no matching constructor
#include <amp.h>
#include <vector>
using namespace concurrency;
void f(const std::vector<float> &v) {
  array_view<float, 1> a(4, v);
  (void)a;
}
