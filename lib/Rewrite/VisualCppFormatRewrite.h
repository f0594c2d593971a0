//===- VisualCppFormatRewrite.h - printf conversions, ISO C's ---*- C++ -*-===//
#ifndef AMP2HIP_REWRITE_VISUALCPPFORMATREWRITE_H
#define AMP2HIP_REWRITE_VISUALCPPFORMATREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

/// Writes each printf conversion Visual C++ read otherwise than glibc in
/// ISO C's spelling (Model/VisualCppFormats.h): `%ws` -> `%ls`, `%I64d` ->
/// `%lld`, `%s` -> `%ls` in a wide function's format.
class VisualCppFormatRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "visual-cpp-format"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
