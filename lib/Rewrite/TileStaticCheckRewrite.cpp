//===- TileStaticCheckRewrite.cpp -----------------------------------------===//
#include "Rewrite/TileStaticCheckRewrite.h"

#include "Rewrite/CheckedBuild.h"
#include "clang/AST/ASTContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace amp2hip {

/// The number of array dimensions of \p T (dependent sizes included).
static unsigned arrayRank(const ASTContext &Ctx, QualType T) {
  unsigned Rank = 0;
  while (const ArrayType *AT = Ctx.getAsArrayType(T)) {
    ++Rank;
    T = AT->getElementType();
  }
  return Rank;
}

/// The variable reference at the bottom of a chain of subscripts written in
/// the usual order (`a[i][j]`; the reversed `i[a]` yields the index), and
/// the chain's length. The left operands, not getBase(): in a template an
/// index of dependent type makes getBase() the index.
static const DeclRefExpr *subscriptedName(const ArraySubscriptExpr *E,
                                          unsigned &Depth) {
  Depth = 0;
  const Expr *Cur = E;
  while (const auto *S = dyn_cast<ArraySubscriptExpr>(Cur)) {
    ++Depth;
    Cur = S->getLHS()->IgnoreParenImpCasts();
  }
  return dyn_cast<DeclRefExpr>(Cur);
}

void TileStaticCheckRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  if (!checkedBuild().Enabled)
    return;
  for (const TileStaticVar &V : Model.TileStatics) {
    const VarDecl *VD = V.VD;
    const auto *FD =
        dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod());
    if (!FD || !FD->getBody())
      continue;
    ASTContext &Ctx = VD->getASTContext();
    unsigned Rank = arrayRank(Ctx, VD->getType());
    if (Rank == 0)
      continue; // a scalar tile_static has nothing to subscript
    // Only the function that declares it can name it. In a template both
    // the pattern and its instances lead here; their edits are identical
    // and merge.
    auto Matches =
        match(findAll(arraySubscriptExpr().bind("s")), *FD->getBody(), Ctx);
    for (const BoundNodes &N : Matches) {
      const auto *S = N.getNodeAs<ArraySubscriptExpr>("s");
      unsigned Depth = 0;
      const DeclRefExpr *Ref = subscriptedName(S, Depth);
      // Only a complete access: a row (`block[i]` of a 2-D array) decays to
      // a pointer, which the proxy does not give.
      if (!Ref || Ref->getDecl() != VD || Depth != Rank)
        continue;
      // Inside a macro the same text may name other arrays: left unchecked.
      if (Ref->getBeginLoc().isMacroID())
        continue;
      CharSourceRange Range =
          CharSourceRange::getTokenRange(Ref->getSourceRange());
      llvm::StringRef Spelled = Lexer::getSourceText(
          Range, RC.Out.sourceManager(), RC.Out.langOpts());
      std::string Text = ("amp2hip::checked_tile_static(" + Spelled + ", \"" +
                          VD->getName() + "\")")
                             .str();
      RC.require(RC.Out.replace(Range, Text), Ref->getBeginLoc(),
                 "tile_static bounds check");
    }
  }
}

} // namespace amp2hip
