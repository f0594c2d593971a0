// Must not parse. EXPECT: no viable overloaded operator[]
#include <amp.h>
#include <vector>
using namespace concurrency;
void f(std::vector<float> &v) {
  array_view<float, 2> a(4, 4, v);
  a[index<1>(2)] = 1.0f;
}
