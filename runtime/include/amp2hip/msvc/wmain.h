//===- amp2hip/msvc/wmain.h - main for a program that defines wmain -------===//
//
// Visual C++ starts a Unicode program at wmain(int, wchar_t *[]) (or _tmain
// under _UNICODE). Linux starts every program at main(int, char *[]). The
// translator writes, after a program's wmain, a main that calls
// amp2hip::msvc::run_wmain(argc, argv, wmain): the arguments (UTF-8 on
// Linux; bytes that are not UTF-8 are kept one for one) become wide strings
// that live until the program ends, and wide output is set up to mix with
// narrow output (amp2hip/msvc/wide_console.h).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_WMAIN_H
#define AMP2HIP_MSVC_WMAIN_H

#include <amp2hip/msvc/wide_console.h>
#include <string>
#include <vector>

extern char **environ;

namespace amp2hip {
namespace msvc {

/// UTF-8 to UTF-32; a byte that does not start a valid sequence stands for
/// itself.
inline std::wstring from_utf8(const char *s) {
  std::wstring out;
  const auto *p = reinterpret_cast<const unsigned char *>(s);
  while (*p) {
    unsigned c = *p;
    int extra = c >= 0xF0 && c < 0xF8   ? 3
                : c >= 0xE0 && c < 0xF0 ? 2
                : c >= 0xC0 && c < 0xE0 ? 1
                                        : 0;
    unsigned long v = extra == 3 ? c & 0x07 : extra == 2 ? c & 0x0F : c & 0x1F;
    bool ok = extra > 0;
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

/// Wide copies of a null-terminated vector of strings, kept for the whole
/// program (wmain may keep pointers into them).
inline wchar_t **widen_all(char **list) {
  static std::vector<std::vector<std::wstring>> keep;
  keep.emplace_back();
  auto &strings = keep.back();
  for (char **p = list; p && *p; ++p)
    strings.push_back(from_utf8(*p));
  auto *out = new wchar_t *[strings.size() + 1];
  for (std::size_t i = 0; i < strings.size(); ++i)
    out[i] = &strings[i][0];
  out[strings.size()] = nullptr;
  return out;
}

inline int run_wmain(int argc, char **argv, int (*wmain_fn)(int, wchar_t **)) {
  return wmain_fn(argc, widen_all(argv));
}
inline int run_wmain(int argc, char **argv,
                     int (*wmain_fn)(int, wchar_t **, wchar_t **)) {
  return wmain_fn(argc, widen_all(argv), widen_all(environ));
}
inline int run_wmain(int, char **, int (*wmain_fn)()) { return wmain_fn(); }

} // namespace msvc
} // namespace amp2hip

#endif // AMP2HIP_MSVC_WMAIN_H
