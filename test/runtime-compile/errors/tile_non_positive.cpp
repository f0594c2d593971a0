// Must not parse. EXPECT: tile sizes must be positive
#include <amp.h>
#include <vector>
using namespace concurrency;
void f() {
  auto t = extent<2>(16, 16).tile<16, 0>();
  (void)t;
}
