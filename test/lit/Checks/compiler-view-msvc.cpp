// The default view of the compiler: a project file's conditionals on the
// host compiler read as Visual C++'s and are written with those values, so
// every pass of the hipcc and nvcc builds takes the branch the parse took
// and they are silent, #error in the other branch included. Conditionals on
// the HIP and CUDA passes still differ between builds: AH1400 and AH1401.
// RUN: %amp2hip --no-output %s -- -Xclang -verify
// RUN: rm -f %t.cpp && not %amp2hip %s -o %t.cpp 2>&1 | %FileCheck %s --check-prefix=REFUSED
// RUN: test ! -e %t.cpp
// REFUSED: error: AH1401:
// REFUSED-NOT: AH1400: {{.*}}__clang__

#include <amp.h>

#ifdef _MSC_VER
#define INLINE_HINT __forceinline
#elif defined(__clang__)
#define INLINE_HINT inline
#else
#error "unsupported compiler"
#endif

#if __GNUC__ >= 5
#error "the GNU branch is never read"
#endif

#if defined(_MSC_VER) && _MSC_VER >= 1900 && !defined(__CUDACC__) // expected-warning {{AH1400: this conditional selects other code in nvcc's host pass (GCC) and device pass than in amp2hip's parse}}
#define HOST_TABLES 1
#endif

// expected-error@+4 {{AH1401: hipcc's device pass and nvcc's device pass would stop at this #error}}
#if !defined(__HIP_DEVICE_COMPILE__) && !defined(__CUDA_ARCH__) // expected-note {{the condition that selects it}}
#define HOST_PASS 1
#else
#error "host code only"
#endif

INLINE_HINT int answer() { return 42; }
