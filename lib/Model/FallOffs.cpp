//===- FallOffs.cpp -------------------------------------------------------===//
#include "Model/FallOffs.h"
#include "Diagnostics/DiagnosticRecorder.h"
#include "Model/AmpModel.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace amp2hip {
namespace {

/// `{}` value-initialises any returnable type but a class whose default
/// constructor is explicit (copy-list-initialisation refuses it).
std::string valueInitialised(const FunctionDecl &FD, ASTContext &Ctx) {
  QualType R = FD.getReturnType();
  if (R->isReferenceType())
    return "";
  if (const CXXRecordDecl *RD = R->getAsCXXRecordDecl())
    if (RD->hasDefinition())
      for (const CXXConstructorDecl *C : RD->ctors())
        if (C->isDefaultConstructor() && C->isExplicit()) {
          PrintingPolicy P(Ctx.getLangOpts());
          P.SuppressTagKeyword = true;
          return R.getUnqualifiedType().getAsString(P) + "()";
        }
  return "{}";
}

class Finder : public RecursiveASTVisitor<Finder> {
public:
  Finder(ASTContext &Ctx, AmpModel &Model) : Ctx(Ctx), Model(Model) {}

  bool VisitFunctionDecl(FunctionDecl *FD) {
    note(FD, false);
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *L) {
    note(L->getCallOperator(), true);
    return true;
  }

private:
  ASTContext &Ctx;
  AmpModel &Model;

  void note(FunctionDecl *FD, bool Lambda) {
    if (!FD || !FD->doesThisDeclarationHaveABody() ||
        FD->getReturnType()->isVoidType())
      return;
    const auto *Body = dyn_cast_or_null<CompoundStmt>(FD->getBody());
    if (!Body)
      return;
    SourceManager &SM = Ctx.getSourceManager();
    SourceLocation End = Body->getRBracLoc();
    if (End.isInvalid() || End.isMacroID() ||
        (Model.InProject && !Model.InProject(SM.getFileID(End))) ||
        !fallsOffAt(SM, End))
      return;
    for (const FallOff &F : Model.FallOffs)
      if (F.End == End)
        return; // a lambda's operator() is seen twice
    Model.FallOffs.push_back({FD, Lambda, End, valueInitialised(*FD, Ctx)});
  }
};

} // namespace

void buildFallOffs(ASTContext &Ctx, AmpModel &Model) {
  Finder(Ctx, Model).TraverseDecl(Ctx.getTranslationUnitDecl());
}

} // namespace amp2hip
