//===- ArrayCaptureRewrite.cpp --------------------------------------------===//
#include "Rewrite/ArrayCaptureRewrite.h"

#include "Model/ExtendedLambdas.h"
#include "Model/HostReferences.h"
#include "Rewrite/ApiMap.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include <map>

using namespace clang;

namespace amp2hip {

/// "a = amp2hip::capture(a)": a device handle to the array, by value.
static std::string initCapture(const VarDecl *Var) {
  std::string Name = Var->getName().str();
  return Name + " = amp2hip::capture(" + Name + ")";
}

/// A capture `&name` written in a macro's body, the name being the macro's
/// parameter (`#define BYREF(n) , &n` used as `[= BYREF(a)]`, as HCC's
/// programs switch between array and array_view): the body becomes
/// `n = amp2hip::capture(n)`, once for all its uses.
static bool rewriteMacroCapture(SourceLocation Name, Edits &Out) {
  SourceManager &SM = Out.sourceManager();
  if (!SM.isMacroArgExpansion(Name))
    return false;
  // The parameter where the body names it, and where that is written.
  SourceLocation Param =
      SM.getSpellingLoc(SM.getImmediateExpansionRange(Name).getBegin());
  if (!Param.isFileID())
    return false;
  unsigned Length = Lexer::MeasureTokenLength(Param, SM, Out.langOpts());
  SourceLocation Amp = Param;
  while (Out.charBefore(Amp) == ' ' || Out.charBefore(Amp) == '\t')
    Amp = Amp.getLocWithOffset(-1);
  if (Out.charBefore(Amp) != '&' || Length == 0)
    return false;
  bool Invalid = false;
  llvm::StringRef Text(SM.getCharacterData(Param, &Invalid), Length);
  if (Invalid)
    return false;
  return Out.replace(
      CharSourceRange::getCharRange(Amp.getLocWithOffset(-1),
                                    Param.getLocWithOffset(Length)),
      (Text + " = amp2hip::capture(" + Text + ")").str());
}

/// "amp2hip_ref_x = amp2hip::host_ref(x)": host data an HCC kernel refers
/// to, mirrored where the device reaches it (Model/HostReferences.h).
static std::string hostRefCapture(const VarDecl *Var) {
  std::string Name = Var->getName().str();
  return "amp2hip_ref_" + Name + " = amp2hip::host_ref(" + Name + ")";
}

namespace {

/// Calls in a kernel body that pass a captured array to a function template:
/// inside the kernel the array is an amp2hip::array_ref, which converts to
/// `array<T, N> &` but cannot be deduced as one.
class TemplateArgumentFinder
    : public RecursiveASTVisitor<TemplateArgumentFinder> {
public:
  TemplateArgumentFinder(const VarDecl *Var,
                         std::vector<const DeclRefExpr *> &Out)
      : Var(Var), Out(Out) {}

  bool VisitCallExpr(CallExpr *CE) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (!FD || !FD->getPrimaryTemplate())
      return true;
    // The object of a member operator call (`tex(i)`, whose operator() may
    // be a template) is not an argument to deduce from.
    unsigned First = isa<CXXOperatorCallExpr>(CE) && isa<CXXMethodDecl>(FD);
    for (unsigned I = First; I < CE->getNumArgs(); ++I)
      if (const auto *DRE =
              dyn_cast<DeclRefExpr>(CE->getArg(I)->IgnoreImplicit()))
        if (DRE->getDecl() == Var)
          Out.push_back(DRE);
    return true;
  }

private:
  const VarDecl *Var;
  std::vector<const DeclRefExpr *> &Out;
};

} // namespace

void ArrayCaptureRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  for (const ArrayCapture &A : Model.ArrayCaptures) {
    if (A.Capture->getCaptureKind() != LCK_ByRef)
      continue;
    // In amp code, an array declared there (an amp function's parameter) is
    // the array itself; one from host code is the kernel's handle.
    const auto *Owner =
        dyn_cast_or_null<FunctionDecl>(A.Var->getParentFunctionOrMethod());
    if (Owner && effectiveRestriction(Owner).Amp &&
        capturePlanOf(Model, A.Lambda) == CapturePlan::InDeviceCode)
      continue;
    std::vector<const DeclRefExpr *> Uses;
    TemplateArgumentFinder(A.Var, Uses).TraverseStmt(A.Lambda->getBody());
    for (const DeclRefExpr *DRE : Uses) {
      CharSourceRange R = RC.Out.fileRange(
          CharSourceRange::getTokenRange(DRE->getSourceRange()));
      RC.require(R.isValid() && RC.Out.insertAdjacent(R.getEnd(), ".get()"),
                 DRE->getBeginLoc(), "array passed to a function template");
    }
  }

  // Arrays reached through a default [&], by lambda: the default becomes
  // their init-captures (C++ AMP allows nothing else by reference).
  std::map<const LambdaExpr *, std::vector<std::string>> ByDefault;
  for (const ArrayCapture &A : Model.ArrayCaptures) {
    const LambdaCapture &C = *A.Capture;
    if (C.getCaptureKind() != LCK_ByRef)
      continue; // reported by CaptureCheck
    // A __host__ __device__ lambda may have no init-captures for nvcc: the
    // handles go to a wrapper (ExtendedLambdaCaptureRewrite), as do those
    // of a template's [&] that reaches dependent types (one text for every
    // instance). A lambda in amp code captures the kernel's handle by
    // reference, as written.
    CapturePlan Plan = capturePlanOf(Model, A.Lambda);
    if (Plan == CapturePlan::Wrapped || Plan == CapturePlan::InDeviceCode ||
        Plan == CapturePlan::CaptureEach)
      continue;
    if (C.isImplicit()) {
      ByDefault[A.Lambda].push_back(initCapture(A.Var));
      continue;
    }
    SourceLocation Name = C.getLocation();
    if (Name.isMacroID()) {
      RC.require(rewriteMacroCapture(Name, RC.Out), Name, "array capture");
      continue;
    }
    SourceLocation Amp = Name;
    while (Amp.isFileID() && RC.Out.charBefore(Amp) != '&' &&
           (RC.Out.charBefore(Amp) == ' ' || RC.Out.charBefore(Amp) == '\t'))
      Amp = Amp.getLocWithOffset(-1);
    bool Ok = RC.Out.charBefore(Amp) == '&';
    if (Ok)
      Ok = RC.Out.replace(
          CharSourceRange::getTokenRange(Amp.getLocWithOffset(-1), Name),
          initCapture(A.Var));
    RC.require(Ok, Name, "array capture");
  }
  // HCC's kernels that capture host data by reference: each variable is
  // captured as its mirror, and the body's first line binds the name to it
  // (`auto &x = *amp2hip_ref_x;`), so the body reads as written.
  for (const RestrictedFunction &RF : Model.Functions) {
    if (!RF.Lambda)
      continue;
    std::string Bindings;
    for (const LambdaCapture &C : RF.Lambda->captures()) {
      if (!isHostReferenceCapture(Model, RF, C))
        continue;
      const auto *Var = cast<VarDecl>(C.getCapturedVar());
      std::string Name = Var->getName().str();
      Bindings += " auto &" + Name + " = *amp2hip_ref_" + Name + ";";
      if (C.isImplicit()) {
        ByDefault[RF.Lambda].push_back(hostRefCapture(Var));
        continue;
      }
      SourceLocation At = C.getLocation();
      SourceLocation Amp = At;
      while (Amp.isFileID() &&
             (RC.Out.charBefore(Amp) == ' ' || RC.Out.charBefore(Amp) == '\t'))
        Amp = Amp.getLocWithOffset(-1);
      RC.require(At.isFileID() && RC.Out.charBefore(Amp) == '&' &&
                     RC.Out.replace(CharSourceRange::getTokenRange(
                                        Amp.getLocWithOffset(-1), At),
                                    hostRefCapture(Var)),
                 At, "host data captured by reference");
    }
    if (!Bindings.empty()) {
      const auto *Body = cast<CompoundStmt>(RF.Lambda->getBody());
      RC.require(RC.Out.insertAdjacent(Body->getLBracLoc().getLocWithOffset(1),
                                       Bindings),
                 Body->getLBracLoc(), "host data captured by reference");
    }
  }

  for (const auto &[Lambda, Vars] : ByDefault) {
    // With no explicit copy captures the default can become '=' (C++17
    // forbids '[=, x]'), which also keeps by-value anything else the body
    // uses.
    bool ExplicitCopies =
        llvm::any_of(Lambda->explicit_captures(), [](const LambdaCapture &C) {
          return C.getCaptureKind() == LCK_ByCopy;
        });
    std::string List = ExplicitCopies ? "" : "=";
    for (const std::string &V : Vars)
      List += (List.empty() ? "" : ", ") + V;
    SourceLocation Default = Lambda->getCaptureDefaultLoc();
    RC.require(
        Default.isValid() &&
            RC.Out.replace(CharSourceRange::getTokenRange(Default), List),
        Lambda->getBeginLoc(), "array capture through [&]");
  }
}

} // namespace amp2hip
