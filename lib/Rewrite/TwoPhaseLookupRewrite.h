//===- TwoPhaseLookupRewrite.h - Qualify names a template finds late -*- C++ -*-=//
//
// A name in a template that only a using directive written after the
// template makes visible (Model/TwoPhaseLookup.h) gets its namespace:
// `accelerator_view` -> `Concurrency::accelerator_view`, so that standard
// compilers, which look it up where the template is written, find it. A
// free function declared after the template is declared before it too
// (Model/ForwardDeclarations.h).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_TWOPHASELOOKUPREWRITE_H
#define AMP2HIP_REWRITE_TWOPHASELOOKUPREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class TwoPhaseLookupRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "two-phase-lookup"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
