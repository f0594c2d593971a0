// An amp function may not throw: amp2hip refuses to translate it.
#include <amp.h>
int f(int x) restrict(amp) { throw x; }
