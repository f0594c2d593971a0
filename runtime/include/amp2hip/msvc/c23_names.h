//===- amp2hip/msvc/c23_names.h - Names Visual C++'s headers left free ----===//
//
// Parse only. glibc's <stdint.h>, <limits.h> and <math.h> define C23 and
// ISO/IEC TS 18661 macros (SIZE_WIDTH, INT_WIDTH, SNAN, FP_INT_UPWARD ...)
// in C++, where g++ and clang++ define _GNU_SOURCE, and Clang defines
// FP_FAST_FMA; Visual C++'s headers define none of them, so a Visual C++
// program may use the names as its own (`const unsigned SIZE_WIDTH = 10;`).
// The translator's parse of a file under the Visual C++ view includes this
// after its other forced headers: each header is read once here, and the
// names are undefined, so that a later include (guarded) cannot bring them
// back. The output gets the same include and #undef in each project file
// that uses one of the names (Model/ImplicitIncludes.h), since hipcc's and
// nvcc's builds read glibc's headers too.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_C23_NAMES_H
#define AMP2HIP_MSVC_C23_NAMES_H

#include <climits>
#include <cmath>
#include <cstdint>

#undef BOOL_WIDTH
#undef CHAR_WIDTH
#undef SCHAR_WIDTH
#undef UCHAR_WIDTH
#undef SHRT_WIDTH
#undef USHRT_WIDTH
#undef INT_WIDTH
#undef UINT_WIDTH
#undef LONG_WIDTH
#undef ULONG_WIDTH
#undef LLONG_WIDTH
#undef ULLONG_WIDTH
#undef BITINT_MAXWIDTH
#undef INT8_WIDTH
#undef UINT8_WIDTH
#undef INT16_WIDTH
#undef UINT16_WIDTH
#undef INT32_WIDTH
#undef UINT32_WIDTH
#undef INT64_WIDTH
#undef UINT64_WIDTH
#undef INT_LEAST8_WIDTH
#undef UINT_LEAST8_WIDTH
#undef INT_LEAST16_WIDTH
#undef UINT_LEAST16_WIDTH
#undef INT_LEAST32_WIDTH
#undef UINT_LEAST32_WIDTH
#undef INT_LEAST64_WIDTH
#undef UINT_LEAST64_WIDTH
#undef INT_FAST8_WIDTH
#undef UINT_FAST8_WIDTH
#undef INT_FAST16_WIDTH
#undef UINT_FAST16_WIDTH
#undef INT_FAST32_WIDTH
#undef UINT_FAST32_WIDTH
#undef INT_FAST64_WIDTH
#undef UINT_FAST64_WIDTH
#undef INTPTR_WIDTH
#undef UINTPTR_WIDTH
#undef INTMAX_WIDTH
#undef UINTMAX_WIDTH
#undef PTRDIFF_WIDTH
#undef SIG_ATOMIC_WIDTH
#undef SIZE_WIDTH
#undef WCHAR_WIDTH
#undef WINT_WIDTH
#undef SNAN
#undef SNANF
#undef SNANL
#undef SNANF32
#undef SNANF32X
#undef SNANF64
#undef SNANF64X
#undef FP_INT_UPWARD
#undef FP_INT_DOWNWARD
#undef FP_INT_TOWARDZERO
#undef FP_INT_TONEARESTFROMZERO
#undef FP_INT_TONEAREST
#undef FP_LLOGB0
#undef FP_LLOGBNAN
#undef HUGE_VAL_F32
#undef HUGE_VAL_F32X
#undef HUGE_VAL_F64
#undef HUGE_VAL_F64X
#undef FP_FAST_FMA
#undef FP_FAST_FMAF
#undef FP_FAST_FMAL

#endif // AMP2HIP_MSVC_C23_NAMES_H
