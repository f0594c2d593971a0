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

#include <amp2hip/msvc/utf8.h>
#include <amp2hip/msvc/wide_console.h>
#include <string>
#include <vector>

extern char **environ;

namespace amp2hip {
namespace msvc {

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
