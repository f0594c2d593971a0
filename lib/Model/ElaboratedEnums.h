//===- ElaboratedEnums.h - `enum class X` naming a scoped enum --*- C++ -*-===//
//
// Visual C++ accepted `enum class X` (or `enum struct X`) where a declaration
// only names the scoped enumeration X: `void fill(enum class uplo u)`.
// Standard C++ writes `enum X` there; Clang refuses the other spelling
// unless -Wno-elaborated-enum-class (the parse passes it), and g++ and nvcc
// warn or refuse. This lists the `class`/`struct` keywords of such uses in
// the project's files; the output drops them.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_ELABORATEDENUMS_H
#define AMP2HIP_MODEL_ELABORATEDENUMS_H

#include "clang/AST/ASTContext.h"

namespace amp2hip {

struct AmpModel;

/// Fills Model.ElaboratedEnumKeys.
void buildElaboratedEnums(clang::ASTContext &Ctx, AmpModel &Model);

} // namespace amp2hip

#endif
