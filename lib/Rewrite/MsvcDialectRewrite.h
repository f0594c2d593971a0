//===- MsvcDialectRewrite.h - MSVC C++ as standard C++ ----------*- C++ -*-===//
//
// `void main()` becomes `int main()` (a bare `return;` in it `return 0;`),
// std::exception built from a message becomes std::runtime_error, and
// `#pragma warning(...)` is kept for MSVC alone (#ifdef _MSC_VER), so that
// g++, nvcc and hipcc build the output without complaint.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_MSVCDIALECTREWRITE_H
#define AMP2HIP_REWRITE_MSVCDIALECTREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class MsvcDialectRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "msvc-dialect"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
