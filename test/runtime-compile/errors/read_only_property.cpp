// Must not parse. EXPECT: no setter defined for property 'accelerator_view'
#include <amp.h>
using namespace concurrency;
void f(array<int, 1> &a, accelerator_view av) { a.accelerator_view = av; }
