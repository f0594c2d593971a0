//===- amp2hip/msvc/crt_stdio.h - The CRT's secure printf and scanf -------===//
//
// Part of crt.h, which includes it: the _s printf and scanf families of
// Visual C++'s CRT (printf_s, fprintf_s, vsnprintf_s, _vsnprintf_s,
// wprintf_s, swprintf_s ..., scanf_s, sscanf_s, fscanf_s, wscanf_s,
// swscanf_s ...) and _scprintf, with MSVC's meaning:
//
// - Formats are read as Visual C++ reads them: the size prefixes I64, I32
//   and I (%I64d, %Iu), and in the wide functions %s and %c are wide
//   strings and characters (%hs, %S narrow), in the narrow ones %S and %C
//   wide. glibc is given the standard spelling of each.
// - The scanf_s family takes, after the pointer of each %s, %c and %[, the
//   size of that buffer in elements (an unsigned int). A field that does not
//   fit is not written past the buffer: the buffer is emptied, errno is
//   ENOMEM and the call returns the fields assigned before it, as MSVC's
//   CRT does. The fields are read by glibc's scanf one at a time, each
//   string field with a width that fits its buffer.
// - Wide output (wprintf_s, fwprintf_s) is written as UTF-8 bytes, so that
//   it mixes with narrow output on one stream (see wide_console.h).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_CRT_H
#include <amp2hip/msvc/crt.h> // which includes this file where it belongs
#elif !defined(AMP2HIP_MSVC_CRT_STDIO_H)
#define AMP2HIP_MSVC_CRT_STDIO_H

#include <amp2hip/msvc/utf8.h>
#include <cerrno>
#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <cstring>
#include <cwchar>
#include <string>
#include <type_traits>

namespace amp2hip {
namespace msvc {

template <typename C> struct format_chars;
template <> struct format_chars<char> {
  static const char *flags() { return "-+ #0'123456789.*"; }
};
template <> struct format_chars<wchar_t> {
  static const wchar_t *flags() { return L"-+ #0'123456789.*"; }
};

template <typename C> inline bool char_in(C c, const C *set) {
  for (; *set; ++set)
    if (*set == c)
      return true;
  return false;
}

/// A conversion's length modifier as Visual C++ reads it (I64, I32, I, w
/// besides the standard ones), and whether a string or character
/// conversion means wide text.
struct length_modifier {
  char text[3] = {0, 0, 0}; ///< The standard spelling ("ll", "", "h" ...).
  bool narrow_text = false; ///< h: %hs, %hc are narrow.
  bool wide_text = false;   ///< l, w: %ls, %wc are wide.
};

/// Reads the length modifier at \p p (advanced past it).
template <typename C> inline length_modifier read_length(const C *&p) {
  length_modifier m;
  auto set = [&](const char *t) { std::strcpy(m.text, t); };
  if (p[0] == 'I' && p[1] == '6' && p[2] == '4') {
    set("ll");
    p += 3;
  } else if (p[0] == 'I' && p[1] == '3' && p[2] == '2') {
    p += 3;
  } else if (p[0] == 'I') {
    set("l"); // size_t and ptrdiff_t are long on 64-bit Linux
    ++p;
  } else if (p[0] == 'h' && p[1] == 'h') {
    set("hh");
    p += 2;
  } else if (p[0] == 'l' && p[1] == 'l') {
    set("ll");
    p += 2;
  } else if (p[0] == 'h') {
    set("h");
    m.narrow_text = true;
    ++p;
  } else if (p[0] == 'l' || p[0] == 'w') {
    set("l");
    m.wide_text = true;
    ++p;
  } else if (p[0] == 'L' || p[0] == 'j' || p[0] == 'z' || p[0] == 't' ||
             p[0] == 'q') {
    m.text[0] = static_cast<char>(p[0]);
    ++p;
  }
  return m;
}

/// Whether %s, %c, %[ (\p conv, lower case, or S and C) of a function whose
/// format is wide (\p wide_api) means wide text in Visual C++.
inline bool msvc_wide_text(char conv, const length_modifier &m, bool wide_api) {
  if (m.narrow_text)
    return false;
  if (m.wide_text)
    return true;
  bool upper = conv == 'S' || conv == 'C';
  return wide_api != upper;
}

/// \p fmt with Visual C++'s spellings written as glibc reads them (see the
/// top of the file); \p fmt itself when nothing differs.
template <typename C>
inline const C *printf_format(const C *fmt, std::basic_string<C> &store) {
  const bool wide_api = std::is_same<C, wchar_t>::value;
  bool changed = false;
  store.clear();
  for (const C *p = fmt; *p;) {
    store += *p;
    if (*p++ != '%')
      continue;
    if (*p == '%') {
      store += *p++;
      continue;
    }
    while (*p && char_in(*p, format_chars<C>::flags()))
      store += *p++;
    const C *at = p;
    length_modifier m = read_length(p);
    C conv = *p;
    if (conv == 's' || conv == 'c' || conv == 'S' || conv == 'C') {
      if (msvc_wide_text(static_cast<char>(conv), m, wide_api))
        store += 'l';
      store += static_cast<C>(conv == 'S' ? 's' : conv == 'C' ? 'c' : conv);
      ++p;
      changed = true;
      continue;
    }
    std::basic_string<C> standard;
    for (const char *t = m.text; *t; ++t)
      standard += static_cast<C>(*t);
    store += standard;
    changed |= std::basic_string<C>(at, p) != standard;
  }
  return changed ? store.c_str() : fmt;
}

/// Wide printf to a narrow stream: the text is formatted as MSVC's wide
/// printf reads the format and written as UTF-8 bytes.
inline int wide_vfprintf(std::FILE *f, const wchar_t *fmt, va_list ap) {
  if (!f || !fmt) {
    errno = EINVAL;
    return -1;
  }
  std::wstring store;
  const wchar_t *format = printf_format(fmt, store);
  std::wstring buf(256, L'\0');
  for (;;) {
    va_list copy;
    va_copy(copy, ap);
    int n = std::vswprintf(&buf[0], buf.size(), format, copy);
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

/// The characters a wide format writes, without the terminating null.
inline int wide_vcount(const wchar_t *fmt, va_list ap) {
  std::wstring store;
  const wchar_t *format = printf_format(fmt, store);
  std::wstring buf(256, L'\0');
  for (;;) {
    va_list copy;
    va_copy(copy, ap);
    int n = std::vswprintf(&buf[0], buf.size(), format, copy);
    va_end(copy);
    if (n >= 0 || buf.size() > (1u << 24))
      return n;
    buf.resize(buf.size() * 4);
  }
}

/// _vsnprintf_s: at most \p count characters (all that fit, with
/// _TRUNCATE), and an error, with the buffer emptied, when they do not fit
/// in \p size.
inline int vsnprintf_s_impl(char *buf, size_t size, size_t count,
                            const char *fmt, va_list ap) {
  if (!buf || size == 0 || !fmt) {
    errno = EINVAL;
    return -1;
  }
  std::string store;
  const char *format = printf_format(fmt, store);
  size_t limit = count == _TRUNCATE || count >= size ? size : count + 1;
  int n = std::vsnprintf(buf, limit, format, ap);
  if (n >= 0 && static_cast<size_t>(n) < limit)
    return n;
  if (n >= 0 && (count == _TRUNCATE || count < size))
    return -1; // truncated to fit, as asked
  buf[0] = '\0';
  errno = ERANGE;
  return -1;
}

inline int vsnwprintf_s_impl(wchar_t *buf, size_t size, size_t count,
                             const wchar_t *fmt, va_list ap) {
  if (!buf || size == 0 || !fmt) {
    errno = EINVAL;
    return -1;
  }
  va_list copy;
  va_copy(copy, ap);
  int needed = wide_vcount(fmt, copy);
  va_end(copy);
  if (needed < 0) {
    buf[0] = L'\0';
    errno = EINVAL;
    return -1;
  }
  size_t limit = count == _TRUNCATE || count >= size ? size : count + 1;
  std::wstring store;
  const wchar_t *format = printf_format(fmt, store);
  if (static_cast<size_t>(needed) < limit) {
    std::vswprintf(buf, limit, format, ap);
    return needed;
  }
  if (count != _TRUNCATE && count >= size) {
    buf[0] = L'\0';
    errno = ERANGE;
    return -1;
  }
  // Truncated to fit: glibc's vswprintf writes nothing useful when the text
  // is too long, so format whole and copy the part that fits.
  std::wstring whole(static_cast<size_t>(needed) + 1, L'\0');
  std::vswprintf(&whole[0], whole.size(), format, ap);
  std::wmemcpy(buf, whole.data(), limit - 1);
  buf[limit - 1] = L'\0';
  return -1;
}

// ---- scanf_s ------------------------------------------------------------

/// A string read by the scanf_s family: sscanf and swscanf from a position
/// that advances by what each field consumed.
template <typename C> struct scan_string {
  const C *at;
  template <typename... A> int operator()(const C *fmt, A... args) {
    return call(at, fmt, args...);
  }
  void consumed(int n) { at += n; }

private:
  template <typename... A>
  static int call(const char *in, const char *fmt, A... args) {
    return std::sscanf(in, fmt, args...);
  }
  template <typename... A>
  static int call(const wchar_t *in, const wchar_t *fmt, A... args) {
    return std::swscanf(in, fmt, args...);
  }
};

/// A stream read by the scanf_s family (fscanf or fwscanf).
template <typename C> struct scan_stream {
  std::FILE *file;
  template <typename... A> int operator()(const C *fmt, A... args) {
    return call(file, fmt, args...);
  }
  void consumed(int) {}

private:
  template <typename... A>
  static int call(std::FILE *f, const char *fmt, A... args) {
    return std::fscanf(f, fmt, args...);
  }
  template <typename... A>
  static int call(std::FILE *f, const wchar_t *fmt, A... args) {
    return std::fwscanf(f, fmt, args...);
  }
};

template <typename C>
inline void append_number(std::basic_string<C> &s, unsigned long n) {
  char digits[24];
  std::snprintf(digits, sizeof digits, "%lu", n);
  for (const char *d = digits; *d; ++d)
    s += static_cast<C>(*d);
}

template <typename C>
inline void append_ascii(std::basic_string<C> &s, const char *text) {
  for (; *text; ++text)
    s += static_cast<C>(*text);
}

/// The scanf_s family's engine: reads \p fmt field by field from \p in,
/// taking a buffer size after each %s, %c and %[ pointer (see the top of
/// the file). Returns the fields assigned, or EOF when the input ended
/// before the first field completed.
template <typename C, typename Source>
inline int vscan_s(Source &in, const C *fmt, va_list ap) {
  const bool wide_api = std::is_same<C, wchar_t>::value;
  if (!fmt) {
    errno = EINVAL;
    return EOF;
  }
  int assigned = 0;
  bool completed = false;
  long long total = 0; // characters consumed, for %n
  std::basic_string<C> seg;
  const C *p = fmt;
  // Runs seg (literal text and at most one field) followed by %n; the
  // characters it consumed, or -1 when it failed before its end.
  auto run = [&](void *target, int &result) -> int {
    int n = -1;
    append_ascii(seg, "%n");
    result = target ? in(seg.c_str(), target, &n) : in(seg.c_str(), &n);
    if (n >= 0) {
      in.consumed(n);
      total += n;
    }
    return n;
  };
  for (;;) {
    seg.clear();
    while (*p && !(p[0] == '%' && p[1] != '%')) {
      if (*p == '%')
        seg += *p++;
      seg += *p++;
    }
    int r = 0;
    if (!*p) {
      if (!seg.empty())
        run(nullptr, r);
      return !completed && r == EOF ? EOF : assigned;
    }
    ++p; // '%'
    bool suppress = *p == '*';
    if (suppress)
      ++p;
    unsigned long width = 0;
    while (*p >= '0' && *p <= '9')
      width = width * 10 + static_cast<unsigned long>(*p++ - '0');
    length_modifier m = read_length(p);
    C conv = *p;
    if (!conv)
      return assigned; // an incomplete conversion: as a matching failure
    ++p;
    std::basic_string<C> scanset;
    if (conv == '[') {
      const C *q = p;
      if (*q == '^')
        ++q;
      if (*q == ']')
        ++q;
      while (*q && *q != ']')
        ++q;
      if (!*q)
        return assigned;
      scanset.assign(p, q + 1); // up to and with the ']'
      p = q + 1;
    }

    if (conv == 'n') {
      if (run(nullptr, r) < 0)
        return !completed && r == EOF ? EOF : assigned;
      if (!suppress) {
        void *target = va_arg(ap, void *);
        if (std::strcmp(m.text, "hh") == 0)
          *static_cast<signed char *>(target) = static_cast<signed char>(total);
        else if (std::strcmp(m.text, "h") == 0)
          *static_cast<short *>(target) = static_cast<short>(total);
        else if (m.text[0])
          *static_cast<long long *>(target) = total;
        else
          *static_cast<int *>(target) = static_cast<int>(total);
      }
      continue;
    }

    bool text =
        conv == 's' || conv == 'c' || conv == 'S' || conv == 'C' || conv == '[';
    if (!text) {
      seg += '%';
      if (suppress)
        seg += '*';
      if (width)
        append_number(seg, width);
      append_ascii(seg, m.text);
      seg += conv;
      void *target = suppress ? nullptr : va_arg(ap, void *);
      if (run(target, r) < 0)
        return !completed && r == EOF ? EOF : assigned;
      completed = true;
      if (target && r > 0)
        ++assigned;
      continue;
    }

    bool wide_target = msvc_wide_text(
        static_cast<char>(conv == '[' ? 's' : conv), m, wide_api);
    char base = conv == 'S' || conv == 's' ? 's' : conv == '[' ? '[' : 'c';
    void *target = nullptr;
    unsigned size = 0;
    if (!suppress) {
      target = va_arg(ap, void *);
      size = va_arg(ap, unsigned);
      if (!target || size == 0) {
        errno = EINVAL;
        return assigned;
      }
    }
    auto clear = [&] {
      if (wide_target)
        *static_cast<wchar_t *>(target) = L'\0';
      else
        *static_cast<char *>(target) = '\0';
    };
    unsigned long read_width = width;
    bool probe = false; // whether a longer field must be looked for
    if (!suppress) {
      if (base == 'c') {
        if ((width ? width : 1) > size) {
          clear();
          errno = ENOMEM;
          return assigned;
        }
      } else if (size == 1) { // no room for one character and the null
        clear();
        errno = ENOMEM;
        return assigned;
      } else if (!width || width >= size) {
        read_width = size - 1;
        probe = true;
      }
    }
    seg += '%';
    if (suppress)
      seg += '*';
    if (read_width)
      append_number(seg, read_width);
    if (wide_target)
      seg += 'l';
    seg += static_cast<C>(base);
    if (base == '[')
      seg += scanset;
    if (run(target, r) < 0)
      return !completed && r == EOF ? EOF : assigned;
    completed = true;
    if (suppress)
      continue;
    if (probe) {
      // One more character of the field means it did not fit.
      seg.clear();
      append_ascii(seg, "%1");
      if (wide_target)
        seg += 'l';
      seg += '[';
      if (base == 's')
        append_ascii(seg, "^ \t\n\v\f\r]");
      else
        seg += scanset;
      wchar_t extra[32]; // one character, narrow or wide, and its null
      int more = in(seg.c_str(), static_cast<void *>(extra));
      if (more == 1) {
        clear();
        errno = ENOMEM;
        return assigned;
      }
    }
    if (r > 0)
      ++assigned;
  }
}

} // namespace msvc
} // namespace amp2hip

// ---- printf_s ------------------------------------------------------------

inline int vfprintf_s(std::FILE *f, const char *fmt, va_list ap) {
  if (!f || !fmt) {
    errno = EINVAL;
    return -1;
  }
  std::string store;
  return std::vfprintf(f, amp2hip::msvc::printf_format(fmt, store), ap);
}
inline int fprintf_s(std::FILE *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vfprintf_s(f, fmt, ap);
  va_end(ap);
  return n;
}
inline int vprintf_s(const char *fmt, va_list ap) {
  return vfprintf_s(stdout, fmt, ap);
}
inline int printf_s(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vfprintf_s(stdout, fmt, ap);
  va_end(ap);
  return n;
}

inline int vfwprintf_s(std::FILE *f, const wchar_t *fmt, va_list ap) {
  return amp2hip::msvc::wide_vfprintf(f, fmt, ap);
}
inline int fwprintf_s(std::FILE *f, const wchar_t *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = amp2hip::msvc::wide_vfprintf(f, fmt, ap);
  va_end(ap);
  return n;
}
inline int vwprintf_s(const wchar_t *fmt, va_list ap) {
  return amp2hip::msvc::wide_vfprintf(stdout, fmt, ap);
}
inline int wprintf_s(const wchar_t *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = amp2hip::msvc::wide_vfprintf(stdout, fmt, ap);
  va_end(ap);
  return n;
}

inline int vsnprintf_s(char *buf, size_t size, size_t count, const char *fmt,
                       va_list ap) {
  return amp2hip::msvc::vsnprintf_s_impl(buf, size, count, fmt, ap);
}
template <size_t N>
inline int vsnprintf_s(char (&buf)[N], size_t count, const char *fmt,
                       va_list ap) {
  return amp2hip::msvc::vsnprintf_s_impl(buf, N, count, fmt, ap);
}
inline int _vsnprintf_s(char *buf, size_t size, size_t count, const char *fmt,
                        va_list ap) {
  return amp2hip::msvc::vsnprintf_s_impl(buf, size, count, fmt, ap);
}
template <size_t N>
inline int _vsnprintf_s(char (&buf)[N], size_t count, const char *fmt,
                        va_list ap) {
  return amp2hip::msvc::vsnprintf_s_impl(buf, N, count, fmt, ap);
}
template <size_t N>
inline int _snprintf_s(char (&buf)[N], size_t count, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = amp2hip::msvc::vsnprintf_s_impl(buf, N, count, fmt, ap);
  va_end(ap);
  return n;
}

inline int _vsnwprintf_s(wchar_t *buf, size_t size, size_t count,
                         const wchar_t *fmt, va_list ap) {
  return amp2hip::msvc::vsnwprintf_s_impl(buf, size, count, fmt, ap);
}
inline int _snwprintf_s(wchar_t *buf, size_t size, size_t count,
                        const wchar_t *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = amp2hip::msvc::vsnwprintf_s_impl(buf, size, count, fmt, ap);
  va_end(ap);
  return n;
}
template <size_t N>
inline int _snwprintf_s(wchar_t (&buf)[N], size_t count, const wchar_t *fmt,
                        ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = amp2hip::msvc::vsnwprintf_s_impl(buf, N, count, fmt, ap);
  va_end(ap);
  return n;
}

/// The characters a format writes, without the terminating null.
inline int _vscprintf(const char *fmt, va_list ap) {
  if (!fmt) {
    errno = EINVAL;
    return -1;
  }
  std::string store;
  return std::vsnprintf(nullptr, 0, amp2hip::msvc::printf_format(fmt, store),
                        ap);
}
inline int _scprintf(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = _vscprintf(fmt, ap);
  va_end(ap);
  return n;
}
inline int _vscwprintf(const wchar_t *fmt, va_list ap) {
  if (!fmt) {
    errno = EINVAL;
    return -1;
  }
  return amp2hip::msvc::wide_vcount(fmt, ap);
}
inline int _scwprintf(const wchar_t *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = _vscwprintf(fmt, ap);
  va_end(ap);
  return n;
}

// ---- scanf_s -------------------------------------------------------------

inline int vsscanf_s(const char *input, const char *fmt, va_list ap) {
  if (!input) {
    errno = EINVAL;
    return EOF;
  }
  amp2hip::msvc::scan_string<char> in{input};
  return amp2hip::msvc::vscan_s(in, fmt, ap);
}
inline int sscanf_s(const char *input, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsscanf_s(input, fmt, ap);
  va_end(ap);
  return n;
}
/// At most \p count characters of \p input.
inline int _snscanf_s(const char *input, size_t count, const char *fmt, ...) {
  if (!input) {
    errno = EINVAL;
    return EOF;
  }
  std::string text(input, strnlen(input, count));
  va_list ap;
  va_start(ap, fmt);
  int n = vsscanf_s(text.c_str(), fmt, ap);
  va_end(ap);
  return n;
}
inline int vfscanf_s(std::FILE *f, const char *fmt, va_list ap) {
  if (!f) {
    errno = EINVAL;
    return EOF;
  }
  amp2hip::msvc::scan_stream<char> in{f};
  return amp2hip::msvc::vscan_s(in, fmt, ap);
}
inline int fscanf_s(std::FILE *f, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vfscanf_s(f, fmt, ap);
  va_end(ap);
  return n;
}
inline int vscanf_s(const char *fmt, va_list ap) {
  return vfscanf_s(stdin, fmt, ap);
}
inline int scanf_s(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vfscanf_s(stdin, fmt, ap);
  va_end(ap);
  return n;
}

inline int vswscanf_s(const wchar_t *input, const wchar_t *fmt, va_list ap) {
  if (!input) {
    errno = EINVAL;
    return EOF;
  }
  amp2hip::msvc::scan_string<wchar_t> in{input};
  return amp2hip::msvc::vscan_s(in, fmt, ap);
}
inline int swscanf_s(const wchar_t *input, const wchar_t *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vswscanf_s(input, fmt, ap);
  va_end(ap);
  return n;
}
inline int _snwscanf_s(const wchar_t *input, size_t count, const wchar_t *fmt,
                       ...) {
  if (!input) {
    errno = EINVAL;
    return EOF;
  }
  std::wstring text(input, wcsnlen(input, count));
  va_list ap;
  va_start(ap, fmt);
  int n = vswscanf_s(text.c_str(), fmt, ap);
  va_end(ap);
  return n;
}
inline int vfwscanf_s(std::FILE *f, const wchar_t *fmt, va_list ap) {
  if (!f) {
    errno = EINVAL;
    return EOF;
  }
  amp2hip::msvc::scan_stream<wchar_t> in{f};
  return amp2hip::msvc::vscan_s(in, fmt, ap);
}
inline int fwscanf_s(std::FILE *f, const wchar_t *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vfwscanf_s(f, fmt, ap);
  va_end(ap);
  return n;
}
inline int vwscanf_s(const wchar_t *fmt, va_list ap) {
  return vfwscanf_s(stdin, fmt, ap);
}
inline int wscanf_s(const wchar_t *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vfwscanf_s(stdin, fmt, ap);
  va_end(ap);
  return n;
}

#endif // AMP2HIP_MSVC_CRT_STDIO_H
