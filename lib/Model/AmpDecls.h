//===- AmpDecls.h - Recognise C++ AMP entities by declaration ---*- C++ -*-===//
//
// C++ AMP names (array, index, extent) collide with std:: and user code, so
// entities are recognised by their declarations in namespace Concurrency
// (concurrency is an alias of it), never by how the user spelled them.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_AMPDECLS_H
#define AMP2HIP_MODEL_AMPDECLS_H

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Type.h"

namespace amp2hip {

/// True when \p D is declared (directly, or through inline or nested
/// namespaces) inside the top-level namespace Concurrency.
bool isInConcurrencyNamespace(const clang::Decl *D);

/// True when \p RD is the class (template specialisation) Concurrency::Name.
bool isConcurrencyClass(const clang::CXXRecordDecl *RD, llvm::StringRef Name);

/// True when \p T (references and cv-qualifiers stripped) is
/// Concurrency::array<T, N>.
bool isConcurrencyArrayType(clang::QualType T);

/// True when \p T (references and cv-qualifiers stripped) is
/// Concurrency::graphics::texture<T, N>.
bool isConcurrencyTextureType(clang::QualType T);

/// True for the types that kernels reach by reference (an array or a
/// texture): amp2hip rewrites their captures and reference members.
bool isCapturedByReferenceType(clang::QualType T);

/// True when \p FD is the free function Concurrency::Name.
bool isConcurrencyFunction(const clang::FunctionDecl *FD, llvm::StringRef Name);

/// The extent rank and tile shape of a parallel_for_each's compute domain.
struct ComputeDomain {
  unsigned Rank = 0;
  bool Tiled = false;
};

/// Reads the compute domain from the type of parallel_for_each's extent
/// argument (extent<N> or tiled_extent<D0, ...>). Rank 0 when unknown.
ComputeDomain computeDomainOf(clang::QualType ExtentType);

} // namespace amp2hip

#endif
