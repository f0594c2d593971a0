// Small amp helpers shared by the library's kernels.
#pragma once
#include <amp.h>

#define LIB_GPU restrict(amp)
#define LIB_BOTH restrict(cpu, amp)

namespace lib {
inline int clamp_to(int v, int hi) LIB_BOTH { return v < hi ? v : hi; }
template <class T> T cube(T v) LIB_GPU { return v * v * v; }
} // namespace lib
