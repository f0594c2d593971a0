//===- amp2hip/msvc/tchar.h - <tchar.h>, Visual C++'s generic text --------===//
//
// Visual C++'s generic-text mappings. Without _UNICODE (a project whose
// CharacterSet is not Unicode, or a command line without -D_UNICODE):
// _TCHAR is char, _T("x") is "x", _tmain is main. With _UNICODE (Visual
// Studio's default CharacterSet): _TCHAR is wchar_t, _T("x") is L"x", _tmain
// is wmain, which the translator's output calls from a main of its own
// (amp2hip/msvc/wmain.h) with the arguments converted. Wide output goes
// through amp2hip/msvc/wide_console.h, so that it mixes with narrow output.
// Programs translated by amp2hip include this header as
// <amp2hip/msvc/tchar.h>.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_TCHAR_H
#define AMP2HIP_MSVC_TCHAR_H

#include <amp2hip/msvc/crt.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cwchar>
#include <cwctype>

#if defined(_UNICODE)
#include <amp2hip/msvc/wide_console.h>
#endif

#if defined(_UNICODE)
typedef wchar_t _TCHAR;
typedef wchar_t _TSCHAR;
typedef wchar_t _TUCHAR;
typedef wint_t _TINT;

#define __T(x) L##x
#define _T(x) __T(x)
#define _TEXT(x) __T(x)

// Linux starts a program at main: the translator gives a program that
// defines wmain (or _tmain here) a main that calls it (amp2hip/msvc/wmain.h).
#define _tmain wmain
#define _tprintf ::amp2hip::msvc::wide_printf
#define _ftprintf ::amp2hip::msvc::wide_fprintf
#define _stprintf swprintf_s
#define _stprintf_s swprintf_s
#define _tcslen std::wcslen
#define _tcscpy std::wcscpy
#define _tcscat std::wcscat
#define _tcscmp std::wcscmp
#define _tcsicmp ::amp2hip::msvc::wide_icmp
#define _tcsncmp std::wcsncmp
#define _tcschr std::wcschr
#define _tcsstr std::wcsstr
#define _tcstol std::wcstol
#define _tcstoul std::wcstoul
#define _tcstod std::wcstod
#define _ttoi ::amp2hip::msvc::wide_atoi
#define _tstoi ::amp2hip::msvc::wide_atoi
#define _ttol ::amp2hip::msvc::wide_atol
#define _tstof ::amp2hip::msvc::wide_atof
#define _puttchar std::putwchar
#define _gettchar std::getwchar

#else // narrow: _MBCS, or nothing defined
typedef char _TCHAR;
typedef char _TSCHAR;
typedef unsigned char _TUCHAR;
typedef int _TINT;

#define _T(x) x
#define _TEXT(x) x
#define __T(x) x

#define _tmain main
#define _tprintf std::printf
#define _ftprintf std::fprintf
#define _stprintf sprintf
#define _stprintf_s sprintf_s
#define _sntprintf _snprintf
#define _tcslen std::strlen
#define _tcscpy std::strcpy
#define _tcscpy_s strcpy_s
#define _tcscat std::strcat
#define _tcscat_s strcat_s
#define _tcscmp std::strcmp
#define _tcsicmp _stricmp
#define _tcsncmp std::strncmp
#define _tcschr std::strchr
#define _tcsstr std::strstr
#define _tcstol std::strtol
#define _tcstoul std::strtoul
#define _tcstod std::strtod
#define _ttoi std::atoi
#define _tstoi std::atoi
#define _ttol std::atol
#define _tstof std::atof
#define _tfopen std::fopen
#define _tfopen_s fopen_s
#define _fgetts std::fgets
#define _puttchar std::putchar
#define _gettchar std::getchar

#endif // _UNICODE

#endif // AMP2HIP_MSVC_TCHAR_H
