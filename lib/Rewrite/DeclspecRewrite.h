//===- DeclspecRewrite.h - __declspec forms in portable text ----*- C++ -*-===//
//
// `__declspec(...)` is Microsoft's attribute syntax, which g++ (behind nvcc)
// refuses. Each form with a portable meaning (Model/DeclspecForms.def) is
// written in the GNU or standard form where it is written: an attribute
// macro's definition (`#define MYLIB_API __declspec(dllexport)`,
// `#define ALIGN(n) __declspec(align(n))`) changes once and every use stays,
// in both branches of an #ifdef whichever one this unit's parse took, so
// that every unit agrees on a shared header. dllexport and dllimport become
// default visibility, what a Linux shared library exports.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_DECLSPECREWRITE_H
#define AMP2HIP_REWRITE_DECLSPECREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class DeclspecRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "declspec"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
