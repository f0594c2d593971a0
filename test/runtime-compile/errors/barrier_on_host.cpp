// Must not parse. EXPECT: reference to __device__ function
#include <amp.h>
#include <vector>
using namespace concurrency;
void f(const tile_barrier &b) { b.wait(); }
