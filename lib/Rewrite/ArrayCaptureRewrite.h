//===- ArrayCaptureRewrite.h - Arrays captured by reference -----*- C++ -*-===//
#ifndef AMP2HIP_REWRITE_ARRAYCAPTUREREWRITE_H
#define AMP2HIP_REWRITE_ARRAYCAPTUREREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

/// C++ AMP captures concurrency::array by reference; a HIP kernel cannot
/// follow a host reference, so `&arr` becomes an init-capture of a device
/// handle: `arr = amp2hip::capture(arr)`. The body keeps using `arr`.
class ArrayCaptureRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "array capture"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
