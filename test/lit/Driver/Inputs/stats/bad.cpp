#include <amp.h>
int broken(int x) restrict(amp) { return x +; }
