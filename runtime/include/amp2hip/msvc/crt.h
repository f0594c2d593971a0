//===- amp2hip/msvc/crt.h - The MSVC dialect and CRT names, portably ------===//
//
// What Visual C++ programs use without a header of their own, or from the
// CRT's secure functions: __int64, SAL annotations, __forceinline, _countof,
// sprintf_s and friends. The translator parses every file with this header
// included, and its output includes <amp2hip/msvc/crt.h> in each file that
// uses one of these names, so that g++, nvcc and hipcc build it unchanged.
//
// The secure functions keep MSVC's meaning where it can be checked portably:
// a destination too small is an error (EINVAL/ERANGE returned, the
// destination emptied), never an overflow. MSVC's invalid-parameter handler
// would end the program instead; amp2hip returns the error code.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_CRT_H
#define AMP2HIP_MSVC_CRT_H

#include <cerrno>
#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <cwchar>
#include <stdexcept>
#include <strings.h>

// Compiler keywords of Visual C++.
#ifndef _MSC_VER
#define __int64 long long
#define __int32 int
#define __int16 short
#define __int8 char
#define __forceinline inline
#define __cdecl
#define __stdcall
#endif

// SAL annotations (<sal.h>): documentation for MSVC's analyser only.
#define _In_
#define _In_opt_
#define _Out_
#define _Out_opt_
#define _Inout_
#define _Inout_opt_
#define _In_z_
#define _In_reads_(n)
#define _In_reads_opt_(n)
#define _Out_writes_(n)
#define _Out_writes_opt_(n)
#define _Out_writes_z_(n)
#define _Inout_updates_(n)
#define _Ret_maybenull_
#define _Check_return_
#define _Printf_format_string_
#define _Use_decl_annotations_

typedef int errno_t;
#ifndef _TRUNCATE
#define _TRUNCATE (static_cast<size_t>(-1))
#endif
#ifndef STRUNCATE
#define STRUNCATE 80
#endif

namespace amp2hip {
namespace msvc {
/// The element count of a C array; a pointer does not compile (as in MSVC).
template <typename T, size_t N> char (&countof_helper(T (&)[N]))[N];
} // namespace msvc
} // namespace amp2hip
#define _countof(a) (sizeof(::amp2hip::msvc::countof_helper(a)))

namespace amp2hip {
namespace msvc {

inline int vsprintf_s_impl(char *buf, size_t size, const char *fmt,
                           va_list ap) {
  if (!buf || size == 0 || !fmt) {
    errno = EINVAL;
    return -1;
  }
  int n = std::vsnprintf(buf, size, fmt, ap);
  if (n < 0 || static_cast<size_t>(n) >= size) {
    buf[0] = '\0';
    errno = ERANGE;
    return -1;
  }
  return n;
}

inline int vswprintf_s_impl(wchar_t *buf, size_t size, const wchar_t *fmt,
                            va_list ap) {
  if (!buf || size == 0 || !fmt) {
    errno = EINVAL;
    return -1;
  }
  int n = std::vswprintf(buf, size, fmt, ap);
  if (n < 0) {
    buf[0] = L'\0';
    errno = ERANGE;
    return -1;
  }
  return n;
}

} // namespace msvc
} // namespace amp2hip

inline int vsprintf_s(char *buf, size_t size, const char *fmt, va_list ap) {
  return amp2hip::msvc::vsprintf_s_impl(buf, size, fmt, ap);
}

inline int sprintf_s(char *buf, size_t size, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = amp2hip::msvc::vsprintf_s_impl(buf, size, fmt, ap);
  va_end(ap);
  return n;
}

// MSVC's C++ overload that takes the size from the array.
template <size_t N> inline int sprintf_s(char (&buf)[N], const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = amp2hip::msvc::vsprintf_s_impl(buf, N, fmt, ap);
  va_end(ap);
  return n;
}

inline int swprintf_s(wchar_t *buf, size_t size, const wchar_t *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = amp2hip::msvc::vswprintf_s_impl(buf, size, fmt, ap);
  va_end(ap);
  return n;
}

template <size_t N>
inline int swprintf_s(wchar_t (&buf)[N], const wchar_t *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = amp2hip::msvc::vswprintf_s_impl(buf, N, fmt, ap);
  va_end(ap);
  return n;
}

/// _snprintf: like snprintf, but returns -1 (and leaves the text
/// unterminated, as MSVC does) when it does not fit.
inline int _snprintf(char *buf, size_t count, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = std::vsnprintf(buf, count, fmt, ap);
  va_end(ap);
  return n < 0 || static_cast<size_t>(n) >= count ? -1 : n;
}

/// _snprintf_s: with _TRUNCATE as count the text is cut to fit and -1
/// returned; otherwise at most count characters, and an error when they do
/// not fit in size.
inline int _snprintf_s(char *buf, size_t size, size_t count, const char *fmt,
                       ...) {
  if (!buf || size == 0 || !fmt) {
    errno = EINVAL;
    return -1;
  }
  size_t limit = count == _TRUNCATE || count >= size ? size : count + 1;
  va_list ap;
  va_start(ap, fmt);
  int n = std::vsnprintf(buf, limit, fmt, ap);
  va_end(ap);
  if (n >= 0 && static_cast<size_t>(n) < limit)
    return n;
  if (count == _TRUNCATE || count < size)
    return -1; // truncated to fit, as asked
  buf[0] = '\0';
  errno = ERANGE;
  return -1;
}

inline errno_t strcpy_s(char *dst, size_t size, const char *src) {
  if (!dst || size == 0)
    return EINVAL;
  if (!src) {
    dst[0] = '\0';
    return EINVAL;
  }
  size_t len = std::strlen(src);
  if (len >= size) {
    dst[0] = '\0';
    return ERANGE;
  }
  std::memcpy(dst, src, len + 1);
  return 0;
}

template <size_t N> inline errno_t strcpy_s(char (&dst)[N], const char *src) {
  return strcpy_s(dst, N, src);
}

inline errno_t strncpy_s(char *dst, size_t size, const char *src,
                         size_t count) {
  if (!dst || size == 0)
    return EINVAL;
  if (!src) {
    dst[0] = '\0';
    return EINVAL;
  }
  if (count == _TRUNCATE) {
    // As much as fits; STRUNCATE says something was left out.
    size_t len = strnlen(src, size - 1);
    std::memcpy(dst, src, len);
    dst[len] = '\0';
    return src[len] == '\0' ? 0 : STRUNCATE;
  }
  size_t len = strnlen(src, count);
  if (len >= size) {
    dst[0] = '\0';
    return ERANGE;
  }
  std::memcpy(dst, src, len);
  dst[len] = '\0';
  return 0;
}

template <size_t N>
inline errno_t strncpy_s(char (&dst)[N], const char *src, size_t count) {
  return strncpy_s(dst, N, src, count);
}

inline errno_t strcat_s(char *dst, size_t size, const char *src) {
  if (!dst || size == 0)
    return EINVAL;
  size_t used = strnlen(dst, size);
  if (used == size || !src) {
    dst[0] = '\0';
    return EINVAL;
  }
  if (strcpy_s(dst + used, size - used, src) != 0) {
    dst[0] = '\0';
    return ERANGE;
  }
  return 0;
}

template <size_t N> inline errno_t strcat_s(char (&dst)[N], const char *src) {
  return strcat_s(dst, N, src);
}

inline errno_t fopen_s(FILE **file, const char *name, const char *mode) {
  if (!file || !name || !mode)
    return EINVAL;
  *file = std::fopen(name, mode);
  return *file ? 0 : errno;
}

inline errno_t localtime_s(struct tm *out, const time_t *t) {
  if (!out || !t)
    return EINVAL;
  return localtime_r(t, out) ? 0 : EINVAL;
}

inline int _stricmp(const char *a, const char *b) { return strcasecmp(a, b); }
inline int _strnicmp(const char *a, const char *b, size_t n) {
  return strncasecmp(a, b, n);
}

#endif // AMP2HIP_MSVC_CRT_H
