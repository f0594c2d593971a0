// Must not parse. EXPECT: the rank of an extent must be greater than 0
#include <amp.h>
#include <vector>
using namespace concurrency;
extent<0> e;
