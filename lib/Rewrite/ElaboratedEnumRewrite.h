//===- ElaboratedEnumRewrite.h - `enum class X` as a name -------*- C++ -*-===//
//
// Drops the `class` (or `struct`) of `enum class X` where X is only named,
// not declared (Model/ElaboratedEnums.h): `enum X` is the standard spelling.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_ELABORATEDENUMREWRITE_H
#define AMP2HIP_REWRITE_ELABORATEDENUMREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class ElaboratedEnumRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "elaborated-enum"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
