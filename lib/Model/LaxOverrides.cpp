//===- LaxOverrides.cpp ---------------------------------------------------===//
#include "Model/LaxOverrides.h"

#include "Diagnostics/DiagnosticRecorder.h"
#include "Model/AmpModel.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include <set>

using namespace clang;

namespace amp2hip {

namespace {

bool mayThrow(const FunctionDecl *FD) {
  const auto *FPT = FD->getType()->getAs<FunctionProtoType>();
  return FPT && !FPT->isNothrow() &&
         !isUnresolvedExceptionSpec(FPT->getExceptionSpecType());
}

/// Where `noexcept` goes in \p FD's declaration: after the `)` of its
/// parameters and any `const`, `volatile`, `&`, `&&` that follow.
LaxOverrideEdit editFor(const FunctionDecl *FD, const SourceManager &SM,
                        const LangOptions &LO) {
  LaxOverrideEdit E;
  if (SourceRange R = FD->getExceptionSpecSourceRange(); R.isValid()) {
    E.Replace = CharSourceRange::getTokenRange(R);
    return E;
  }
  FunctionTypeLoc FTL = FD->getFunctionTypeLoc();
  if (!FTL)
    return E;
  SourceLocation Last = SM.getFileLoc(FTL.getRParenLoc());
  while (Last.isValid()) {
    std::optional<Token> Next = Lexer::findNextToken(Last, SM, LO);
    if (!Next || !(Next->is(tok::amp) || Next->is(tok::ampamp) ||
                   (Next->is(tok::raw_identifier) &&
                    (Next->getRawIdentifier() == "const" ||
                     Next->getRawIdentifier() == "volatile"))))
      break;
    Last = Next->getLocation();
  }
  E.After = Last;
  return E;
}

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  Visitor(ASTContext &Ctx, AmpModel &Model) : Ctx(Ctx), Model(Model) {}
  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitCXXMethodDecl(CXXMethodDecl *MD) {
    if (!MD->isVirtual() || MD->isDependentContext() ||
        !MD->size_overridden_methods() || !mayThrow(MD))
      return true;
    if (llvm::none_of(MD->overridden_methods(),
                      [](const CXXMethodDecl *O) { return !mayThrow(O); }))
      return true;
    const SourceManager &SM = Ctx.getSourceManager();
    for (const FunctionDecl *D : MD->redecls()) {
      SourceLocation Loc = SM.getFileLoc(D->getLocation());
      if (!Model.InProject(SM.getFileID(Loc)) ||
          !Done.insert(Loc.getRawEncoding()).second)
        continue;
      LaxOverrideEdit E = editFor(D, SM, Ctx.getLangOpts());
      if (E.After.isValid() || E.Replace.isValid())
        Model.Msvc.LaxOverrides.push_back(E);
    }
    return true;
  }

private:
  ASTContext &Ctx;
  AmpModel &Model;
  std::set<unsigned> Done;
};

} // namespace

void buildLaxOverrides(ASTContext &Ctx, AmpModel &Model) {
  // Only where Clang said so (and the recorder accepted it).
  if (llvm::none_of(acceptedClangErrors(Ctx.getSourceManager()),
                    [](const AcceptedClangError &E) {
                      return E.Kind == AcceptedClangError::LaxOverride;
                    }))
    return;
  Visitor(Ctx, Model).TraverseAST(Ctx);
}

} // namespace amp2hip
