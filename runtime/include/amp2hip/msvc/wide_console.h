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
// _tprintf under _UNICODE is wide_printf (wide_vfprintf of crt_stdio.h, as
// wprintf_s): MSVC's wide printf reads %s and %c as wide strings and
// characters (%hs as narrow), as here. Direct calls of wprintf or fwide
// still fix the C stream's orientation.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_WIDE_CONSOLE_H
#define AMP2HIP_MSVC_WIDE_CONSOLE_H

#include <amp2hip/msvc/crt.h> // wide_vfprintf
#include <amp2hip/msvc/utf8.h>
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
