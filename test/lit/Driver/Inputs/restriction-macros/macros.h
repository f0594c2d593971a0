// Restriction macros shared by two sources, which use them on kernel
// lambdas, on lambdas nested in kernels and on functions.
#pragma once
#include <amp.h>

#define BOTH restrict(cpu, amp)
#define GPU_ONLY restrict(amp)
#define CPU_ONLY restrict(cpu)
// Used by neither source.
#define ALSO_BOTH restrict(amp) restrict(cpu)

inline int add_one(int x) BOTH { return x + 1; }
template <class T> T square(T x) GPU_ONLY { return x * x; }
inline int host_only() CPU_ONLY { return 3; }
