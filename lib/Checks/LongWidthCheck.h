//===- LongWidthCheck.h - AH1201: long in data shared with kernels -*- C++ -*-//
#ifndef AMP2HIP_CHECKS_LONGWIDTHCHECK_H
#define AMP2HIP_CHECKS_LONGWIDTHCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

/// `long` is 32 bits under MSVC, which C++ AMP programs were written for,
/// and 64 bits on Linux: data shared with kernels (container elements,
/// captured variables, kernel functor members, and the members of classes
/// used so) changes layout and size. Warned once per declaration, with a
/// fix-it to the 32-bit type.
class LongWidthCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "LongWidthCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
