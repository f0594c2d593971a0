//===- DeclspecCheck.h - Microsoft __declspec in project files --*- C++ -*-===//
//
// `__declspec(...)` is Microsoft's attribute syntax. The parse accepts it
// (-fdeclspec), but g++, the host compiler behind nvcc, does not. The forms
// with a portable meaning are rewritten (Model/DeclspecForms.def) and
// properties become accessor calls (Rewrite/PropertyRewrite.h); any other
// use in a project file is an error that names it (AH1303).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_CHECKS_DECLSPECCHECK_H
#define AMP2HIP_CHECKS_DECLSPECCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class DeclspecCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "declspec"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
