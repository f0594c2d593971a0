//===- amp2hip/msvc/atlbase.h - The portable part of ATL's <atlbase.h> ----===//
//
// ATL (the Active Template Library) does not exist on Linux. Console
// programs often include <atlbase.h> only for its string conversions
// (USES_CONVERSION, CA2W, CW2A, CT2A ...): those are here (atlconv.h), with
// <windows.h>, which ATL's header brings in. Any other ATL name a program
// uses (CComPtr, CComBSTR, ATLASSERT ...) is amp2hip's diagnostic AH1306 at
// the use, naming it (docs/windows-dialect.md).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MSVC_ATLBASE_H
#define AMP2HIP_MSVC_ATLBASE_H

#include <amp2hip/msvc/atlconv.h>
#include <amp2hip/msvc/windows.h>

#endif // AMP2HIP_MSVC_ATLBASE_H
