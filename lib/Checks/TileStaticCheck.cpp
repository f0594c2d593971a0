//===- TileStaticCheck.cpp ------------------------------------------------===//
#include "Checks/TileStaticCheck.h"

#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

/// The text that initialises \p VD (` = 0`, `(4)`, `{1}`), for removal.
static CharSourceRange initializerText(const VarDecl *VD, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const Expr *Init = VD->getInit();
  if (const auto *CE = dyn_cast<CXXConstructExpr>(Init))
    if (CE->getParenOrBraceRange().isValid())
      return CharSourceRange::getTokenRange(CE->getParenOrBraceRange());
  // From the end of the declarator (its name, or an array's closing ']').
  SourceLocation From =
      Lexer::getLocForEndOfToken(VD->getLocation(), 0, SM, LO);
  if (const TypeSourceInfo *TSI = VD->getTypeSourceInfo()) {
    SourceLocation TypeEnd =
        Lexer::getLocForEndOfToken(TSI->getTypeLoc().getEndLoc(), 0, SM, LO);
    if (SM.isBeforeInTranslationUnit(From, TypeEnd))
      From = TypeEnd;
  }
  return CharSourceRange::getCharRange(
      From, Lexer::getLocForEndOfToken(Init->getEndLoc(), 0, SM, LO));
}

void TileStaticCheck::run(const AmpModel &Model, CheckContext &CC) {
  for (SourceLocation At : Model.MisplacedTileStatics)
    CC.Diags.report(At, DiagId::TileStaticOutsideAmp);
  for (const TileStaticVar &V : Model.TileStatics) {
    const VarDecl *VD = V.VD;
    SourceLocation Keyword = V.KeywordRange.getBegin();
    const FunctionDecl *Owner = dyn_cast<FunctionDecl>(VD->getDeclContext());
    if (!Owner || !effectiveRestriction(Owner).ampOnly() ||
        !VD->isLocalVarDecl()) {
      CC.Diags.report(Keyword, DiagId::TileStaticOutsideAmp)
          << SourceRange(Keyword, VD->getLocation());
      if (Owner && VD->isLocalVarDecl())
        CC.Diags.report(Owner->getLocation(), DiagId::NoteNotAmpOnly)
            << Owner->getNameAsString();
    } else if (VD->getType()->isPointerType() ||
               VD->getType()->isReferenceType() ||
               VD->getType()->isNullPtrType()) {
      CC.Diags.report(VD->getLocation(), DiagId::TileStaticPointer);
    }
    const Expr *Init = VD->getInit();
    if (!Init || isa<ImplicitValueInitExpr>(Init))
      continue;
    const auto *CE = dyn_cast<CXXConstructExpr>(Init);
    if (CE && CE->getNumArgs() == 0 && CE->getParenOrBraceRange().isInvalid())
      continue; // default construction written without an initializer
    CC.Diags.report(Init->getBeginLoc(), DiagId::TileStaticInitializer)
        << Init->getSourceRange()
        << FixItHint::CreateRemoval(initializerText(VD, CC.Ctx));
  }
}

} // namespace amp2hip
