//===- TileStaticPadding.cpp ----------------------------------------------===//
#include "Model/TileStaticPadding.h"

#include "Model/AmpDecls.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"
#include <vector>

using namespace clang;

namespace amp2hip {
namespace {

/// C++ AMP's limit on a tile's tile_static memory.
constexpr uint64_t TileStaticLimit = 32768;

class UseCollector : public RecursiveASTVisitor<UseCollector> {
public:
  explicit UseCollector(const VarDecl &VD) : VD(VD) {}
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (E->getDecl() == &VD)
      Uses.push_back(E);
    return true;
  }
  const VarDecl &VD;
  std::vector<const DeclRefExpr *> Uses;
};

/// Limits \p Ctx's parent map to \p Root while alive: the map of the whole
/// translation unit (the standard library's declarations included) cost
/// more than the rest of the translation of a file that has tile_static.
class ParentScope {
public:
  ParentScope(ASTContext &Ctx, Decl *Root)
      : Ctx(Ctx), Saved(Ctx.getTraversalScope()) {
    Ctx.setTraversalScope({Root});
  }
  ~ParentScope() { Ctx.setTraversalScope(Saved); }

private:
  ASTContext &Ctx;
  std::vector<Decl *> Saved;
};

/// The nearest parent of \p E that is not a paren or an implicit cast, and
/// the child of it on the way up.
const Expr *parentExpr(ASTContext &Ctx, const Expr *E, const Expr *&Child) {
  Child = E;
  while (true) {
    const auto Parents = Ctx.getParents(*Child);
    if (Parents.size() != 1)
      return nullptr;
    const auto *P = Parents[0].get<Expr>();
    if (!P)
      return nullptr;
    if (isa<ParenExpr>(P) || isa<ImplicitCastExpr>(P)) {
      Child = P;
      continue;
    }
    return P;
  }
}

/// True when \p Arg is an argument of \p Call bound to a `const T &`
/// parameter: the callee reads one element (only pointer arithmetic across
/// rows, undefined in C++, could see the padding).
bool readOnlyArgument(const CallExpr &Call, const Expr *Arg) {
  const FunctionDecl *FD = Call.getDirectCallee();
  if (!FD)
    return false;
  // A member operator's object is not among the parameters.
  const unsigned Shift =
      isa<CXXOperatorCallExpr>(Call) && isa<CXXMethodDecl>(FD) ? 1 : 0;
  for (unsigned I = Shift; I < Call.getNumArgs(); ++I) {
    if (Call.getArg(I) != Arg)
      continue;
    if (I - Shift >= FD->getNumParams())
      return false;
    const QualType P = FD->getParamDecl(I - Shift)->getType();
    return P->isLValueReferenceType() && P->getPointeeType().isConstQualified();
  }
  return false;
}

/// The row subscript of a use a[i][j] of \p Use that reads, assigns, steps
/// or passes the element as a `const T &`, or null for any other use.
const Expr *rowSubscript(ASTContext &Ctx, const DeclRefExpr *Use) {
  const Expr *Child = nullptr;
  const auto *Row =
      dyn_cast_or_null<ArraySubscriptExpr>(parentExpr(Ctx, Use, Child));
  if (!Row || Row->getBase() != Child)
    return nullptr;
  const auto *Elem =
      dyn_cast_or_null<ArraySubscriptExpr>(parentExpr(Ctx, Row, Child));
  if (!Elem || Elem->getBase() != Child)
    return nullptr;
  // The element is read, assigned, stepped or passed as a `const T &`; its
  // address never escapes otherwise (no &a[i][j], no other reference to
  // it), so no pointer walks across rows.
  const Expr *E = Elem;
  while (true) {
    const auto Parents = Ctx.getParents(*E);
    if (Parents.size() != 1)
      return nullptr;
    if (const auto *P = Parents[0].get<ParenExpr>()) {
      E = P;
      continue;
    }
    if (const auto *Cast = Parents[0].get<ImplicitCastExpr>()) {
      if (Cast->getCastKind() == CK_NoOp) { // float -> const float
        E = Cast;
        continue;
      }
      return Cast->getCastKind() == CK_LValueToRValue ? Row->getIdx() : nullptr;
    }
    if (const auto *B = Parents[0].get<BinaryOperator>())
      return B->isAssignmentOp() && B->getLHS() == E ? Row->getIdx() : nullptr;
    if (const auto *U = Parents[0].get<UnaryOperator>())
      return U->isIncrementDecrementOp() ? Row->getIdx() : nullptr;
    if (const auto *Call = Parents[0].get<CallExpr>())
      return readOnlyArgument(*Call, E) ? Row->getIdx() : nullptr;
    return nullptr;
  }
}

/// N of a Concurrency::index<N>.
std::optional<int64_t> indexRank(QualType T) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getNonReferenceType()->getAsCXXRecordDecl());
  if (!Spec || !isConcurrencyClass(Spec, "index") ||
      Spec->getTemplateArgs().size() < 1 ||
      Spec->getTemplateArgs()[0].getKind() != TemplateArgument::Integral)
    return std::nullopt;
  return Spec->getTemplateArgs()[0].getAsIntegral().getExtValue();
}

/// True when \p E (or the initializer of a local it names, a few levels
/// deep) reads the fastest-varying component of a tiled_index's local or
/// global index: t.local[R - 1], which differs between neighbouring threads
/// of a warp.
class FastIndexFinder : public RecursiveASTVisitor<FastIndexFinder> {
public:
  FastIndexFinder(ASTContext &Ctx, int Depth) : Ctx(Ctx), Depth(Depth) {}

  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *Op) {
    if (Op->getOperator() != OO_Subscript || Op->getNumArgs() != 2)
      return true;
    const auto *M = dyn_cast<MemberExpr>(Op->getArg(0)->IgnoreParenImpCasts());
    if (!M || !M->getMemberDecl()->getIdentifier())
      return true;
    const StringRef Name = M->getMemberDecl()->getName();
    if (Name != "local" && Name != "global")
      return true;
    if (!isConcurrencyClass(M->getBase()->getType()->getAsCXXRecordDecl(),
                            "tiled_index"))
      return true;
    const std::optional<int64_t> Rank = indexRank(M->getType());
    Expr::EvalResult R;
    if (Rank && !Op->getArg(1)->isValueDependent() &&
        Op->getArg(1)->EvaluateAsInt(R, Ctx) &&
        R.Val.getInt().getExtValue() == *Rank - 1)
      Found = true;
    return !Found;
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *V = dyn_cast<VarDecl>(E->getDecl());
    if (Depth > 0 && V && V->isLocalVarDecl() && V->getInit()) {
      FastIndexFinder Inner(Ctx, Depth - 1);
      Inner.TraverseStmt(const_cast<Expr *>(V->getInit()));
      Found = Found || Inner.Found;
    }
    return !Found;
  }

  ASTContext &Ctx;
  int Depth;
  bool Found = false;
};

} // namespace

std::optional<SourceLocation> tileStaticPaddingPoint(const VarDecl &VD) {
  ASTContext &Ctx = VD.getASTContext();
  // float t[R][C] with 4-byte elements and an even C, written as such.
  const auto *Outer = Ctx.getAsConstantArrayType(VD.getType());
  if (!Outer || VD.getType()->isDependentType())
    return std::nullopt;
  const auto *Inner = Ctx.getAsConstantArrayType(Outer->getElementType());
  if (!Inner)
    return std::nullopt;
  const QualType Elem = Inner->getElementType();
  if (!Elem->isArithmeticType() ||
      Ctx.getTypeSizeInChars(Elem).getQuantity() != 4)
    return std::nullopt;
  const uint64_t Rows = Outer->getSize().getZExtValue();
  const uint64_t Cols = Inner->getSize().getZExtValue();
  if (Cols % 2 != 0 || Rows * (Cols + 1) * 4 > TileStaticLimit)
    return std::nullopt;
  const TypeSourceInfo *TSI = VD.getTypeSourceInfo();
  if (!TSI)
    return std::nullopt;
  const auto OuterLoc = TSI->getTypeLoc().getAs<ConstantArrayTypeLoc>();
  if (!OuterLoc)
    return std::nullopt;
  const auto InnerLoc = OuterLoc.getElementLoc().getAs<ConstantArrayTypeLoc>();
  if (!InnerLoc || !InnerLoc.getSizeExpr())
    return std::nullopt;
  const SourceLocation SizeEnd = InnerLoc.getSizeExpr()->getEndLoc();
  if (SizeEnd.isInvalid() || SizeEnd.isMacroID())
    return std::nullopt;

  // Every use is a[i][j]; at least one goes down a column.
  const auto *FD =
      dyn_cast_or_null<FunctionDecl>(VD.getParentFunctionOrMethod());
  if (!FD || !FD->getBody())
    return std::nullopt;
  UseCollector Uses(VD);
  Uses.TraverseStmt(FD->getBody());
  // The uses, and the expressions around them, are in the function's body.
  ParentScope Scope(Ctx, const_cast<FunctionDecl *>(FD));
  bool Column = false;
  for (const DeclRefExpr *Use : Uses.Uses) {
    const Expr *Row = rowSubscript(Ctx, Use);
    if (!Row)
      return std::nullopt;
    if (!Column) {
      FastIndexFinder Finder(Ctx, 3);
      Finder.TraverseStmt(const_cast<Expr *>(Row));
      Column = Finder.Found;
    }
  }
  if (!Column)
    return std::nullopt;
  return Lexer::getLocForEndOfToken(SizeEnd, 0, Ctx.getSourceManager(),
                                    Ctx.getLangOpts());
}

} // namespace amp2hip
