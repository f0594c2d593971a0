//===- StorageCheck.h - C3586, C3585: static storage in amp code -*- C++
//-*-===//
#ifndef AMP2HIP_CHECKS_STORAGECHECK_H
#define AMP2HIP_CHECKS_STORAGECHECK_H

#include "Checks/AmpCheck.h"

namespace amp2hip {

/// amp code reaches no memory of static storage duration: no use of global,
/// namespace-scope, static member or extern variables (C3586; constants
/// used as values are folded and allowed), also through a default argument;
/// and its locals have no storage class but tile_static (C3585).
class StorageCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "StorageCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;
};

} // namespace amp2hip

#endif
