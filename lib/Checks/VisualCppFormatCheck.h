//===- VisualCppFormatCheck.h - printf conversions of Visual C++ -*- C++ -*-=//
//
// AH1342 at each printf conversion that Visual C++ read otherwise than
// glibc (Model/VisualCppFormats.h; the output writes ISO C's spelling).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_CHECKS_VISUALCPPFORMATCHECK_H
#define AMP2HIP_CHECKS_VISUALCPPFORMATCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

class VisualCppFormatCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "visual-cpp-format"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
