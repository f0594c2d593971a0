//===- amp2hip/msvc/wide_console.h - Wide and narrow output together ------===//
//
// Windows programs mix std::cout and printf with std::wcout freely. glibc
// gives each C stream one orientation, fixed by its first use: once stdout
// has printed narrow text, wide output to it fails (and the reverse), and
// with libstdc++'s default synchronisation std::wcout writes through stdout.
// Here std::wcout, std::wcerr and std::wclog encode their text as UTF-8 and
// write it as bytes to stdout and stderr, so every stream stays narrow and
// all of a program's output appears, in order. The translator includes this
// header in each file that uses the wide standard streams (and tchar.h does
// under _UNICODE); the switch happens once, before main.
//
// _tprintf under _UNICODE is wide_printf: MSVC's wide printf reads %s and %c
// as wide strings and characters (%hs as narrow), as here. Direct calls of
// wprintf or fwide still fix the C stream's orientation.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_WIDE_CONSOLE_H
#define AMP2HIP_MSVC_WIDE_CONSOLE_H

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cwchar>
#include <cwctype>
#include <iostream>
#include <streambuf>
#include <string>

namespace amp2hip {
namespace msvc {

/// Appends the UTF-8 encoding of \p c (UTF-32 on Linux) to \p out.
inline void append_utf8(std::string &out, wchar_t wc) {
  auto c = static_cast<unsigned long>(wc);
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x110000) {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += '?';
  }
}

inline std::string to_utf8(const wchar_t *s, std::size_t n) {
  std::string out;
  out.reserve(n);
  for (std::size_t i = 0; i < n; ++i)
    append_utf8(out, s[i]);
  return out;
}

/// A wide stream buffer that writes UTF-8 bytes to a narrow C stream.
class narrow_wide_buf : public std::wstreambuf {
public:
  explicit narrow_wide_buf(std::FILE *f) : file(f) {}

protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof()))
      return traits_type::not_eof(c);
    wchar_t w = traits_type::to_char_type(c);
    return write(&w, 1) ? c : traits_type::eof();
  }
  std::streamsize xsputn(const wchar_t *s, std::streamsize n) override {
    return write(s, static_cast<std::size_t>(n)) ? n : 0;
  }
  int sync() override { return std::fflush(file) == 0 ? 0 : -1; }

private:
  bool write(const wchar_t *s, std::size_t n) {
    std::string bytes = to_utf8(s, n);
    return std::fwrite(bytes.data(), 1, bytes.size(), file) == bytes.size();
  }
  std::FILE *file;
};

inline bool install_wide_console() {
  static std::ios_base::Init init; // the standard streams exist from here
  // Never destroyed: other objects' destructors may still print.
  std::wcout.rdbuf(new narrow_wide_buf(stdout));
  std::wcerr.rdbuf(new narrow_wide_buf(stderr));
  std::wclog.rdbuf(new narrow_wide_buf(stderr));
  return true;
}

/// Runs once per program, during static initialisation.
#if __cplusplus >= 201703L
inline const bool wide_console_installed = install_wide_console();
#else
// C++14: a class template's static member is likewise one per program;
// each unit that includes this uses it, so that it is initialised.
template <class = void> struct wide_console_once {
  static const bool installed;
};
template <class T>
const bool wide_console_once<T>::installed = install_wide_console();
static const bool *const wide_console_installed =
    &wide_console_once<>::installed;
#endif

/// MSVC's wide format: %s and %c take wide arguments, %hs and %hc narrow
/// ones. glibc's take narrow ones unless written %ls, %lc.
inline std::wstring msvc_wide_format(const wchar_t *fmt) {
  std::wstring out;
  for (const wchar_t *p = fmt; *p; ++p) {
    out += *p;
    if (*p != L'%')
      continue;
    if (p[1] == L'%') {
      out += *++p;
      continue;
    }
    // Flags, width, precision, then the length modifier and conversion.
    while (p[1] && std::wcschr(L"-+ #0123456789.*", p[1]))
      out += *++p;
    if (p[1] == L'h' && (p[2] == L's' || p[2] == L'c')) {
      ++p; // narrow: glibc's plain %s / %c
      continue;
    }
    if (p[1] == L's' || p[1] == L'c')
      out += L'l';
  }
  return out;
}

inline int wide_vfprintf(std::FILE *f, const wchar_t *fmt, va_list ap) {
  std::wstring format = msvc_wide_format(fmt);
  std::wstring buf(256, L'\0');
  for (;;) {
    va_list copy;
    va_copy(copy, ap);
    int n = std::vswprintf(&buf[0], buf.size(), format.c_str(), copy);
    va_end(copy);
    if (n >= 0) {
      std::string bytes = to_utf8(buf.data(), static_cast<std::size_t>(n));
      std::fwrite(bytes.data(), 1, bytes.size(), f);
      return n;
    }
    if (buf.size() > (1u << 24))
      return -1;
    buf.resize(buf.size() * 4);
  }
}

inline int wide_printf(const wchar_t *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = wide_vfprintf(stdout, fmt, ap);
  va_end(ap);
  return n;
}

inline int wide_fprintf(std::FILE *f, const wchar_t *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = wide_vfprintf(f, fmt, ap);
  va_end(ap);
  return n;
}

inline int wide_icmp(const wchar_t *a, const wchar_t *b) {
  for (;; ++a, ++b) {
    std::wint_t x = std::towlower(*a), y = std::towlower(*b);
    if (x != y || !*a)
      return x < y ? -1 : x > y ? 1 : 0;
  }
}

inline int wide_atoi(const wchar_t *s) {
  return static_cast<int>(std::wcstol(s, nullptr, 10));
}
inline long wide_atol(const wchar_t *s) { return std::wcstol(s, nullptr, 10); }
inline double wide_atof(const wchar_t *s) { return std::wcstod(s, nullptr); }

} // namespace msvc
} // namespace amp2hip

#endif // AMP2HIP_MSVC_WIDE_CONSOLE_H
