//===- WindowsIncludeRewrite.h - Windows companion includes -----*- C++ -*-===//
//
// `#include <windows.h>` (and <tchar.h>, <ppl.h> ...) resolved, in the parse,
// to amp2hip's companion header; the output names it explicitly as
// <amp2hip/msvc/windows.h>, so that a build needs no extra -I. A file that
// uses the CRT and dialect names MSVC declares without an include
// (sprintf_s, _countof, __int64 ...) gets `#include <amp2hip/msvc/crt.h>`.
// The include of a Windows-only component that the file does not use
// (<atlbase.h>, <d2d1.h> ...) becomes a comment saying so.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_WINDOWSINCLUDEREWRITE_H
#define AMP2HIP_REWRITE_WINDOWSINCLUDEREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class WindowsIncludeRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "windows-include"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
