// Must not parse. EXPECT: constructs an index<1> only
#include <amp.h>
#include <vector>
using namespace concurrency;
void f() {
  index<2> i(1);
  (void)i;
}
