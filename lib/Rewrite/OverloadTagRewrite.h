//===- OverloadTagRewrite.h - Enclosing templates nvcc can name -*- C++ -*-===//
//
// nvcc's host stub names the function that encloses an extended __device__
// lambda by its template arguments and converts it to its function type:
// `(bool (*)(extent<1>, int *, int *))&f<int, 1, int *>`. When another
// template of the same name takes those explicit arguments and deduces the
// rest to the same type (`f(extent<R>, It, int *)` beside
// `f(extent<R>, It, It)`), the conversion is ambiguous and the stub does not
// compile, although C++ AMP, Clang and hipcc accept the program. Each such
// template gets a trailing parameter of a type of its own,
// `amp2hip::overload_tag<K> = {}`: calls are unchanged (the argument is
// defaulted and takes no part in deduction or partial ordering), and the
// stub's function type names one template only.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_REWRITE_OVERLOADTAGREWRITE_H
#define AMP2HIP_REWRITE_OVERLOADTAGREWRITE_H

#include "Rewrite/AmpRewrite.h"

namespace amp2hip {

class OverloadTagRewrite : public AmpRewrite {
public:
  llvm::StringRef name() const override { return "overload-tag"; }
  void run(const AmpModel &Model, RewriteContext &RC) override;
};

} // namespace amp2hip

#endif
