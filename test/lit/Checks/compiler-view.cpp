// A conditional on the compiler's identity that selects other code in a pass
// of the hipcc or nvcc build than in amp2hip's parse (Clang, HIP host pass) is
// a warning (AH1400); an #error that such a pass would reach is an error
// (AH1401) and the file is not written. Conditionals every pass agrees on are
// silent. This is the GNU view (--compiler-view=gnu), where the parse's own
// __clang__ and __GNUC__ stay as the compilers define them;
// compiler-view-msvc.cpp is the default.
// RUN: %amp2hip --compiler-view=gnu --no-output %s -- -Xclang -verify
// RUN: rm -f %t.cpp && not %amp2hip --compiler-view=gnu %s -o %t.cpp 2>&1 | %FileCheck %s --check-prefix=REFUSED
// RUN: test ! -e %t.cpp
// REFUSED: error: AH1401:

#include <amp.h>

// Every pass agrees: Clang and GCC both define __GNUC__; no compiler here is
// Visual C++.
#if defined(__clang__) || defined(__GNUC__)
#define SUPPORTED_COMPILER 1
#endif
#ifdef _MSC_VER
#pragma warning(disable : 4996)
#endif
#if !defined(_WIN32) && SUPPORTED_COMPILER
#define PORTABLE_BUILD 1
#endif

#ifdef __clang__ // expected-warning {{AH1400: this conditional selects other code in nvcc's host pass (GCC) and device pass than in amp2hip's parse (Clang, HIP host pass)}}
#define INLINE_HINT inline
#else
#define INLINE_HINT __forceinline__
#endif

#if __GNUC__ >= 5 // expected-warning {{AH1400: this conditional selects other code in nvcc's host pass (GCC) and device pass than in amp2hip's parse}}
#define MODERN_GNU 1
#endif

#ifdef __HIP_PLATFORM_AMD__ // expected-warning {{AH1400: this conditional selects other code in hipcc's host and device passes than in amp2hip's parse}}
#define WAVE_SIZE 64
#endif

#ifndef __CUDACC__ // expected-warning {{AH1400: this conditional selects other code in nvcc's host pass (GCC) and device pass than}}
#define HOST_ONLY_TABLES 1
#endif

#if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__) // expected-warning {{AH1400: this conditional selects other code in hipcc's device pass and nvcc's device pass than}}
#define ON_DEVICE 1
#else
#define ON_DEVICE 0
#endif

// Unknown to the evaluator (a function-like macro): no verdict.
#define VERSION_AT_LEAST(a, b) ((a) >= (b))
#if VERSION_AT_LEAST(__GNUC__, 4)
#define OLD_ENOUGH 1
#endif

// The #error's line is skipped by the parse, so its expectation is here.
// expected-error@+4 {{AH1401: nvcc's host pass (GCC) and device pass would stop at this #error, which amp2hip's parse (Clang, HIP host pass) skipped}}
#if __clang__ // expected-note {{the condition that selects it}}
#define COMPILER_NAME "clang"
#else
#error "unsupported compiler"
#endif

INLINE_HINT int answer() { return 42; }
