// Must not parse. EXPECT: data() is only available on rank-1 views
#include <amp.h>
#include <vector>
using namespace concurrency;
void f(std::vector<float> &v) {
  array_view<float, 2> a(4, 4, v);
  float *p = a.data();
  (void)p;
}
