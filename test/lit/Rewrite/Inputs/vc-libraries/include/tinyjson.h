// tinyjson.h - a small header-only JSON writer, written for amp2hip's tests
// in the shape of portable header-only libraries: a compiler-detection block
// whose Visual C++ branch uses what only Visual C++ has (the parse takes it,
// docs/windows-dialect.md), and a GNU branch beside it.
#pragma once

#include <cstddef>
#include <cstring>
#include <string>
#include <vector>

#if defined(_MSC_VER)
#define TJ_MSVC_VERSION_CHECK(major, minor)                                    \
  (_MSC_FULL_VER >= ((major) * 10000000 + (minor) * 100000))
#pragma warning(push)
#pragma warning(disable : 4996)
#define TJ_DIAG_PUSH __pragma(warning(push)) __pragma(warning(disable : 4127 4702))
#define TJ_DIAG_POP __pragma(warning(pop))
#define TJ_PACK_BEGIN __pragma(pack(push, 1))
#define TJ_PACK_END __pragma(pack(pop))
#define TJ_FORCE_INLINE __forceinline
#define TJ_NOINLINE __declspec(noinline)
#define TJ_NOVTABLE __declspec(novtable)
#define TJ_ASSUME(e) __assume(e)
#define TJ_UNREACHABLE() __assume(0)
#define TJ_RESTRICT __restrict
#define TJ_UNALIGNED __unaligned
#define TJ_FUNCTION __FUNCSIG__
#define TJ_TRACE __noop
#define TJ_BREAK() __debugbreak()
#define TJ_FORMAT(buf, n, ...) _snprintf_s(buf, n, _TRUNCATE, __VA_ARGS__)
#if TJ_MSVC_VERSION_CHECK(16, 0)
#include <sal.h>
#define TJ_IN_Z _In_z_
#define TJ_OUT_CAP(n) _Out_cap_(n)
#define TJ_CHECK_RESULT _Check_return_ _Must_inspect_result_
#endif
typedef unsigned __int64 tj_u64;
typedef __int32 tj_i32;
typedef __w64 int tj_word;
#elif defined(__GNUC__) || defined(__clang__)
#define TJ_DIAG_PUSH _Pragma("GCC diagnostic push")
#define TJ_DIAG_POP _Pragma("GCC diagnostic pop")
#define TJ_PACK_BEGIN _Pragma("pack(push, 1)")
#define TJ_PACK_END _Pragma("pack(pop)")
#define TJ_FORCE_INLINE inline __attribute__((always_inline))
#define TJ_NOINLINE __attribute__((noinline))
#define TJ_NOVTABLE
#define TJ_ASSUME(e) ((e) ? (void)0 : __builtin_unreachable())
#define TJ_UNREACHABLE() __builtin_unreachable()
#define TJ_RESTRICT __restrict__
#define TJ_UNALIGNED
#define TJ_FUNCTION __PRETTY_FUNCTION__
#define TJ_TRACE(...) ((void)0)
#define TJ_BREAK() __builtin_trap()
#define TJ_FORMAT(buf, n, ...) snprintf(buf, n, __VA_ARGS__)
#define TJ_IN_Z
#define TJ_OUT_CAP(n)
#define TJ_CHECK_RESULT __attribute__((warn_unused_result))
typedef unsigned long long tj_u64;
typedef int tj_i32;
typedef long tj_word;
#else
#error "tinyjson: unknown compiler"
#endif

namespace tinyjson {

TJ_DIAG_PUSH

// A record laid out without padding, as a file format would be.
TJ_PACK_BEGIN
struct Header {
  char tag;
  tj_i32 count;
};
TJ_PACK_END
static_assert(sizeof(Header) == 1 + sizeof(tj_i32), "packed");

// The sink interface; Visual C++ leaves out its vtable store in the
// constructor.
struct TJ_NOVTABLE Sink {
  virtual ~Sink() {}
  virtual void put(const char *text, std::size_t n) = 0;
};

struct StringSink : Sink {
  std::string out;
  void put(const char *text, std::size_t n) override { out.append(text, n); }
};

TJ_FORCE_INLINE char hex_digit(int v) {
  switch (v >> 4) {
  case 0:
    return "0123456789abcdef"[v & 15];
  default:
    TJ_UNREACHABLE();
  }
  return '?';
}

inline void put_text(Sink &s, TJ_IN_Z const char *TJ_RESTRICT text) {
  TJ_ASSUME(text != nullptr);
  s.put(text, std::strlen(text));
}

TJ_NOINLINE inline void put_string(Sink &s, const std::string &v) {
  TJ_TRACE("put_string %s", v.c_str());
  put_text(s, "\"");
  for (char c : v) {
    if (c == '"' || c == '\\') {
      char esc[2] = {'\\', c};
      s.put(esc, 2);
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char esc[7] = {'\\', 'u', '0', '0', hex_digit((c >> 4) & 15),
                     hex_digit(c & 15), 0};
      put_text(s, esc);
    } else {
      s.put(&c, 1);
    }
  }
  put_text(s, "\"");
}

TJ_CHECK_RESULT inline int format_number(TJ_OUT_CAP(n) char *buf,
                                         std::size_t n, double v) {
  return TJ_FORMAT(buf, n, "%.6g", v);
}

inline void put_number(Sink &s, double v) {
  char buf[32];
  if (format_number(buf, sizeof buf, v) < 0)
    TJ_BREAK();
  put_text(s, buf);
}

// Reads a little-endian 64-bit count from a byte buffer at any alignment.
inline tj_u64 read_u64(const unsigned char TJ_UNALIGNED *p) {
  tj_u64 v = 0;
  for (int i = 7; i >= 0; --i)
    v = v << 8 | p[i];
  return v;
}

inline std::string array_of(const std::vector<double> &values) {
  StringSink s;
  put_text(s, "[");
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i)
      put_text(s, ",");
    put_number(s, values[i]);
  }
  put_text(s, "]");
  return s.out;
}

inline std::string object_of(const std::string &key,
                             const std::vector<double> &values) {
  StringSink s;
  put_text(s, "{");
  put_string(s, key);
  put_text(s, ":");
  std::string a = array_of(values);
  s.put(a.data(), a.size());
  put_text(s, "}");
  return s.out;
}

// Where a message comes from: the function's signature.
inline std::string where() { return TJ_FUNCTION; }

TJ_DIAG_POP

} // namespace tinyjson

#if defined(_MSC_VER)
#pragma warning(pop)
#endif
