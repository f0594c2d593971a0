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
#include <cstdint>

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


// HCC's extensions, in both its modes: float addition and subtraction, and
// every operation on 64-bit integers (its uint64_t and int64_t). Visual
// C++'s C++ AMP had none, so a program written for it never calls these.
#if AMP2HIP_MODE_EMULATION
inline float atomic_fetch_add(float *dest, float value) {
  float old, next;
  __atomic_load(dest, &old, __ATOMIC_SEQ_CST);
  do {
    next = old + value;
  } while (!__atomic_compare_exchange(dest, &old, &next, false,
                                      __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
  return old;
}
#define AMP2HIP_ATOMIC64(name, builtin)                                        \
  inline std::uint64_t name(std::uint64_t *dest, std::uint64_t value) {       \
    return builtin(dest, value, __ATOMIC_SEQ_CST);                             \
  }                                                                            \
  inline std::int64_t name(std::int64_t *dest, std::int64_t value) {          \
    return builtin(dest, value, __ATOMIC_SEQ_CST);                             \
  }
AMP2HIP_ATOMIC64(atomic_fetch_add, __atomic_fetch_add)
AMP2HIP_ATOMIC64(atomic_fetch_sub, __atomic_fetch_sub)
AMP2HIP_ATOMIC64(atomic_fetch_and, __atomic_fetch_and)
AMP2HIP_ATOMIC64(atomic_fetch_or, __atomic_fetch_or)
AMP2HIP_ATOMIC64(atomic_fetch_xor, __atomic_fetch_xor)
AMP2HIP_ATOMIC64(atomic_exchange, __atomic_exchange_n)
#undef AMP2HIP_ATOMIC64
inline std::uint64_t atomic_fetch_max(std::uint64_t *dest, std::uint64_t v) {
  return atomic_fetch_max_emulated(dest, v);
}
inline std::int64_t atomic_fetch_max(std::int64_t *dest, std::int64_t v) {
  return atomic_fetch_max_emulated(dest, v);
}
inline std::uint64_t atomic_fetch_min(std::uint64_t *dest, std::uint64_t v) {
  return atomic_fetch_min_emulated(dest, v);
}
inline std::int64_t atomic_fetch_min(std::int64_t *dest, std::int64_t v) {
  return atomic_fetch_min_emulated(dest, v);
}
template <class T>
inline bool atomic_compare_exchange_64(T *dest, T *expected, T value) {
  return __atomic_compare_exchange_n(dest, expected, value, false,
                                     __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
#else
AMP2HIP_D inline float atomic_fetch_add(float *dest, float value) {
  return atomicAdd(dest, value);
}
namespace detail {
// HIP's 64-bit atomics take unsigned long long; uint64_t is unsigned long
// on Linux. Both are 64 bits, and two's complement makes them serve
// int64_t's addition, logic and exchange too.
AMP2HIP_D inline unsigned long long *ull(void *p) {
  return static_cast<unsigned long long *>(p);
}
} // namespace detail
#define AMP2HIP_ATOMIC64(name, body)                                           \
  AMP2HIP_D inline std::uint64_t name(std::uint64_t *dest,                     \
                                      std::uint64_t value) {                   \
    const unsigned long long v = value;                                        \
    return body;                                                               \
  }                                                                            \
  AMP2HIP_D inline std::int64_t name(std::int64_t *dest, std::int64_t value) { \
    const unsigned long long v = static_cast<unsigned long long>(value);       \
    return static_cast<std::int64_t>(body);                                    \
  }
AMP2HIP_ATOMIC64(atomic_fetch_add, atomicAdd(detail::ull(dest), v))
AMP2HIP_ATOMIC64(atomic_fetch_sub, atomicAdd(detail::ull(dest), 0ull - v))
AMP2HIP_ATOMIC64(atomic_fetch_and, atomicAnd(detail::ull(dest), v))
AMP2HIP_ATOMIC64(atomic_fetch_or, atomicOr(detail::ull(dest), v))
AMP2HIP_ATOMIC64(atomic_fetch_xor, atomicXor(detail::ull(dest), v))
AMP2HIP_ATOMIC64(atomic_exchange, atomicExch(detail::ull(dest), v))
#undef AMP2HIP_ATOMIC64
AMP2HIP_D inline std::uint64_t atomic_fetch_max(std::uint64_t *dest,
                                                std::uint64_t value) {
  return atomicMax(detail::ull(dest), static_cast<unsigned long long>(value));
}
AMP2HIP_D inline std::uint64_t atomic_fetch_min(std::uint64_t *dest,
                                                std::uint64_t value) {
  return atomicMin(detail::ull(dest), static_cast<unsigned long long>(value));
}
template <class T>
AMP2HIP_D inline bool atomic_compare_exchange_64(T *dest, T *expected,
                                                 T value) {
  const unsigned long long want = static_cast<unsigned long long>(*expected);
  const unsigned long long old =
      atomicCAS(detail::ull(dest), want, static_cast<unsigned long long>(value));
  if (old == want)
    return true;
  *expected = static_cast<T>(old);
  return false;
}
// Signed 64-bit maximum and minimum: a compare-and-swap loop (not every
// HIP platform has them).
AMP2HIP_D inline std::int64_t atomic_fetch_max(std::int64_t *dest,
                                               std::int64_t value) {
  std::int64_t old = *dest;
  while (old < value && !atomic_compare_exchange_64(dest, &old, value)) {
  }
  return old;
}
AMP2HIP_D inline std::int64_t atomic_fetch_min(std::int64_t *dest,
                                               std::int64_t value) {
  std::int64_t old = *dest;
  while (value < old && !atomic_compare_exchange_64(dest, &old, value)) {
  }
  return old;
}
#endif
AMP2HIP_D inline float atomic_fetch_sub(float *dest, float value) {
  return atomic_fetch_add(dest, -value);
}
AMP2HIP_D inline bool atomic_compare_exchange(std::uint64_t *dest,
                                              std::uint64_t *expected,
                                              std::uint64_t value) {
  return atomic_compare_exchange_64(dest, expected, value);
}
AMP2HIP_D inline bool atomic_compare_exchange(std::int64_t *dest,
                                              std::int64_t *expected,
                                              std::int64_t value) {
  return atomic_compare_exchange_64(dest, expected, value);
}
AMP2HIP_D inline std::uint64_t atomic_fetch_inc(std::uint64_t *dest) {
  return atomic_fetch_add(dest, std::uint64_t(1));
}
AMP2HIP_D inline std::uint64_t atomic_fetch_dec(std::uint64_t *dest) {
  return atomic_fetch_sub(dest, std::uint64_t(1));
}

} // namespace Concurrency

#endif // AMP2HIP_DETAIL_ATOMIC_H
