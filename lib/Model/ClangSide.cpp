//===- ClangSide.cpp ------------------------------------------------------===//
#include "Model/ClangSide.h"

#include "Model/AmpModel.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace amp2hip {

ClangSide clangSide(const FunctionDecl *FD) {
  if (!FD || FD->hasAttr<CUDAInvalidTargetAttr>() ||
      FD->hasAttr<CUDAGlobalAttr>())
    return ClangSide::Unknown;
  bool Device = FD->hasAttr<CUDADeviceAttr>();
  bool Host = FD->hasAttr<CUDAHostAttr>();
  if (Device && Host)
    return ClangSide::Both;
  if (Device)
    return ClangSide::Device;
  if (Host)
    return ClangSide::Host;
  // Clang gives implicit and defaulted functions without a target both.
  if (FD->isImplicit() || !FD->isUserProvided())
    return ClangSide::Both;
  return ClangSide::Host;
}

/// Whether \p Callee's scope declares a function of its name on another side
/// than \p Callee's (an overload a host-and-device caller resolves per side).
static bool hasRivalOnOtherSide(const FunctionDecl *Callee, ClangSide Side) {
  if (!Callee->getDeclName())
    return true;
  const DeclContext *DC = Callee->getDeclContext()->getRedeclContext();
  for (const NamedDecl *D : DC->lookup(Callee->getDeclName())) {
    const FunctionDecl *FD = D->getUnderlyingDecl()->getAsFunction();
    if (!FD)
      return true; // a using-declaration or something else: unsure
    if (clangSide(FD) != Side)
      return true;
  }
  return false;
}

bool mayResolveOtherwiseOnDevice(const FunctionDecl *Caller,
                                 const FunctionDecl *Callee) {
  ClangSide From = clangSide(Caller);
  Restriction R = Caller ? effectiveRestriction(Caller) : Restriction();
  if (R.Amp && R.Cpu && From != ClangSide::Unknown)
    From = ClangSide::Both;
  ClangSide To = clangSide(Callee);
  switch (From) {
  case ClangSide::Host:
    // A host caller's candidates rank alike in both modes.
    return false;
  case ClangSide::Device:
    // The host parse lets device code name host functions (--hipstdpar);
    // the device parse does not. Otherwise the device parse's candidates
    // are a subset holding the host parse's choice, ranked alike.
    return To == ClangSide::Host || To == ClangSide::Unknown;
  case ClangSide::Both:
  case ClangSide::Unknown:
    // Each mode prefers its own side (a wrong-side candidate stays viable,
    // and so does code outside any function, which is host code in both):
    // alike when the callee's scope holds no function of another side.
    return hasRivalOnOtherSide(Callee, To);
  }
  return true;
}

namespace {

/// Walks the project's declarations (instances of its templates included)
/// with the function whose code it is in, until a reference may differ.
class SideWalker : public RecursiveASTVisitor<SideWalker> {
  using Base = RecursiveASTVisitor<SideWalker>;

public:
  SideWalker(const SourceManager &SM, std::function<bool(FileID)> InProject)
      : SM(SM), InProject(std::move(InProject)) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return false; }

  bool TraverseDecl(Decl *D) {
    if (!D)
      return true;
    // Declarations outside the project (the standard library, amp2hip's
    // headers) hold no reference the model counts; scopes are entered.
    if (!isa<TranslationUnitDecl, NamespaceDecl, LinkageSpecDecl, ExportDecl>(
            D) &&
        !inProject(D->getLocation()) && !inProject(D->getBeginLoc()))
      return true;
    auto *FD = dyn_cast<FunctionDecl>(D);
    if (FD)
      Callers.push_back(FD);
    bool Continue = Base::TraverseDecl(D);
    if (FD)
      Callers.pop_back();
    return Continue;
  }
  bool TraverseLambdaExpr(LambdaExpr *LE) {
    Callers.push_back(LE->getCallOperator());
    bool Continue = Base::TraverseLambdaExpr(LE);
    Callers.pop_back();
    return Continue;
  }
  // A capture's initializer runs in the function around the lambda.
  bool TraverseLambdaCapture(LambdaExpr *LE, const LambdaCapture *C,
                             Expr *Init) {
    Callers.push_back(Callers.size() >= 2 ? Callers[Callers.size() - 2]
                                          : nullptr);
    bool Continue = Base::TraverseLambdaCapture(LE, C, Init);
    Callers.pop_back();
    return Continue;
  }

  // The references the model counts (ModelBuilder::noteReference).
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    return note(E->getDecl(), E->getLocation());
  }
  bool VisitMemberExpr(MemberExpr *E) {
    return note(E->getMemberDecl(), E->getMemberLoc());
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    return note(E->getConstructor(), E->getLocation());
  }

  bool Differ = false;

private:
  /// Stops the walk (returns false) at the first reference that may differ.
  bool note(const ValueDecl *D, SourceLocation Loc) {
    const auto *FD = dyn_cast_or_null<FunctionDecl>(D);
    if (!FD || !inProject(Loc))
      return true;
    Differ = mayResolveOtherwiseOnDevice(
        Callers.empty() ? nullptr : Callers.back(), FD);
    return !Differ;
  }

  bool inProject(SourceLocation Loc) const {
    if (Loc.isInvalid())
      return false;
    FileID F = SM.getFileID(SM.getExpansionLoc(Loc));
    return F.isValid() && InProject(F);
  }

  const SourceManager &SM;
  std::function<bool(FileID)> InProject;
  std::vector<const FunctionDecl *> Callers;
};

} // namespace

bool sidesMayDiffer(ASTContext &Ctx, std::function<bool(FileID)> InProject) {
  SideWalker W(Ctx.getSourceManager(), std::move(InProject));
  W.TraverseDecl(Ctx.getTranslationUnitDecl());
  return W.Differ;
}

} // namespace amp2hip
