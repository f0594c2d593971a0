//===- amp2hip/msvc/tchar.h - <tchar.h>, narrow mapping -------------------===//
//
// Visual C++'s generic-text mappings as a build without _UNICODE sees them:
// _TCHAR is char, _T("x") is "x", _tmain is main. Programs translated by
// amp2hip include this header as <amp2hip/msvc/tchar.h>.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_TCHAR_H
#define AMP2HIP_MSVC_TCHAR_H

#include <amp2hip/msvc/crt.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>

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

#endif // AMP2HIP_MSVC_TCHAR_H
