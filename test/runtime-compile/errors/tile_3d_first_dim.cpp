// Must not parse. EXPECT: first tile size of a 3-D tile must not exceed 64
#include <amp.h>
#include <vector>
using namespace concurrency;
void f() {
  auto t = extent<3>(128, 2, 2).tile<128, 2, 2>();
  (void)t;
}
