//===- DeclspecCheck.h - Microsoft __declspec in project files --*- C++ -*-===//
//
// `__declspec(...)` is Microsoft's attribute syntax. The parse accepts it
// (-fdeclspec), but g++, the host compiler behind nvcc, does not, so each
// use in a project file is an error that names it and says what to write:
// a property (AH1302: its accessors), or another attribute (AH1303, with
// the standard or GNU spelling as a fix-it where there is one).
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
