//===- DestructorRestrictionCheck.h - C3933 ---------------------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_DESTRUCTORRESTRICTIONCHECK_H
#define AMP2HIP_CHECKS_DESTRUCTORRESTRICTIONCHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

/// A destructor must be restricted to every restriction of the class's
/// constructors: what can be created on the GPU must be destroyable there
/// (C3933). A destructor overloaded on restriction is found by the pre-pass.
class DestructorRestrictionCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "DestructorRestrictionCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
