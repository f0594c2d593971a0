//===- amp2hip/msvc/atlconv.h - ATL's string conversions ------------------===//
//
// ATL's conversions between narrow and wide text, which console programs
// take from <atlbase.h> or <atlconv.h>:
//
// - The classes CA2W, CW2A, CA2T, CT2A, CW2T, CT2W, CA2CT, CT2CA, CW2CT,
//   CT2CW, CA2CA, CW2CW, COLE2T, CT2OLE, COLE2CT, CT2COLE (and the ...EX
//   templates behind them) hold the converted text and convert to a pointer
//   to it: a temporary's text lives until the end of the full expression
//   (`f(CA2W(s))`), a variable's as long as the variable, as in ATL.
// - The macros A2W, W2A, A2T, T2A, W2T, T2W, A2CW, W2CA, A2CT, T2CA, W2CT,
//   T2CW, OLE2A, A2OLE, OLE2T, T2OLE, OLE2CT, T2COLE need USES_CONVERSION;
//   earlier in the block, as in ATL; their text lives until that block
//   ends (ATL's lived until the function returned). A null pointer
//   converts to a null pointer.
//
// Narrow text is UTF-8, Linux's narrow encoding, whatever code page is
// asked (CP_ACP, CP_UTF8 ...); a byte that is not UTF-8 becomes the
// character of that value, and back. Wide text is wchar_t (UTF-32 on
// Linux). T is wide under _UNICODE, narrow otherwise, as for <tchar.h>.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_ATLCONV_H
#define AMP2HIP_MSVC_ATLCONV_H

#include <amp2hip/msvc/utf8.h>
#include <amp2hip/msvc/windows.h>
#include <cstring>
#include <cwchar>
#include <forward_list>
#include <string>

#ifndef CP_ACP
#define CP_ACP 0
#define CP_OEMCP 1
#define CP_MACCP 2
#define CP_THREAD_ACP 3
#define CP_UTF7 65000
#define CP_UTF8 65001
#endif

namespace amp2hip {
namespace msvc {
namespace atl {

inline std::wstring to_wide(const char *s) { return from_utf8(s); }
inline std::wstring to_wide(const wchar_t *s) { return s; }
inline std::string to_narrow(const wchar_t *s) {
  return to_utf8(s, std::wcslen(s));
}
inline std::string to_narrow(const char *s) { return s; }

/// A copy of \p From's text as \p To characters (ATL's CA2W, CW2A, CA2A,
/// CW2W), or a null pointer for a null pointer.
template <typename From, typename To> class converted {
public:
  converted(const From *text, unsigned /*code_page*/ = CP_ACP) {
    if (text) {
      store = convert(text);
      m_psz = &store[0];
    }
  }
  converted(const converted &) = delete;
  converted &operator=(const converted &) = delete;
  operator To *() const noexcept { return m_psz; }

  To *m_psz = nullptr;

private:
  static std::basic_string<To> convert(const char *s) {
    return convert_to(s, static_cast<To *>(nullptr));
  }
  static std::basic_string<To> convert(const wchar_t *s) {
    return convert_to(s, static_cast<To *>(nullptr));
  }
  template <typename S> static std::wstring convert_to(const S *s, wchar_t *) {
    return to_wide(s);
  }
  template <typename S> static std::string convert_to(const S *s, char *) {
    return to_narrow(s);
  }
  std::basic_string<To> store;
};

/// The text itself, when no conversion is needed (ATL's CA2CA, CW2CW).
template <typename C> class unconverted {
public:
  unconverted(const C *text, unsigned /*code_page*/ = CP_ACP) : m_psz(text) {}
  unconverted(const unconverted &) = delete;
  unconverted &operator=(const unconverted &) = delete;
  operator const C *() const noexcept { return m_psz; }

  const C *m_psz;
};

/// What USES_CONVERSION declares: the texts the conversion macros made,
/// kept until the block ends.
class conversions {
public:
  wchar_t *wide(const char *s) { return keep(s, wides); }
  wchar_t *wide(const wchar_t *s) { return keep(s, wides); }
  char *narrow(const wchar_t *s) { return keep(s, narrows); }
  char *narrow(const char *s) { return keep(s, narrows); }

private:
  template <typename S>
  static wchar_t *keep(const S *s, std::forward_list<std::wstring> &list) {
    if (!s)
      return nullptr;
    list.push_front(to_wide(s));
    return &list.front()[0];
  }
  template <typename S>
  static char *keep(const S *s, std::forward_list<std::string> &list) {
    if (!s)
      return nullptr;
    list.push_front(to_narrow(s));
    return &list.front()[0];
  }
  std::forward_list<std::wstring> wides;
  std::forward_list<std::string> narrows;
};

} // namespace atl
} // namespace msvc
} // namespace amp2hip

namespace ATL {
template <int N = 128>
using CA2WEX = ::amp2hip::msvc::atl::converted<char, wchar_t>;
template <int N = 128>
using CW2AEX = ::amp2hip::msvc::atl::converted<wchar_t, char>;
template <int N = 128>
using CA2AEX = ::amp2hip::msvc::atl::converted<char, char>;
template <int N = 128>
using CW2WEX = ::amp2hip::msvc::atl::converted<wchar_t, wchar_t>;
template <int N = 128> using CA2CAEX = ::amp2hip::msvc::atl::unconverted<char>;
template <int N = 128>
using CW2CWEX = ::amp2hip::msvc::atl::unconverted<wchar_t>;
typedef CA2WEX<> CA2W;
typedef CW2AEX<> CW2A;
typedef CA2AEX<> CA2A;
typedef CW2WEX<> CW2W;
typedef CA2CAEX<> CA2CA;
typedef CW2CWEX<> CW2CW;
#ifdef _UNICODE
typedef CA2W CA2T;
typedef CW2A CT2A;
typedef CW2W CW2T;
typedef CW2W CT2W;
typedef CA2W CA2CT;
typedef CW2A CT2CA;
typedef CW2CW CW2CT;
typedef CW2CW CT2CW;
typedef CW2W COLE2T;
typedef CW2W CT2OLE;
typedef CW2CW COLE2CT;
typedef CW2CW CT2COLE;
#else
typedef CA2A CA2T;
typedef CA2A CT2A;
typedef CW2A CW2T;
typedef CA2W CT2W;
typedef CA2CA CA2CT;
typedef CA2CA CT2CA;
typedef CW2A CW2CT;
typedef CA2W CT2CW;
typedef CW2A COLE2T;
typedef CA2W CT2OLE;
typedef CW2A COLE2CT;
typedef CA2W CT2COLE;
#endif
} // namespace ATL

// ATL's headers bring its namespace in unless _ATL_NO_AUTOMATIC_NAMESPACE.
#ifndef _ATL_NO_AUTOMATIC_NAMESPACE
using namespace ATL;
#endif

#define USES_CONVERSION                                                        \
  ::amp2hip::msvc::atl::conversions amp2hip_conversions_;                      \
  (void)amp2hip_conversions_
#define A2W(s) (amp2hip_conversions_.wide(s))
#define W2A(s) (amp2hip_conversions_.narrow(s))
#define A2CW(s) (static_cast<const wchar_t *>(A2W(s)))
#define W2CA(s) (static_cast<const char *>(W2A(s)))
#define OLE2A(s) W2A(s)
#define A2OLE(s) A2W(s)
#define OLE2CA(s) W2CA(s)
#define A2COLE(s) A2CW(s)
#ifdef _UNICODE
#define A2T(s) A2W(s)
#define T2A(s) W2A(s)
#define W2T(s) (amp2hip_conversions_.wide(s))
#define T2W(s) (amp2hip_conversions_.wide(s))
#else
#define A2T(s) (amp2hip_conversions_.narrow(s))
#define T2A(s) (amp2hip_conversions_.narrow(s))
#define W2T(s) W2A(s)
#define T2W(s) A2W(s)
#endif
#define A2CT(s) (static_cast<const ::amp2hip::msvc::atl::tchar *>(A2T(s)))
#define T2CA(s) (static_cast<const char *>(T2A(s)))
#define W2CT(s) (static_cast<const ::amp2hip::msvc::atl::tchar *>(W2T(s)))
#define T2CW(s) (static_cast<const wchar_t *>(T2W(s)))
#define OLE2T(s) W2T(s)
#define T2OLE(s) T2W(s)
#define OLE2CT(s) W2CT(s)
#define T2COLE(s) T2CW(s)

namespace amp2hip {
namespace msvc {
namespace atl {
#ifdef _UNICODE
typedef wchar_t tchar;
#else
typedef char tchar;
#endif
} // namespace atl
} // namespace msvc
} // namespace amp2hip

#endif // AMP2HIP_MSVC_ATLCONV_H
