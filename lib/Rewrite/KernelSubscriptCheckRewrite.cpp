//===- KernelSubscriptCheckRewrite.cpp ------------------------------------===//
#include "Rewrite/KernelSubscriptCheckRewrite.h"

#include "Model/AmpDecls.h"
#include "Rewrite/CheckedBuild.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;

namespace amp2hip {

/// True for the element access operators of the runtime's checked classes:
/// array, array_view, and the texture family (whose subscripts live in
/// their common reader base).
static bool isCheckedSubscript(const CXXOperatorCallExpr *OC) {
  OverloadedOperatorKind K = OC->getOperator();
  if ((K != OO_Subscript && K != OO_Call) || OC->getNumArgs() < 2)
    return false;
  const auto *MD = dyn_cast_or_null<CXXMethodDecl>(OC->getDirectCallee());
  if (!MD)
    return false;
  const CXXRecordDecl *RD = MD->getParent();
  return isConcurrencyClass(RD, "array_view") ||
         isConcurrencyClass(RD, "array") ||
         isConcurrencyClass(RD, "texel_reader");
}

void KernelSubscriptCheckRewrite::run(const AmpModel &Model,
                                      RewriteContext &RC) {
  if (!checkedBuild().Enabled)
    return;
  SourceManager &SM = RC.Out.sourceManager();
  // Instantiations of one template share their text: wrap each place once.
  llvm::DenseSet<unsigned> Done;
  for (const AmpStmt &S : Model.Code.Stmts) {
    const auto *OC = dyn_cast<CXXOperatorCallExpr>(S.S);
    if (!OC || !isCheckedSubscript(OC))
      continue;
    const Expr *Index = OC->getArg(1);
    if (isa<CXXDefaultArgExpr>(Index))
      continue;
    SourceLocation B = Index->getBeginLoc(), E = Index->getEndLoc();
    if (B.isInvalid() || E.isInvalid() || B.isMacroID() || E.isMacroID())
      continue;
    if (!Done.insert(B.getRawEncoding()).second)
      continue;
    SourceLocation After =
        Lexer::getLocForEndOfToken(E, 0, SM, RC.Out.langOpts());
    // An index inside text another rewrite replaced stays as it is: the
    // access is still checked, only its line may be the runtime's.
    if (After.isInvalid() || !RC.Out.insertBefore(B, "amp2hip::at("))
      continue;
    RC.require(RC.Out.insertBefore(After, ")"), B, "kernel subscript check");
  }
}

} // namespace amp2hip
