//===- DllLinkageRewrite.h - dllexport/dllimport as visibility --*- C++ -*-===//
//
// `__declspec(dllexport)` and `__declspec(dllimport)` say how a Windows DLL
// shares a declaration. A Linux shared library shares what has default
// visibility, so both become __attribute__((visibility("default"))), which
// g++, nvcc and hipcc accept where MSVC accepted the __declspec. The text is
// edited where it is written: an export macro's definition
// (`#define MYLIB_API __declspec(dllexport)`) changes once, every use stays,
// and both branches of the usual `#ifdef MYLIB_EXPORTS` are edited whichever
// one this unit's parse took, so that every unit agrees on a shared header.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_DLLLINKAGEREWRITE_H
#define AMP2HIP_REWRITE_DLLLINKAGEREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class DllLinkageRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "dll-linkage"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
