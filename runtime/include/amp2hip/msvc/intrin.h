//===- amp2hip/msvc/intrin.h - Visual C++'s <intrin.h>, portably ----------===//
//
// The compiler intrinsics Visual C++ programs take from <intrin.h>, for
// host code: on x86-64 the SSE/AVX intrinsics (_mm_add_ps, __m128 ...),
// __rdtsc and _mm_pause through GCC's and Clang's <x86intrin.h>; the bit
// operations (_BitScanForward/Reverse(64), __popcnt(16/64),
// _byteswap_ushort/ulong/uint64, _rotl/_rotr(64)) from crt.h, on the
// compilers' builtins; and here __cpuid, __cpuidex (the cpuid instruction),
// _ReadWriteBarrier, _ReadBarrier, _WriteBarrier (compiler barriers),
// __faststorefence, __nop, _umul128, __umulh, _mul128, __mulh
// (__debugbreak is crt.h's). Windows' `unsigned long` is 32 bits: the index
// of _BitScan* is a 32-bit unsigned or an `unsigned long`.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_INTRIN_H
#define AMP2HIP_MSVC_INTRIN_H

#include <amp2hip/msvc/crt.h>
#include <cstdint>

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#endif

// hipcc's device pass knows the x86 host's Visual C++ intrinsics as
// builtins (they may not be defined again there, only declared); the host
// pass, g++ and nvcc do not. Host code calls either.
#ifdef __has_builtin
#define AMP2HIP_MSVC_NO_BUILTIN(name) !__has_builtin(name)
#else
#define AMP2HIP_MSVC_NO_BUILTIN(name) 1
#endif

/// cpuid of \p leaf (and \p subleaf): EAX, EBX, ECX, EDX in info[0..3].
#if AMP2HIP_MSVC_NO_BUILTIN(__cpuidex)
inline void __cpuidex(int info[4], int leaf, int subleaf) {
#if defined(__x86_64__) || defined(__i386__)
  unsigned a, b, c, d;
  __asm__ __volatile__("cpuid"
                       : "=a"(a), "=b"(b), "=c"(c), "=d"(d)
                       : "a"(leaf), "c"(subleaf));
  info[0] = static_cast<int>(a);
  info[1] = static_cast<int>(b);
  info[2] = static_cast<int>(c);
  info[3] = static_cast<int>(d);
#else
  (void)leaf;
  (void)subleaf;
  info[0] = info[1] = info[2] = info[3] = 0;
#endif
}
#else
void __cpuidex(int info[4], int leaf, int subleaf);
#endif
#if AMP2HIP_MSVC_NO_BUILTIN(__cpuid)
inline void __cpuid(int info[4], int leaf) { __cpuidex(info, leaf, 0); }
#else
void __cpuid(int info[4], int leaf);
#endif

// __debugbreak is crt.h's (MSVC knows it without an include).

// Compiler barriers: no instruction, no reordering of memory accesses
// across them by the compiler.
#if AMP2HIP_MSVC_NO_BUILTIN(_ReadWriteBarrier)
inline void _ReadWriteBarrier() { __asm__ __volatile__("" ::: "memory"); }
#else
void _ReadWriteBarrier();
#endif
#if AMP2HIP_MSVC_NO_BUILTIN(_ReadBarrier)
inline void _ReadBarrier() { __asm__ __volatile__("" ::: "memory"); }
#else
void _ReadBarrier();
#endif
#if AMP2HIP_MSVC_NO_BUILTIN(_WriteBarrier)
inline void _WriteBarrier() { __asm__ __volatile__("" ::: "memory"); }
#else
void _WriteBarrier();
#endif
#if AMP2HIP_MSVC_NO_BUILTIN(__faststorefence)
inline void __faststorefence() { __atomic_thread_fence(__ATOMIC_SEQ_CST); }
#else
void __faststorefence();
#endif
#if AMP2HIP_MSVC_NO_BUILTIN(__nop)
inline void __nop() { __asm__ __volatile__("nop"); }
#else
void __nop();
#endif

/// The 128-bit product of two 64-bit numbers: the low half, the high half
/// in *high.
#if AMP2HIP_MSVC_NO_BUILTIN(_umul128)
inline unsigned long long _umul128(unsigned long long a, unsigned long long b,
                                   unsigned long long *high) {
  unsigned __int128 p = static_cast<unsigned __int128>(a) * b;
  *high = static_cast<unsigned long long>(p >> 64);
  return static_cast<unsigned long long>(p);
}
#else
unsigned long long _umul128(unsigned long long a, unsigned long long b,
                            unsigned long long *high);
#endif
#if AMP2HIP_MSVC_NO_BUILTIN(__umulh)
inline unsigned long long __umulh(unsigned long long a, unsigned long long b) {
  return static_cast<unsigned long long>(
      (static_cast<unsigned __int128>(a) * b) >> 64);
}
#else
unsigned long long __umulh(unsigned long long a, unsigned long long b);
#endif
#if AMP2HIP_MSVC_NO_BUILTIN(_mul128)
inline long long _mul128(long long a, long long b, long long *high) {
  __int128 p = static_cast<__int128>(a) * b;
  *high = static_cast<long long>(p >> 64);
  return static_cast<long long>(p);
}
#else
long long _mul128(long long a, long long b, long long *high);
#endif
#if AMP2HIP_MSVC_NO_BUILTIN(__mulh)
inline long long __mulh(long long a, long long b) {
  return static_cast<long long>((static_cast<__int128>(a) * b) >> 64);
}
#else
long long __mulh(long long a, long long b);
#endif

#undef AMP2HIP_MSVC_NO_BUILTIN

#endif // AMP2HIP_MSVC_INTRIN_H
