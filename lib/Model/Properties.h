//===- Properties.h - Uses of __declspec(property) members ------*- C++ -*-===//
//
// Microsoft's properties: a member name whose reads call one member function
// and whose assignments call another. C++ AMP's classes have them
// (`a.accelerator_view`, `acc.description`, `v.xy = w`; the parse model
// declares them, amp2hip/platform.h), and so may the user's own classes.
// Clang parses each use into a PseudoObjectExpr: the use as written (an
// MSPropertyRefExpr, perhaps subscripted, under an assignment or increment)
// and the accessor calls it stands for. The model records each use once
// (instantiations of a template and expansions of a macro repeat it), the
// user's property declarations, and what no single rewrite can serve.
//
//===----------------------------------------------------------------------===//
#ifndef AMP2HIP_MODEL_PROPERTIES_H
#define AMP2HIP_MODEL_PROPERTIES_H

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/OperationKinds.h"
#include "llvm/ADT/SmallVector.h"
#include <functional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
}

namespace amp2hip {

enum class PropertyAccess {
  Get,       ///< a.p
  Set,       ///< a.p = e
  Compound,  ///< a.p += e (and the other compound assignments)
  Increment, ///< ++a.p, a.p++
  Decrement, ///< --a.p, a.p--
};

/// One use of a property, as written.
struct PropertyUse {
  const clang::PseudoObjectExpr *Use = nullptr;
  const clang::MSPropertyRefExpr *Ref = nullptr;
  const clang::MSPropertyDecl *Property = nullptr;
  /// The object expression as written; null for `p` inside a member (this).
  const clang::Expr *Object = nullptr;
  /// a.p[i][j]: i, j, and the closing bracket of each.
  llvm::SmallVector<const clang::Expr *, 2> Indices;
  llvm::SmallVector<clang::SourceLocation, 2> RBrackets;
  PropertyAccess Access = PropertyAccess::Get;
  /// The assigned value (Set, Compound).
  const clang::Expr *Value = nullptr;
  /// Compound: the operator applied (BO_Add for +=).
  clang::BinaryOperatorKind Op = clang::BO_Add;
  /// The operator token: '=', '+=', '++' ...
  clang::SourceLocation OperatorLoc;
  /// The '(' of parentheses around the property in an assignment or
  /// increment (`(a.p) = 1`), which the call form does without.
  llvm::SmallVector<clang::SourceLocation, 1> LParens;
  bool Prefix = false; ///< ++a.p (not a.p++)
  /// The value of the whole expression is used (it matters for a.p++).
  bool ValueUsed = true;
  /// The object and the indices can be written twice without evaluating
  /// anything twice: names, members of names, `this`, literals.
  bool Repeatable = false;
  /// Inside a function body, where a lambda may capture by reference.
  bool InFunction = false;
  /// Nesting among property uses (a.p = b.q = 1: b.q is deeper).
  unsigned Depth = 0;
};

/// A use that the instantiations of a template (or the expansions of a
/// macro) resolve differently: a property in one, an ordinary member or
/// another property in another.
struct PropertyMismatch {
  clang::SourceLocation Loc;
  std::string Name;
};

/// `x = y` where x is the copy a read-only property's getter returns
/// (`arr.get_accelerator_view() = av`): MSVC's C2774.
struct GetterCopyAssignment {
  const clang::Expr *Assignment;
  const clang::CXXMethodDecl *Getter;
  const clang::MSPropertyDecl *Property;
};

struct PropertyModel {
  std::vector<PropertyUse> Uses;
  /// Property declarations in the project's files (patterns, once each).
  std::vector<const clang::MSPropertyDecl *> Declarations;
  std::vector<PropertyMismatch> Mismatches;
  std::vector<GetterCopyAssignment> CopyAssignments;
};

/// Fills \p Out from the AST; \p InProject says which locations are the
/// project's.
void collectProperties(clang::ASTContext &Ctx,
                       const std::function<bool(clang::SourceLocation)> &InProject,
                       PropertyModel &Out);

} // namespace amp2hip

#endif
