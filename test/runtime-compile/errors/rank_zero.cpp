// Must not parse. EXPECT: the rank of an array_view must be greater than 0
#include <amp.h>
#include <vector>
using namespace concurrency;
void f(std::vector<float> &v) { array_view<float, 0> a(extent<0>(), v.data()); }
