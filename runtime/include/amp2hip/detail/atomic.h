//===- amp2hip/detail/atomic.h - C++ AMP atomic functions -----------------===//
//
// Concurrency::atomic_fetch_add and the other C++ AMP atomic operations on
// int, unsigned int (and float for atomic_exchange), as __device__ functions
// built on HIP's atomics. In host emulation they are host functions built on
// the compiler's atomic builtins.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_DETAIL_ATOMIC_H
#define AMP2HIP_DETAIL_ATOMIC_H

#include <amp2hip/platform.h>

namespace Concurrency {

#if AMP2HIP_MODE_EMULATION

#define AMP2HIP_ATOMIC_RMW(name, builtin)                                      \
  inline int name(int *dest, int value) {                                      \
    return builtin(dest, value, __ATOMIC_SEQ_CST);                             \
  }                                                                            \
  inline unsigned int name(unsigned int *dest, unsigned int value) {           \
    return builtin(dest, value, __ATOMIC_SEQ_CST);                             \
  }
AMP2HIP_ATOMIC_RMW(atomic_fetch_add, __atomic_fetch_add)
AMP2HIP_ATOMIC_RMW(atomic_fetch_sub, __atomic_fetch_sub)
AMP2HIP_ATOMIC_RMW(atomic_fetch_and, __atomic_fetch_and)
AMP2HIP_ATOMIC_RMW(atomic_fetch_or, __atomic_fetch_or)
AMP2HIP_ATOMIC_RMW(atomic_fetch_xor, __atomic_fetch_xor)
AMP2HIP_ATOMIC_RMW(atomic_exchange, __atomic_exchange_n)
#undef AMP2HIP_ATOMIC_RMW

inline float atomic_exchange(float *dest, float value) {
  float old;
  __atomic_exchange(dest, &value, &old, __ATOMIC_SEQ_CST);
  return old;
}
template <class T> inline T atomic_fetch_max_emulated(T *dest, T value) {
  T old = __atomic_load_n(dest, __ATOMIC_SEQ_CST);
  while (old < value &&
         !__atomic_compare_exchange_n(dest, &old, value, false,
                                      __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
  }
  return old;
}
template <class T> inline T atomic_fetch_min_emulated(T *dest, T value) {
  T old = __atomic_load_n(dest, __ATOMIC_SEQ_CST);
  while (value < old &&
         !__atomic_compare_exchange_n(dest, &old, value, false,
                                      __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
  }
  return old;
}
inline int atomic_fetch_max(int *dest, int value) {
  return atomic_fetch_max_emulated(dest, value);
}
inline unsigned int atomic_fetch_max(unsigned int *dest, unsigned int value) {
  return atomic_fetch_max_emulated(dest, value);
}
inline int atomic_fetch_min(int *dest, int value) {
  return atomic_fetch_min_emulated(dest, value);
}
inline unsigned int atomic_fetch_min(unsigned int *dest, unsigned int value) {
  return atomic_fetch_min_emulated(dest, value);
}
inline bool atomic_compare_exchange(int *dest, int *expected, int value) {
  return __atomic_compare_exchange_n(dest, expected, value, false,
                                     __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
inline bool atomic_compare_exchange(unsigned int *dest, unsigned int *expected,
                                    unsigned int value) {
  return __atomic_compare_exchange_n(dest, expected, value, false,
                                     __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

#else // HIP and the translator's parse

#define AMP2HIP_ATOMIC_RMW(name, hip_fn)                                       \
  AMP2HIP_D inline int name(int *dest, int value) {                            \
    return hip_fn(dest, value);                                                \
  }                                                                            \
  AMP2HIP_D inline unsigned int name(unsigned int *dest, unsigned int value) { \
    return hip_fn(dest, value);                                                \
  }
AMP2HIP_ATOMIC_RMW(atomic_fetch_add, atomicAdd)
AMP2HIP_ATOMIC_RMW(atomic_fetch_sub, atomicSub)
AMP2HIP_ATOMIC_RMW(atomic_fetch_and, atomicAnd)
AMP2HIP_ATOMIC_RMW(atomic_fetch_or, atomicOr)
AMP2HIP_ATOMIC_RMW(atomic_fetch_xor, atomicXor)
AMP2HIP_ATOMIC_RMW(atomic_fetch_max, atomicMax)
AMP2HIP_ATOMIC_RMW(atomic_fetch_min, atomicMin)
AMP2HIP_ATOMIC_RMW(atomic_exchange, atomicExch)
#undef AMP2HIP_ATOMIC_RMW

AMP2HIP_D inline float atomic_exchange(float *dest, float value) {
  return atomicExch(dest, value);
}
AMP2HIP_D inline bool atomic_compare_exchange(int *dest, int *expected,
                                              int value) {
  const int old = atomicCAS(dest, *expected, value);
  if (old == *expected)
    return true;
  *expected = old;
  return false;
}
AMP2HIP_D inline bool atomic_compare_exchange(unsigned int *dest,
                                              unsigned int *expected,
                                              unsigned int value) {
  const unsigned int old = atomicCAS(dest, *expected, value);
  if (old == *expected)
    return true;
  *expected = old;
  return false;
}

#endif

/// Increments *dest and returns its old value.
AMP2HIP_D inline int atomic_fetch_inc(int *dest) {
  return atomic_fetch_add(dest, 1);
}
AMP2HIP_D inline unsigned int atomic_fetch_inc(unsigned int *dest) {
  return atomic_fetch_add(dest, 1u);
}
/// Decrements *dest and returns its old value.
AMP2HIP_D inline int atomic_fetch_dec(int *dest) {
  return atomic_fetch_sub(dest, 1);
}
AMP2HIP_D inline unsigned int atomic_fetch_dec(unsigned int *dest) {
  return atomic_fetch_sub(dest, 1u);
}

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_ATOMIC_H
