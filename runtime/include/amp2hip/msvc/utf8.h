//===- amp2hip/msvc/utf8.h - Narrow text as UTF-8, wide as UTF-32 ---------===//
//
// Windows' wide text is UTF-16 in wchar_t; Linux's wchar_t holds UTF-32, and
// its narrow text is UTF-8 (whatever the locale says, in practice). The
// companions convert between the two here: the wide console streams, wmain's
// arguments, ATL's string conversions and the CRT's wide printf.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_UTF8_H
#define AMP2HIP_MSVC_UTF8_H

#include <cstddef>
#include <cstring>
#include <string>

namespace amp2hip {
namespace msvc {

/// Appends the UTF-8 encoding of \p wc (UTF-32 on Linux) to \p out; a value
/// beyond Unicode becomes '?'.
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

/// UTF-8 to UTF-32 (\p n bytes); a byte that does not start a valid
/// sequence stands for itself, so any bytes convert and come back.
inline std::wstring from_utf8(const char *s, std::size_t n) {
  std::wstring out;
  const auto *p = reinterpret_cast<const unsigned char *>(s);
  const auto *end = p + n;
  while (p < end) {
    unsigned c = *p;
    int extra = c >= 0xF0 && c < 0xF8   ? 3
                : c >= 0xE0 && c < 0xF0 ? 2
                : c >= 0xC0 && c < 0xE0 ? 1
                                        : 0;
    unsigned long v = extra == 3 ? c & 0x07 : extra == 2 ? c & 0x0F : c & 0x1F;
    bool ok = extra > 0 && end - p > extra;
    for (int i = 1; ok && i <= extra; ++i)
      ok = (p[i] & 0xC0) == 0x80;
    if (!ok) {
      out += static_cast<wchar_t>(c);
      ++p;
      continue;
    }
    for (int i = 1; i <= extra; ++i)
      v = (v << 6) | (p[i] & 0x3F);
    out += static_cast<wchar_t>(v);
    p += extra + 1;
  }
  return out;
}

inline std::wstring from_utf8(const char *s) {
  return from_utf8(s, std::strlen(s));
}

} // namespace msvc
} // namespace amp2hip

#endif // AMP2HIP_MSVC_UTF8_H
