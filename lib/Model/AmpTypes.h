//===- AmpTypes.h - Which types amp code may use (C++ AMP 2.4.1) -*- C++
//-*-===//
//
// amp code may use bool, int, unsigned int, long, unsigned long, float,
// double and void; pointers and references to supported types; and classes,
// arrays and enums built from those without pointers or references inside,
// bit-fields, virtual functions or bases, and with every member and base at
// a 4-byte aligned offset. concurrency::array and array_view are supported
// when their element type is. The rule differs slightly by use: a local may
// be a pointer, a lambda capture may not.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_AMPTYPES_H
#define AMP2HIP_MODEL_AMPTYPES_H

#include "Model/SourceDialect.h"
#include "clang/AST/ASTContext.h"
#include <string>

namespace amp2hip {

enum class TypeUse {
  Value,   ///< A local, parameter, return value or expression.
  Capture, ///< A variable captured by an amp lambda (a copy goes to the GPU).
  Element, ///< An element of a container, array or class member.
};

/// Why a type is not amp-compatible; empty when it is.
struct TypeProblem {
  std::string Reason;
  /// The member, base, virtual function or enum responsible, if any.
  const clang::NamedDecl *Culprit = nullptr;
  /// True when the problem is the element type of a concurrency container.
  bool ContainerElement = false;
  explicit operator bool() const { return !Reason.empty(); }
};

/// The first reason \p T cannot be used in amp code as \p Use. HCC's
/// dialect has HIP's rules for what Visual C++ refused: every arithmetic
/// type (char, short, long long ...), and captured pointers (hc code
/// captures the device pointers of am_alloc; AH1501 judges host ones).
TypeProblem ampTypeProblem(clang::QualType T, const clang::ASTContext &Ctx,
                           TypeUse Use,
                           SourceDialect Dialect = SourceDialect::VisualCpp);

/// The element type of a concurrency::array or array_view (references and
/// cv-qualifiers around the container stripped), or a null type.
clang::QualType containerElementType(clang::QualType T);

/// True for `long` and `unsigned long`, whose width differs between MSVC
/// (32 bits) and Linux (64 bits).
bool isPlatformLong(clang::QualType T);

} // namespace amp2hip

#endif
