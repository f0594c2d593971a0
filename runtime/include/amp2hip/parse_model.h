//===- amp2hip/parse_model.h - C++ AMP keywords for the translator's parse ===//
//
// Included (through amp2hip/platform.h) only when the amp2hip translator
// parses C++ AMP source: the translator defines AMP2HIP_PARSE_MODEL and parses
// in Clang's HIP host mode without any HIP headers. This header gives the C++
// AMP keywords a meaning that stock Clang understands:
//
//   restrict(amp)      -> __attribute__((device))
//   restrict(cpu)      -> __attribute__((host))
//   restrict(cpu,amp)  -> both, so functions overloaded on restriction alone
//                         are distinct overloads, exactly as in HIP.
//   tile_static        -> an annotation on an ordinary local, so that
//                         amp2hip's C3584 checks, not Clang's rules for
//                         __shared__, judge it.
//
// Positions that GNU attributes cannot take (after `mutable`, before an
// exception specification or a trailing return type, after the declarator of
// an explicit instantiation) are rearranged by the translator's token
// pre-pass before Clang sees them; the pre-pass keeps the text's length and
// the offsets outside the rearranged spans, so diagnostics still point at the
// user's text. It also blanks repeated words (restrict(cpu, cpu, amp)).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_PARSE_MODEL_H
#define AMP2HIP_PARSE_MODEL_H

// Clang's CUDA wrapper for <new> refers to ::malloc once __device__ is
// defined; the translator includes this header before any other.
#include <cstdlib>

// glibc declares `char *index(const char *, int)` (and rindex) at global
// scope through <strings.h>, so after `using namespace concurrency;` an
// unqualified `index<N>` would be ambiguous here, although it is valid C++
// AMP (MSVC has no ::index). In the parse glibc's function gets another name;
// the translator qualifies such uses in its output.
#define index amp2hip_glibc_index
#define rindex amp2hip_glibc_rindex
#include <strings.h>
#include <string.h>
#undef index
#undef rindex

#ifndef AMP2HIP_PARSE_MODEL
#error "amp2hip/parse_model.h is only for the amp2hip translator's parse"
#endif

// HIP's execution-space keywords, as hip_runtime.h would define them.
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ inline __attribute__((always_inline))

// restrict(...) with one to four words (restrict(cpu) restrict(amp) is two
// clauses; C++ AMP allows a word to be repeated). An unknown word leaves an undeclared AMP2HIP_RESTRICT_WORD_x
// behind; the pre-pass reports it first as C3936.
#define AMP2HIP_RESTRICT_WORD_amp __attribute__((device))
#define AMP2HIP_RESTRICT_WORD_cpu __attribute__((host))
// HCC's restrict(auto) (its dialect only: the pre-pass reports C3936
// otherwise) is read as restrict(cpu,amp).
#define AMP2HIP_RESTRICT_WORD_auto __attribute__((host)) __attribute__((device))
// HCC's [[hc]], [[cpu]] and [[hc, cpu]] (and __attribute__((hc)) ...), as the
// pre-pass writes them in HCC's dialect.
#define __hcA __attribute__((device))
#define __hcC __attribute__((host))
#define __hcB __attribute__((host)) __attribute__((device))
#define AMP2HIP_RESTRICT_1(a) AMP2HIP_RESTRICT_WORD_##a
#define AMP2HIP_RESTRICT_2(a, b)                                               \
  AMP2HIP_RESTRICT_WORD_##a AMP2HIP_RESTRICT_WORD_##b
#define AMP2HIP_RESTRICT_3(a, b, c)                                            \
  AMP2HIP_RESTRICT_2(a, b) AMP2HIP_RESTRICT_WORD_##c
#define AMP2HIP_RESTRICT_4(a, b, c, d)                                         \
  AMP2HIP_RESTRICT_2(a, b) AMP2HIP_RESTRICT_2(c, d)
#define AMP2HIP_RESTRICT_PICK(_1, _2, _3, _4, NAME, ...) NAME
#define restrict(...)                                                          \
  AMP2HIP_RESTRICT_PICK(__VA_ARGS__, AMP2HIP_RESTRICT_4, AMP2HIP_RESTRICT_3,   \
                        AMP2HIP_RESTRICT_2, AMP2HIP_RESTRICT_1, )              \
  (__VA_ARGS__)

// A restriction written before a function's trailing return type, in a
// declarator the pre-pass could not take apart (it normally moves the clause
// before the declarator-id). No GNU attribute is accepted there, so the
// pre-pass renames `restrict` to this 8-character spelling, which records the
// words on the function type. Such a function takes part in the parse as a
// host function.
#define __rstr__(...) [[clang::annotate_type("amp2hip.restrict", #__VA_ARGS__)]]

#define tile_static __attribute__((annotate("amp2hip.tile_static")))

// Device builtins the runtime headers use in kernel code; declarations only.
struct amp2hip_parse_dim3 {
  unsigned x, y, z;
};
extern const __device__ amp2hip_parse_dim3 threadIdx, blockIdx, blockDim,
    gridDim;
__device__ void __syncthreads();
__device__ void __threadfence_block();
__device__ void __threadfence();
__device__ int atomicAdd(int *, int);
__device__ unsigned atomicAdd(unsigned *, unsigned);
__device__ float atomicAdd(float *, float);
__device__ int atomicSub(int *, int);
__device__ unsigned atomicSub(unsigned *, unsigned);
__device__ int atomicExch(int *, int);
__device__ unsigned atomicExch(unsigned *, unsigned);
__device__ float atomicExch(float *, float);
__device__ int atomicMin(int *, int);
__device__ unsigned atomicMin(unsigned *, unsigned);
__device__ int atomicMax(int *, int);
__device__ unsigned atomicMax(unsigned *, unsigned);
__device__ int atomicAnd(int *, int);
__device__ unsigned atomicAnd(unsigned *, unsigned);
__device__ int atomicOr(int *, int);
__device__ unsigned atomicOr(unsigned *, unsigned);
__device__ int atomicXor(int *, int);
__device__ unsigned atomicXor(unsigned *, unsigned);
__device__ int atomicCAS(int *, int, int);
__device__ unsigned atomicCAS(unsigned *, unsigned, unsigned);
__device__ unsigned atomicInc(unsigned *, unsigned);
__device__ unsigned atomicDec(unsigned *, unsigned);
// 64-bit (HCC's atomics on uint64_t and int64_t: amp2hip/detail/atomic.h).
__device__ unsigned long long atomicAdd(unsigned long long *,
                                        unsigned long long);
__device__ unsigned long long atomicExch(unsigned long long *,
                                         unsigned long long);
__device__ unsigned long long atomicMin(unsigned long long *,
                                        unsigned long long);
__device__ unsigned long long atomicMax(unsigned long long *,
                                        unsigned long long);
__device__ unsigned long long atomicAnd(unsigned long long *,
                                        unsigned long long);
__device__ unsigned long long atomicOr(unsigned long long *,
                                       unsigned long long);
__device__ unsigned long long atomicXor(unsigned long long *,
                                        unsigned long long);
__device__ unsigned long long atomicCAS(unsigned long long *,
                                        unsigned long long, unsigned long long);

#endif // AMP2HIP_PARSE_MODEL_H
