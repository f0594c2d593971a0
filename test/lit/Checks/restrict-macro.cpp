// RUN: %amp2hip --no-output %s -- -Xclang -verify

#include <amp.h>

#define KERNEL_FN(name) int name(int x) restrict(amp)
#define AMP_ONLY restrict(amp)

KERNEL_FN(twice) { return 2 * x; } // expected-error {{AH1001: restriction specifier inside macro 'KERNEL_FN(twice)' cannot be translated}}
int thrice(int x) AMP_ONLY { return 3 * x; }
