//===- TileStaticLifetimeCheck.h - AH1101 -----------------------*- C++ -*-===//
#ifndef AMP2HIP_CHECKS_TILESTATICLIFETIMECHECK_H
#define AMP2HIP_CHECKS_TILESTATICLIFETIMECHECK_H

#include "Checks/AmpCheck.h"
#include <set>

namespace amp2hip {

class TileStaticLifetimeCheck : public AmpCheck {
public:
  llvm::StringRef name() const override { return "TileStaticLifetimeCheck"; }
  void run(const AmpModel &Model, CheckContext &CC) override;

private:
  void check(const clang::VarDecl *VD, CheckContext &CC,
             std::set<std::pair<unsigned, const clang::CXXRecordDecl *>> &Seen);
};

} // namespace amp2hip

#endif
