//===- KernelFunctorRewrite.cpp -------------------------------------------===//
#include "Rewrite/KernelFunctorRewrite.h"

#include "Rewrite/ApiMap.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The enclosing function's locals a lambda body uses, in order of first
/// use: in a template, Clang may leave dependent implicit captures to the
/// instantiations.
struct CaptureFinder : RecursiveASTVisitor<CaptureFinder> {
  CaptureFinder(const FunctionDecl *Outer, const FunctionDecl *CallOp)
      : Outer(Outer), CallOp(CallOp) {}
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *VD = dyn_cast<VarDecl>(E->getDecl());
    if (VD && VD->isLocalVarDeclOrParm() && !VD->isStaticLocal() &&
        VD->getParentFunctionOrMethod() == Outer &&
        !llvm::is_contained(Vars, VD))
      Vars.push_back(VD);
    return true;
  }
  const FunctionDecl *Outer, *CallOp;
  std::vector<const VarDecl *> Vars;
};

bool hasDeducedReturn(const FunctionDecl *F) {
  const auto *FPT = F->getType()->getAs<FunctionProtoType>();
  return F->getDeclaredReturnType()->getContainedAutoType() && FPT &&
         !FPT->hasTrailingReturn();
}

class Hoister {
public:
  Hoister(const AmpModel &Model, RewriteContext &RC)
      : Model(Model), RC(RC), SM(RC.Out.sourceManager()),
        LO(RC.Out.langOpts()) {}

  void run() {
    for (const RestrictedFunction &RF : Model.Functions) {
      if (!RF.Lambda || !RF.R.Amp || RF.Inherited ||
          !RF.Lambda->hasExplicitParameters())
        continue;
      const FunctionDecl *F = enclosingFunction(RF.FD);
      if (!F || isa<CXXMethodDecl>(F) || effectiveRestriction(F).Amp)
        continue;
      // nvcc refuses these as extended lambdas.
      bool GenericBoth = RF.R.Cpu && RF.Lambda->isGenericLambda();
      if (!hasDeducedReturn(F) && !GenericBoth)
        continue;
      RC.require(hoist(RF, F), RF.Lambda->getBeginLoc(),
                 GenericBoth ? "generic restrict(cpu,amp) lambda"
                             : "kernel lambda in a function with a deduced "
                               "return type");
    }
  }

private:
  std::string text(SourceLocation B, SourceLocation E) {
    return RC.Out.rewrittenText(CharSourceRange::getCharRange(B, E));
  }

  bool hoist(const RestrictedFunction &RF, const FunctionDecl *F) {
    const LambdaExpr *LE = RF.Lambda;
    if (LE->getBeginLoc().isMacroID() || LE->getEndLoc().isMacroID())
      return false;
    // Captures: by value only (what C++ AMP allows besides arrays, which
    // this form does not take).
    CaptureFinder Uses(F, RF.FD);
    Uses.TraverseStmt(LE->getBody());
    for (const LambdaCapture &C : LE->captures()) {
      if (C.capturesThis() || C.getCaptureKind() == LCK_ByRef)
        return false;
      if (C.capturesVariable())
        if (const auto *VD = dyn_cast<VarDecl>(C.getCapturedVar())) {
          if (VD->isInitCapture())
            return false;
          if (!llvm::is_contained(Uses.Vars, VD))
            Uses.Vars.push_back(VD);
        }
    }
    PrintingPolicy Policy(LO);
    Policy.SuppressUnwrittenScope = true;
    std::string Members, Inits;
    for (const VarDecl *VD : Uses.Vars) {
      QualType T = VD->getType().getNonReferenceType().getUnqualifiedType();
      if (const TagDecl *TD = T->getAsTagDecl();
          TD && TD->getParentFunctionOrMethod())
        return false; // a local type: ExtendedLambdaRewrite's business
      Members +=
          "  " + T.getAsString(Policy) + " " + VD->getName().str() + ";\n";
      Inits += (Inits.empty() ? "" : ", ") + VD->getName().str();
    }
    // The call operator: the lambda's parameters and body as edited so far.
    FunctionTypeLoc FTL = RF.FD->getTypeSourceInfo()
                              ->getTypeLoc()
                              .getAsAdjusted<FunctionTypeLoc>();
    if (!FTL)
      return false;
    SourceLocation LParen = FTL.getLParenLoc(), RParen = FTL.getRParenLoc();
    const Stmt *Body = LE->getBody();
    if (LParen.isMacroID() || RParen.isMacroID() ||
        Body->getBeginLoc().isMacroID())
      return false;
    // A generic lambda's `auto` parameters become the operator's template
    // parameters.
    std::string Params, TemplateHead;
    if (RF.Lambda->isGenericLambda()) {
      unsigned N = 0;
      for (const ParmVarDecl *P : RF.FD->parameters()) {
        if (P->getBeginLoc().isMacroID())
          return false;
        std::string T = RC.Out.rewrittenText(
            CharSourceRange::getTokenRange(P->getSourceRange()));
        size_t At = T.find("auto");
        if (At != std::string::npos) {
          std::string Name = "amp2hip_T" + std::to_string(N++);
          T.replace(At, 4, Name);
          TemplateHead +=
              (TemplateHead.empty() ? "" : ", ") + std::string("class ") + Name;
        }
        Params += (Params.empty() ? "" : ", ") + T;
      }
      TemplateHead = "template <" + TemplateHead + "> ";
    } else {
      Params = text(LParen.getLocWithOffset(1), RParen);
    }
    std::string BodyText = RC.Out.rewrittenText(
        CharSourceRange::getTokenRange(Body->getSourceRange()));
    std::string Ret = "void";
    if (FTL.getReturnLoc().getSourceRange().isValid() &&
        RF.FD->getType()->getAs<FunctionProtoType>()->hasTrailingReturn())
      Ret = Lexer::getSourceText(CharSourceRange::getTokenRange(
                                     FTL.getReturnLoc().getSourceRange()),
                                 SM, LO)
                .str();
    else if (!RF.FD->getReturnType()->isVoidType())
      Ret = "auto";
    const auto *Op = cast<CXXMethodDecl>(RF.FD);

    std::string Name =
        "amp2hip_kernel_" + F->getNameAsString() + "_" +
        std::to_string(SM.getPresumedLineNumber(LE->getBeginLoc()));
    std::string Header, Args;
    if (const FunctionTemplateDecl *FT = F->getDescribedFunctionTemplate()) {
      const TemplateParameterList *TPL = FT->getTemplateParameters();
      Header =
          Lexer::getSourceText(
              CharSourceRange::getTokenRange(TPL->getSourceRange()), SM, LO)
              .str() +
          "\n";
      for (const NamedDecl *P : *TPL)
        Args += (Args.empty() ? "" : ", ") + P->getNameAsString() +
                (P->isParameterPack() ? "..." : "");
      Args = "<" + Args + ">";
    }
    bool Launched = isKernelLambda(Model, RF.Lambda);
    std::string Why = RF.Lambda->isGenericLambda() && RF.R.Cpu
                          ? "nvcc refuses generic __host__ __device__ "
                            "lambdas"
                          : "nvcc refuses __device__ lambdas in functions "
                            "with a deduced return type";
    std::string Struct =
        "// amp2hip: a lambda of '" + F->getNameAsString() +
        "' as a named function object (" + Why + ")\n" + Header + "struct " +
        Name + " {\n" + Members + "  " + TemplateHead +
        (RF.R.Cpu && !Launched ? hipText(ApiMapId::RestrictCpuAmp)
                               : hipText(ApiMapId::RestrictAmp))
            .str() +
        " " + Ret + " operator()(" + Params + ")" +
        (Op->isConst() ? " const " : " ") + BodyText + "\n};\n";

    SourceLocation Start = F->getOuterLocStart();
    if (const FunctionTemplateDecl *FT = F->getDescribedFunctionTemplate())
      Start = FT->getBeginLoc();
    if (Start.isMacroID() || !RC.Out.isEditable(Start))
      return false;
    SourceLocation LineStart = RC.Out.startOfLine(Start);
    return RC.Out.replaceEnclosing(
               CharSourceRange::getTokenRange(LE->getSourceRange()),
               Name + Args + "{" + Inits + "}") &&
           RC.Out.insertBefore(LineStart, Struct);
  }

  const AmpModel &Model;
  RewriteContext &RC;
  SourceManager &SM;
  const LangOptions &LO;
};

} // namespace

void KernelFunctorRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  Hoister(Model, RC).run();
}

} // namespace amp2hip
