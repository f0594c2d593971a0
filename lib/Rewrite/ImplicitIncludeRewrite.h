//===- ImplicitIncludeRewrite.h - Includes the build needs ------*- C++ -*-===//
//
// A project file that uses a name which the parse found only through
// amp2hip's implicit includes (memcpy, va_start, printf ... without their
// header) gets the standard include that declares it, once, after its last
// top-level #include before the first use (Model/ImplicitIncludes.h).
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_IMPLICITINCLUDEREWRITE_H
#define AMP2HIP_REWRITE_IMPLICITINCLUDEREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class ImplicitIncludeRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "implicit-include"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
