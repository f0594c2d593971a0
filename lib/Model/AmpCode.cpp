//===- AmpCode.cpp - Collects amp bodies in one traversal -----------------===//
#include "Model/AmpCode.h"

#include "Model/AmpDecls.h"
#include "Model/AmpModel.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace amp2hip {

const FunctionDecl *instantiationOf(const FunctionDecl *FD) {
  while (FD) {
    // A lambda in an instantiated function is instantiated with it, at no
    // point of its own.
    if (FD->isTemplateInstantiation() &&
        FD->getPointOfInstantiation().isValid())
      return FD;
    FD = enclosingFunction(FD);
  }
  return nullptr;
}

namespace {

class AmpCodeCollector : public RecursiveASTVisitor<AmpCodeCollector> {
  using Base = RecursiveASTVisitor<AmpCodeCollector>;

public:
  AmpCodeCollector(const std::function<bool(SourceLocation)> &InProject,
                   AmpCode &Out)
      : InProject(InProject), Out(Out) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return false; }

  bool TraverseDecl(Decl *D) {
    auto *FD = dyn_cast_or_null<FunctionDecl>(D);
    if (!FD)
      return Base::TraverseDecl(D);
    int Saved = Current;
    Current = bodyIndex(FD, nullptr);
    bool Result = Base::TraverseDecl(D);
    Current = Saved;
    return Result;
  }

  /// Capture initialisers belong to the code around the lambda; the
  /// parameters and the body to the lambda itself (each instantiation of a
  /// generic lambda separately).
  bool TraverseLambdaExpr(LambdaExpr *LE, DataRecursionQueue * = nullptr) {
    for (unsigned I = 0; I < LE->capture_size(); ++I)
      if (LE->isInitCapture(LE->capture_begin() + I))
        TraverseStmt(LE->capture_inits().begin()[I]);
    int Saved = Current;
    auto Walk = [&](FunctionDecl *Op) {
      Current = bodyIndex(Op, LE);
      for (ParmVarDecl *P : Op->parameters())
        TraverseDecl(P);
      if (Stmt *Body = Op->getBody())
        TraverseStmt(Body);
    };
    Walk(LE->getCallOperator());
    if (FunctionTemplateDecl *T = LE->getDependentCallOperator())
      for (FunctionDecl *Spec : T->specializations())
        Walk(Spec);
    Current = Saved;
    return true;
  }

  /// A default argument is evaluated where a call uses it (reported there,
  /// through CXXDefaultArgExpr), not where it is written.
  bool TraverseParmVarDecl(ParmVarDecl *D) {
    if (!WalkUpFromParmVarDecl(D))
      return false;
    if (TypeSourceInfo *TSI = D->getTypeSourceInfo())
      TraverseTypeLoc(TSI->getTypeLoc());
    int Saved = Current;
    Current = -1;
    if (D->hasDefaultArg() && !D->hasUninstantiatedDefaultArg() &&
        !D->hasUnparsedDefaultArg())
      TraverseStmt(D->getDefaultArg());
    Current = Saved;
    return true;
  }

  // Text that is not a string value of the program: a static_assert's
  // message, __func__'s name, an asm statement's strings.
  bool TraverseStaticAssertDecl(StaticAssertDecl *D) {
    return TraverseStmt(D->getAssertExpr());
  }
  bool TraversePredefinedExpr(PredefinedExpr *E,
                              DataRecursionQueue * = nullptr) {
    return WalkUpFromPredefinedExpr(E);
  }
  bool TraverseGCCAsmStmt(GCCAsmStmt *S, DataRecursionQueue * = nullptr) {
    return WalkUpFromGCCAsmStmt(S);
  }

  bool VisitStmt(Stmt *S) {
    if (Current >= 0)
      Out.Stmts.push_back({S, unsigned(Current)});
    return true;
  }

  bool VisitCallExpr(CallExpr *CE) {
    if (const auto *DRE =
            dyn_cast<DeclRefExpr>(CE->getCallee()->IgnoreParenImpCasts()))
      Callees.insert(DRE);
    const FunctionDecl *FD = CE->getDirectCallee();
    if (FD && FD->getIdentifier() && isInConcurrencyNamespace(FD) &&
        (FD->getName() == "direct3d_printf" ||
         FD->getName() == "direct3d_errorf"))
      for (const Expr *Arg : CE->arguments())
        if (const auto *SL =
                dyn_cast<StringLiteral>(Arg->IgnoreParenImpCasts()))
          Out.PrintfStrings.insert(SL);
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    if (isa<FunctionDecl>(DRE->getDecl()) && !Callees.count(DRE) &&
        InProject(DRE->getLocation()))
      Out.FunctionRefs.push_back({DRE, Current});
    return true;
  }

  bool VisitVarDecl(VarDecl *VD) {
    if (Current >= 0 && !VD->isImplicit())
      Out.Vars.push_back({VD, unsigned(Current)});
    return visitProjectDecl(VD);
  }

  bool VisitFieldDecl(FieldDecl *FD) { return visitProjectDecl(FD); }

  bool VisitCXXRecordDecl(CXXRecordDecl *RD) {
    if (RD->isThisDeclarationADefinition() && !RD->isLambda() &&
        RD->getTemplateSpecializationKind() != TSK_ImplicitInstantiation &&
        InProject(RD->getLocation()))
      Out.Records.push_back(RD);
    return true;
  }

private:
  bool visitProjectDecl(DeclaratorDecl *D) {
    if (!D->isImplicit() && !D->getType()->isDependentType() &&
        !D->getDeclContext()->isDependentContext() &&
        InProject(D->getLocation()))
      Out.ProjectDecls.push_back(D);
    return true;
  }

  /// The index of \p FD's body in Out.Bodies, or -1 when it is not amp code
  /// that is compiled (no body, a template pattern, not in the project).
  int bodyIndex(FunctionDecl *FD, const LambdaExpr *LE) {
    if (!FD->doesThisDeclarationHaveABody() || FD->isDependentContext() ||
        (FD->isImplicit() && !LE) ||
        !InProject(LE ? LE->getBeginLoc() : FD->getLocation()))
      return -1;
    Restriction R = effectiveRestriction(FD);
    if (!R.Amp)
      return -1;
    Out.Bodies.push_back({FD, LE, R.Cpu});
    return int(Out.Bodies.size()) - 1;
  }

  const std::function<bool(SourceLocation)> &InProject;
  AmpCode &Out;
  int Current = -1;
  llvm::DenseSet<const DeclRefExpr *> Callees;
};

} // namespace

void collectAmpCode(ASTContext &Ctx,
                    const std::function<bool(SourceLocation)> &InProject,
                    AmpCode &Out) {
  AmpCodeCollector C(InProject, Out);
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
}

} // namespace amp2hip
