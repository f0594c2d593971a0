#include <amp.h>

int square(int x) restrict(amp) { return x * x; }
