// Must not parse. EXPECT: must not exceed 1024
#include <amp.h>
#include <vector>
using namespace concurrency;
void f() {
  auto t = extent<2>(64, 64).tile<64, 32>();
  (void)t;
}
