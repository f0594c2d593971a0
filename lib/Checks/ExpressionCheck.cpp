//===- ExpressionCheck.cpp ------------------------------------------------===//
#include "Checks/ExpressionCheck.h"

#include "Checks/RuleReporter.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallString.h"

using namespace clang;

namespace amp2hip {

static bool isBoolPointer(const Expr *E) {
  QualType T = E->IgnoreParenImpCasts()->getType();
  const auto *PT = T->getAs<PointerType>();
  return PT && PT->getPointeeType()->isBooleanType();
}

/// Pointer arithmetic: p + n, p - n, p - q, p += n, ++p, p[n] on a pointer.
static bool boolPointerArithmetic(const Stmt *S) {
  if (const auto *BO = dyn_cast<BinaryOperator>(S)) {
    switch (BO->getOpcode()) {
    case BO_Add:
    case BO_Sub:
    case BO_AddAssign:
    case BO_SubAssign:
      return isBoolPointer(BO->getLHS()) || isBoolPointer(BO->getRHS());
    default:
      return false;
    }
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(S))
    return UO->isIncrementDecrementOp() && isBoolPointer(UO->getSubExpr());
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(S)) {
    // An array of bool decays to bool*, but indexing it is ordinary.
    const Expr *Base = AS->getBase()->IgnoreParenImpCasts();
    return Base->getType()->isPointerType() && isBoolPointer(Base);
  }
  return false;
}

/// `(int *&)i`: an integer's storage read as a pointer, or the reverse.
static bool reinterpretsPointerAsInteger(const CastExpr *Cast,
                                         const ASTContext &Ctx) {
  if (Cast->getCastKind() != CK_LValueBitCast)
    return false;
  QualType From = Cast->getSubExpr()->getType(), To = Cast->getType();
  return (From->isPointerType() && To->isIntegralOrEnumerationType()) ||
         (From->isIntegralOrEnumerationType() && To->isPointerType());
}

void ExpressionCheck::run(const AmpModel &Model, CheckContext &CC) {
  RuleReporter R(CC);
  // HCC's dialect has HIP's rules here: pointer-integer casts, string
  // literals (hc::printf) and 64-bit constants are fine in kernels.
  const bool Hcc = Model.Dialect == SourceDialect::Hcc;
  for (const AmpStmt &AS : Model.Code.Stmts) {
    const Stmt *S = AS.S;
    const FunctionDecl *In = Model.Code.Bodies[AS.Body].FD;
    if (Hcc && !isa<FloatingLiteral>(S))
      continue;
    if (const auto *Cast = dyn_cast<CastExpr>(S)) {
      if (Cast->getCastKind() == CK_PointerToIntegral ||
          Cast->getCastKind() == CK_IntegralToPointer ||
          reinterpretsPointerAsInteger(Cast, CC.Ctx))
        R.reportOnce(Cast->getBeginLoc(), DiagId::PointerIntegerCast, In);
    } else if (isa<StringLiteral>(S)) {
      if (!Model.Code.PrintfStrings.count(S))
        R.reportOnce(S->getBeginLoc(), DiagId::StringLiteralInAmp, In);
    } else if (const auto *IL = dyn_cast<IntegerLiteral>(S)) {
      // 32 bits is the widest integer amp code has (long is 32 bits there).
      if (IL->getValue().getActiveBits() > 32) {
        llvm::SmallString<24> Text;
        IL->getValue().toStringUnsigned(Text);
        R.reportOnce(IL->getLocation(), DiagId::ConstantOutOfRange, In, Text);
      }
    } else if (const auto *FL = dyn_cast<FloatingLiteral>(S)) {
      if (FL->getValue().isInfinity()) {
        R.reportOnce(FL->getLocation(), DiagId::ConstantOutOfRange, In,
                     Lexer::getSourceText(
                         CharSourceRange::getTokenRange(FL->getLocation()),
                         CC.Ctx.getSourceManager(), CC.Ctx.getLangOpts()));
      }
    } else if (boolPointerArithmetic(S)) {
      R.reportOnce(cast<Expr>(S)->getExprLoc(), DiagId::BoolPointerArithmetic,
                   In);
    }
  }
}

} // namespace amp2hip
