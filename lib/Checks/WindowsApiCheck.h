//===- WindowsApiCheck.h - Windows names amp2hip refuses --------*- C++ -*-===//
//
// A use of a Windows API function or type outside the portable subset of
// amp2hip's <windows.h> (AH1300), of Direct3D interoperability (AH1301),
// or of PPL's continuation tasks (AH1304), is an error naming it: amp2hip
// has nothing to map it to.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_CHECKS_WINDOWSAPICHECK_H
#define AMP2HIP_CHECKS_WINDOWSAPICHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class WindowsApiCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "windows-api"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
