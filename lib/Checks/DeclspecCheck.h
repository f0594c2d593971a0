//===- DeclspecCheck.h - Microsoft __declspec in project files --*- C++ -*-===//
//
// `__declspec(...)` is Microsoft's attribute syntax. The parse accepts it
// (-fdeclspec), but g++, the host compiler behind nvcc, does not, so each
// use in a project file is an error that names it and says what to write
// (AH1303, with the standard or GNU spelling as a fix-it where there is
// one). Properties are not reported here: their uses become accessor calls
// and their declarations are removed (Rewrite/PropertyRewrite.h).
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
