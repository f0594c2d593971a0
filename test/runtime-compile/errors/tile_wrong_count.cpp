// Must not parse. EXPECT: needs an extent<1>
#include <amp.h>
#include <vector>
using namespace concurrency;
void f() {
  auto t = extent<2>(16, 16).tile<16>();
  (void)t;
}
