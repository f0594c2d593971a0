//===- HcDecls.h - Recognise HCC's hc classes by declaration ----*- C++ -*-===//
//
// amp2hip/hc.h declares HCC's hc API in Concurrency::hc (docs/hcc.md), so
// its classes are C++ AMP entities to the model. Three are hc's own:
// hc::extent, hc::tiled_extent and hc::tiled_index, whose template argument
// is the rank, the tile sizes being known at run time.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_HCDECLS_H
#define AMP2HIP_MODEL_HCDECLS_H

#include "clang/AST/DeclCXX.h"

namespace amp2hip {

/// True when \p RD is a class (template specialisation) of Concurrency::hc.
bool isHcClass(const clang::CXXRecordDecl *RD);

} // namespace amp2hip

#endif
