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

#include <alloca.h>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdarg>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <cwchar>
#include <iosfwd>
#include <stdexcept>
#include <strings.h>
#include <typeinfo>

// Compiler keywords of Visual C++.
#ifndef _MSC_VER
#define __int64 long long
#define __int32 int
#define __int16 short
#define __int8 char
#define __forceinline inline
// Calling conventions: one convention on x86-64 Linux, and the
// single-underscore spellings Visual C++ also accepted.
#define __cdecl
#define __stdcall
#define __fastcall
#define __vectorcall
#define __thiscall
#define _cdecl
#define _stdcall
#define _fastcall
#endif

// Visual C++-only forms of libraries' `#ifdef _MSC_VER` branches, which the
// parse takes (docs/windows-dialect.md, "Libraries' Visual C++ branches").
#ifndef _MSC_VER
// __pragma(x) is C++11's _Pragma("x"), in effect where a macro writing it
// is used. The pragmas that only steer Visual C++ itself (warning,
// optimize, comment, intrinsic, code_seg ...) mean nothing to GCC or Clang,
// which would name them unknown under -Wall, and are dropped, as
// `#pragma warning` is kept for MSVC alone; pack, once, message, omp,
// push_macro and the others stay.
#define __pragma(...)                                                          \
  AMP2HIP_MSVC_PRAGMA_SELECT(AMP2HIP_MSVC_ONLY_PRAGMA(__VA_ARGS__), __VA_ARGS__)
#define AMP2HIP_MSVC_CAT(a, ...) a##__VA_ARGS__
#define AMP2HIP_MSVC_SECOND(...) AMP2HIP_MSVC_SECOND_(__VA_ARGS__)
#define AMP2HIP_MSVC_SECOND_(a, b, ...) b
// 1 when the pragma's first word has a probe below, else 0.
#define AMP2HIP_MSVC_ONLY_PRAGMA(...)                                          \
  AMP2HIP_MSVC_SECOND(AMP2HIP_MSVC_CAT(AMP2HIP_MSVC_PROBE_, __VA_ARGS__), 0, ~)
#define AMP2HIP_MSVC_PROBE_warning(...) ~, 1
#define AMP2HIP_MSVC_PROBE_optimize(...) ~, 1
#define AMP2HIP_MSVC_PROBE_comment(...) ~, 1
#define AMP2HIP_MSVC_PROBE_intrinsic(...) ~, 1
#define AMP2HIP_MSVC_PROBE_function(...) ~, 1
#define AMP2HIP_MSVC_PROBE_inline_depth(...) ~, 1
#define AMP2HIP_MSVC_PROBE_inline_recursion(...) ~, 1
#define AMP2HIP_MSVC_PROBE_auto_inline(...) ~, 1
#define AMP2HIP_MSVC_PROBE_code_seg(...) ~, 1
#define AMP2HIP_MSVC_PROBE_data_seg(...) ~, 1
#define AMP2HIP_MSVC_PROBE_const_seg(...) ~, 1
#define AMP2HIP_MSVC_PROBE_bss_seg(...) ~, 1
#define AMP2HIP_MSVC_PROBE_section(...) ~, 1
#define AMP2HIP_MSVC_PROBE_init_seg(...) ~, 1
#define AMP2HIP_MSVC_PROBE_detect_mismatch(...) ~, 1
#define AMP2HIP_MSVC_PROBE_float_control(...) ~, 1
#define AMP2HIP_MSVC_PROBE_fenv_access(...) ~, 1
#define AMP2HIP_MSVC_PROBE_fp_contract(...) ~, 1
#define AMP2HIP_MSVC_PROBE_loop(...) ~, 1
#define AMP2HIP_MSVC_PROBE_runtime_checks(...) ~, 1
#define AMP2HIP_MSVC_PROBE_strict_gs_check(...) ~, 1
#define AMP2HIP_MSVC_PROBE_vtordisp(...) ~, 1
#define AMP2HIP_MSVC_PROBE_deprecated(...) ~, 1
#define AMP2HIP_MSVC_PROBE_execution_character_set(...) ~, 1
#define AMP2HIP_MSVC_PRAGMA_SELECT(flag, ...)                                  \
  AMP2HIP_MSVC_PRAGMA_SELECT_(flag, __VA_ARGS__)
#define AMP2HIP_MSVC_PRAGMA_SELECT_(flag, ...)                                 \
  AMP2HIP_MSVC_PRAGMA_##flag(__VA_ARGS__)
#define AMP2HIP_MSVC_PRAGMA_0(...) _Pragma(#__VA_ARGS__)
#define AMP2HIP_MSVC_PRAGMA_1(...)
// __assume(e): the optimiser may take e as true; e is not evaluated where
// the compiler can avoid it (Clang).
#if defined(__clang__)
#define __assume(e) __builtin_assume(e)
#else
#define __assume(e)                                                            \
  (static_cast<bool>(e) ? static_cast<void>(0) : __builtin_unreachable())
#endif
// __noop(args): nothing, its arguments unevaluated (debug-output macros).
#define __noop(...) (static_cast<void>(0))
// The enclosing function's signature, as __FUNCSIG__ gave it (not a
// literal here: it cannot be pasted to a string literal, as __FUNCTION__
// cannot, docs/windows-dialect.md).
#define __FUNCSIG__ __PRETTY_FUNCTION__
// Pointer qualifiers of 32-bit and Itanium Windows: nothing on x86-64.
#define __unaligned
#define __w64
#define __ptr32
#define __ptr64
#define __sptr
#define __uptr
// __debugbreak(): a breakpoint, which stops under a debugger and ends the
// program without one, as on Windows. extern "C", so that a program's own
// declaration of the intrinsic agrees with it.
// hipcc's device pass knows it as a builtin of the x86 host, which may be
// declared there but not defined again.
#if defined(__has_builtin) && __has_builtin(__debugbreak)
extern "C" void __debugbreak(void);
#else
extern "C" inline void __debugbreak(void) { std::raise(SIGTRAP); }
#endif
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
#define _In_opt_z_
#define _Inout_z_
#define _In_reads_z_(n)
#define _In_reads_bytes_(n)
#define _In_reads_bytes_opt_(n)
#define _Out_writes_bytes_(n)
#define _Out_writes_bytes_opt_(n)
#define _Out_writes_to_(n, c)
#define _Inout_updates_bytes_(n)
#define _Outptr_
#define _Outptr_opt_
#define _Outptr_result_maybenull_
#define _COM_Outptr_
#define _Ret_notnull_
#define _Ret_z_
#define _Success_(expr)
#define _Must_inspect_result_
#define _When_(expr, annotations)
#define _In_range_(low, high)
#define _Out_range_(low, high)
#define _Field_size_(n)
#define _Field_size_bytes_(n)
#define _Pre_notnull_
#define _Post_invalid_
#define _Frees_ptr_
#define _Frees_ptr_opt_
#define _Null_terminated_
#define _Reserved_
#define _Analysis_assume_(expr)
#define _Scanf_format_string_
#define _Scanf_s_format_string_
#define _Acquires_lock_(lock)
#define _Releases_lock_(lock)
#define _Requires_lock_held_(lock)

typedef int errno_t;
#ifndef _TRUNCATE
#define _TRUNCATE (static_cast<size_t>(-1))
#endif
#ifndef STRUNCATE
#define STRUNCATE 80
#endif

// The _s printf and scanf families (and the MSVC format spellings their
// implementations below share).
#include <amp2hip/msvc/crt_stdio.h>

namespace amp2hip {
namespace msvc {
/// The element count of a C array; a pointer does not compile (as in MSVC).
template <typename T, size_t N> char (&countof_helper(T (&)[N]))[N];
} // namespace msvc
} // namespace amp2hip
#define _countof(a) (sizeof(::amp2hip::msvc::countof_helper(a)))

// <stdlib.h>'s macros (also in amp code), unless the program defines its own.
#ifndef __max
#define __max(a, b) (((a) > (b)) ? (a) : (b))
#endif
#ifndef __min
#define __min(a, b) (((a) < (b)) ? (a) : (b))
#endif

// <crtdbg.h>'s assertions, as in Visual C++: checked only when _DEBUG is
// defined. The debug heap does not exist here: its flags are kept and
// returned, and no leak report is ever made.
#ifndef _ASSERT
#ifdef _DEBUG
#define _ASSERT(expr)                                                          \
  ((expr) ? (void)0 : ::amp2hip::msvc::assert_failed(#expr, __FILE__, __LINE__))
#else
#define _ASSERT(expr) ((void)0)
#endif
#endif
#ifndef _ASSERTE
#define _ASSERTE(expr) _ASSERT(expr)
#endif
#define _CRTDBG_ALLOC_MEM_DF 0x01
#define _CRTDBG_DELAY_FREE_MEM_DF 0x02
#define _CRTDBG_CHECK_ALWAYS_DF 0x04
#define _CRTDBG_CHECK_CRT_DF 0x10
#define _CRTDBG_LEAK_CHECK_DF 0x20
#define _CRTDBG_REPORT_FLAG -1
namespace amp2hip {
namespace msvc {
[[noreturn]] inline void assert_failed(const char *expr, const char *file,
                                       int line) {
  std::fprintf(stderr, "Assertion failed: %s, file %s, line %d\n", expr, file,
               line);
  std::abort();
}
inline int &crt_debug_flags() {
  static int flags = _CRTDBG_ALLOC_MEM_DF;
  return flags;
}
} // namespace msvc
} // namespace amp2hip
/// Sets the debug heap's flags (kept, without effect); returns the old ones.
inline int _CrtSetDbgFlag(int flags) {
  int old = ::amp2hip::msvc::crt_debug_flags();
  if (flags != _CRTDBG_REPORT_FLAG)
    ::amp2hip::msvc::crt_debug_flags() = flags;
  return old;
}
/// No debug heap here: nothing is reported (FALSE, as for no leaks).
inline int _CrtDumpMemoryLeaks() { return 0; }

// Visual C++'s standard library names that programs used: ::type_info
// (its <typeinfo> declares it outside std too), std::_Pi (its <xutility>
// constant), std::_Smanip and the TR2 file system of Visual Studio 2012 to
// 2015, std::tr2::sys, which became std::filesystem. The using directive
// reaches whatever <filesystem> declares, whenever it is included.
namespace std {
constexpr double _Pi = 3.14159265358979323846;
// <iomanip>'s helper for a manipulator taking one argument, which programs
// used to write their own: `std::_Smanip<T>(f, v)` streams as `f(s, v)`.
template <class T> struct _Smanip {
  _Smanip(void (*F)(ios_base &, T), T V) : _Pfun(F), _Manarg(V) {}
  void (*_Pfun)(ios_base &, T);
  T _Manarg;
};
template <class C, class Tr, class T>
basic_ostream<C, Tr> &operator<<(basic_ostream<C, Tr> &S, const _Smanip<T> &M) {
  M._Pfun(S, M._Manarg);
  return S;
}
template <class C, class Tr, class T>
basic_istream<C, Tr> &operator>>(basic_istream<C, Tr> &S, const _Smanip<T> &M) {
  M._Pfun(S, M._Manarg);
  return S;
}
#if __cplusplus >= 201703L
namespace filesystem {}
namespace tr2 {
namespace sys {
using namespace ::std::filesystem;
} // namespace sys
} // namespace tr2
#else
// C++14: the Filesystem TS (<experimental/filesystem>, -lstdc++fs).
namespace experimental {
namespace filesystem {}
} // namespace experimental
namespace tr2 {
namespace sys {
using namespace ::std::experimental::filesystem;
} // namespace sys
} // namespace tr2
#endif
} // namespace std
typedef std::type_info type_info;

// The names the translator's parse gives a functional cast of a multi-word
// type (`unsigned int(x)` is read `__ahui(x)`); the output writes the type.
typedef signed char __ahsc;
typedef unsigned char __ahuc;
typedef char __ahc_;
typedef short __ahs_;
typedef unsigned short __ahus;
typedef int __ahi_;
typedef unsigned int __ahui;
typedef long __ahl_;
typedef unsigned long __ahul;
typedef long long __ahll;
typedef unsigned long long __ahql;
typedef long double __ahld;

namespace amp2hip {
namespace msvc {

inline int vsprintf_s_impl(char *buf, size_t size, const char *fmt,
                           va_list ap) {
  if (!buf || size == 0 || !fmt) {
    errno = EINVAL;
    return -1;
  }
  std::string store;
  int n = std::vsnprintf(buf, size, printf_format(fmt, store), ap);
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
  // MSVC's wide format: %s is a wide string.
  std::wstring store;
  int n = std::vswprintf(buf, size, printf_format(fmt, store), ap);
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

template <size_t N>
inline int vsprintf_s(char (&buf)[N], const char *fmt, va_list ap) {
  return amp2hip::msvc::vsprintf_s_impl(buf, N, fmt, ap);
}
inline int vswprintf_s(wchar_t *buf, size_t size, const wchar_t *fmt,
                       va_list ap) {
  return amp2hip::msvc::vswprintf_s_impl(buf, size, fmt, ap);
}
template <size_t N>
inline int vswprintf_s(wchar_t (&buf)[N], const wchar_t *fmt, va_list ap) {
  return amp2hip::msvc::vswprintf_s_impl(buf, N, fmt, ap);
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
  va_list ap;
  va_start(ap, fmt);
  int n = amp2hip::msvc::vsnprintf_s_impl(buf, size, count, fmt, ap);
  va_end(ap);
  return n;
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

// More of the CRT that samples use. Host code.
inline errno_t wcscpy_s(wchar_t *dst, size_t size, const wchar_t *src) {
  if (!dst || size == 0)
    return EINVAL;
  if (!src) {
    dst[0] = L'\0';
    return EINVAL;
  }
  size_t len = std::wcslen(src);
  if (len >= size) {
    dst[0] = L'\0';
    return ERANGE;
  }
  std::wmemcpy(dst, src, len + 1);
  return 0;
}

template <size_t N>
inline errno_t wcscpy_s(wchar_t (&dst)[N], const wchar_t *src) {
  return wcscpy_s(dst, N, src);
}

inline errno_t memcpy_s(void *dst, size_t size, const void *src,
                        size_t count) {
  if (count == 0)
    return 0;
  if (!dst)
    return EINVAL;
  if (!src || count > size) {
    std::memset(dst, 0, size);
    return src ? ERANGE : EINVAL;
  }
  std::memcpy(dst, src, count);
  return 0;
}

inline errno_t _wfopen_s(FILE **file, const wchar_t *name,
                         const wchar_t *mode) {
  if (!file || !name || !mode)
    return EINVAL;
  // File names and modes as UTF-8 (wcstombs in the program's locale).
  char n[4096], m[32];
  if (std::wcstombs(n, name, sizeof n) >= sizeof n ||
      std::wcstombs(m, mode, sizeof m) >= sizeof m)
    return EINVAL;
  *file = std::fopen(n, m);
  return *file ? 0 : errno;
}

inline errno_t gmtime_s(struct tm *out, const time_t *t) {
  if (!out || !t)
    return EINVAL;
  return gmtime_r(t, out) ? 0 : EINVAL;
}

/// A copy of the variable the caller frees with free(), or null.
inline errno_t _dupenv_s(char **out, size_t *size, const char *name) {
  if (!out || !name)
    return EINVAL;
  *out = nullptr;
  if (size)
    *size = 0;
  const char *v = std::getenv(name);
  if (!v)
    return 0;
  size_t len = std::strlen(v) + 1;
  *out = static_cast<char *>(std::malloc(len));
  if (!*out)
    return ENOMEM;
  std::memcpy(*out, v, len);
  if (size)
    *size = len;
  return 0;
}

inline errno_t getenv_s(size_t *required, char *buf, size_t size,
                        const char *name) {
  if (!required || !name || (!buf && size))
    return EINVAL;
  const char *v = std::getenv(name);
  *required = v ? std::strlen(v) + 1 : 0;
  if (size)
    buf[0] = '\0';
  if (!v)
    return 0;
  if (*required > size)
    return ERANGE;
  std::memcpy(buf, v, *required);
  return 0;
}

namespace amp2hip {
namespace msvc {
template <typename T> inline errno_t to_text(T value, char *buf, size_t size,
                                             int radix) {
  if (!buf || size == 0 || radix < 2 || radix > 36)
    return EINVAL;
  // MSVC writes negative numbers with '-' in base 10 only.
  bool negative = radix == 10 && value < 0;
  unsigned long long u =
      negative ? 0ull - static_cast<unsigned long long>(value)
               : static_cast<unsigned long long>(
                     static_cast<typename std::make_unsigned<T>::type>(value));
  char digits[72];
  size_t n = 0;
  do {
    digits[n++] = "0123456789abcdefghijklmnopqrstuvwxyz"[u % radix];
    u /= radix;
  } while (u);
  if (negative)
    digits[n++] = '-';
  if (n >= size) {
    buf[0] = '\0';
    return ERANGE;
  }
  for (size_t i = 0; i < n; ++i)
    buf[i] = digits[n - 1 - i];
  buf[n] = '\0';
  return 0;
}
} // namespace msvc
} // namespace amp2hip

inline errno_t _itoa_s(int value, char *buf, size_t size, int radix) {
  return amp2hip::msvc::to_text(value, buf, size, radix);
}
template <size_t N>
inline errno_t _itoa_s(int value, char (&buf)[N], int radix) {
  return _itoa_s(value, buf, N, radix);
}
inline errno_t _ltoa_s(long value, char *buf, size_t size, int radix) {
  return amp2hip::msvc::to_text(value, buf, size, radix);
}
template <size_t N>
inline errno_t _ltoa_s(long value, char (&buf)[N], int radix) {
  return _ltoa_s(value, buf, N, radix);
}
inline errno_t _i64toa_s(long long value, char *buf, size_t size,
                         int radix) {
  return amp2hip::msvc::to_text(value, buf, size, radix);
}

inline char *_strdup(const char *s) { return s ? strdup(s) : nullptr; }

inline int _vsnprintf(char *buf, size_t count, const char *fmt, va_list ap) {
  int n = std::vsnprintf(buf, count, fmt, ap);
  return n < 0 || static_cast<size_t>(n) >= count ? -1 : n;
}

/// Freed with _aligned_free only (not free), as in MSVC.
inline void *_aligned_malloc(size_t size, size_t alignment) {
  void *p = nullptr;
  if (alignment < sizeof(void *))
    alignment = sizeof(void *);
  return posix_memalign(&p, alignment, size ? size : 1) == 0 ? p : nullptr;
}
inline void _aligned_free(void *p) { std::free(p); }

inline int _isnan(double x) { return std::isnan(x) ? 1 : 0; }
inline int _finite(double x) { return std::isfinite(x) ? 1 : 0; }

#ifndef _alloca
#define _alloca(n) alloca(n)
#endif

#ifndef _rotl // GCC and Clang x86 headers define it as a macro
inline unsigned int _rotl(unsigned int v, int s) {
  s &= 31;
  return s ? (v << s) | (v >> (32 - s)) : v;
}
#endif
#ifndef _rotr // GCC and Clang x86 headers define it as a macro
inline unsigned int _rotr(unsigned int v, int s) {
  s &= 31;
  return s ? (v >> s) | (v << (32 - s)) : v;
}
#endif
#ifndef _rotl64 // GCC and Clang x86 headers define it as a macro
inline unsigned long long _rotl64(unsigned long long v, int s) {
  s &= 63;
  return s ? (v << s) | (v >> (64 - s)) : v;
}
#endif
#ifndef _rotr64 // GCC and Clang x86 headers define it as a macro
inline unsigned long long _rotr64(unsigned long long v, int s) {
  s &= 63;
  return s ? (v >> s) | (v << (64 - s)) : v;
}
#endif
// Windows' `unsigned long` is 32 bits: these take and return uint32_t.
inline unsigned short _byteswap_ushort(unsigned short v) {
  return static_cast<unsigned short>((v << 8) | (v >> 8));
}
inline std::uint32_t _byteswap_ulong(std::uint32_t v) {
  return __builtin_bswap32(v);
}
inline unsigned long long _byteswap_uint64(unsigned long long v) {
  return __builtin_bswap64(v);
}
inline unsigned int __popcnt(unsigned int v) {
  return static_cast<unsigned int>(__builtin_popcount(v));
}
inline unsigned short __popcnt16(unsigned short v) {
  return static_cast<unsigned short>(__builtin_popcount(v));
}
inline unsigned long long __popcnt64(unsigned long long v) {
  return static_cast<unsigned long long>(__builtin_popcountll(v));
}
// hipcc's device pass knows these as builtins of its x86 host (they may
// not be defined again there, only declared); the host pass, g++ and nvcc
// do not.
#if !defined(__has_builtin)
#define AMP2HIP_MSVC_BITSCAN 1
#elif !__has_builtin(_BitScanForward)
#define AMP2HIP_MSVC_BITSCAN 1
#endif
#ifdef AMP2HIP_MSVC_BITSCAN
/// The index of the lowest (highest) set bit; 0 when there is none.
inline unsigned char _BitScanForward(std::uint32_t *index, std::uint32_t v) {
  if (!v)
    return 0;
  *index = static_cast<std::uint32_t>(__builtin_ctz(v));
  return 1;
}
inline unsigned char _BitScanReverse(std::uint32_t *index, std::uint32_t v) {
  if (!v)
    return 0;
  *index = static_cast<std::uint32_t>(31 - __builtin_clz(v));
  return 1;
}
inline unsigned char _BitScanForward64(std::uint32_t *index,
                                       unsigned long long v) {
  if (!v)
    return 0;
  *index = static_cast<std::uint32_t>(__builtin_ctzll(v));
  return 1;
}
inline unsigned char _BitScanReverse64(std::uint32_t *index,
                                       unsigned long long v) {
  if (!v)
    return 0;
  *index = static_cast<std::uint32_t>(63 - __builtin_clzll(v));
  return 1;
}
#else
unsigned char _BitScanForward(std::uint32_t *index, std::uint32_t v);
unsigned char _BitScanReverse(std::uint32_t *index, std::uint32_t v);
unsigned char _BitScanForward64(std::uint32_t *index, unsigned long long v);
unsigned char _BitScanReverse64(std::uint32_t *index, unsigned long long v);
#endif
// Windows' `unsigned long` is 32 bits, Linux's 64: a program's
// `unsigned long index;` gets the same answer.
inline unsigned char _BitScanForward(unsigned long *index, unsigned long v) {
  std::uint32_t i = 0;
  unsigned char found = _BitScanForward(&i, static_cast<std::uint32_t>(v));
  if (found)
    *index = i;
  return found;
}
inline unsigned char _BitScanReverse(unsigned long *index, unsigned long v) {
  std::uint32_t i = 0;
  unsigned char found = _BitScanReverse(&i, static_cast<std::uint32_t>(v));
  if (found)
    *index = i;
  return found;
}
inline unsigned char _BitScanForward64(unsigned long *index,
                                       unsigned long long v) {
  std::uint32_t i = 0;
  unsigned char found = _BitScanForward64(&i, v);
  if (found)
    *index = i;
  return found;
}
inline unsigned char _BitScanReverse64(unsigned long *index,
                                       unsigned long long v) {
  std::uint32_t i = 0;
  unsigned char found = _BitScanReverse64(&i, v);
  if (found)
    *index = i;
  return found;
}

#endif // AMP2HIP_MSVC_CRT_H
