//===- StatementCheck.cpp -------------------------------------------------===//
#include "Checks/StatementCheck.h"

#include "Checks/RuleReporter.h"
#include "clang/AST/Attr.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace amp2hip {

/// Clang itself refuses try and throw in a function that is only __device__
/// (the parse remaps its error to C3594); the rest of amp code is checked
/// here.
static bool clangRefusesExceptions(const FunctionDecl *FD) {
  return FD->hasAttr<CUDADeviceAttr>() && !FD->hasAttr<CUDAHostAttr>();
}

void StatementCheck::run(const AmpModel &Model, CheckContext &CC) {
  RuleReporter R(CC);
  auto Report = [&](SourceLocation Loc, DiagId Id, const FunctionDecl *In,
                    llvm::StringRef Arg = "") {
    R.reportOnce(Loc, Id, In, Arg);
  };
  for (const AmpStmt &AS : Model.Code.Stmts) {
    const Stmt *S = AS.S;
    const FunctionDecl *In = Model.Code.Bodies[AS.Body].FD;
    if (const auto *DC = dyn_cast<CXXDynamicCastExpr>(S))
      Report(DC->getOperatorLoc(), DiagId::DynamicCastInAmp, In);
    else if (const auto *TI = dyn_cast<CXXTypeidExpr>(S))
      Report(TI->getBeginLoc(), DiagId::TypeidInAmp, In);
    else if (isa<AsmStmt>(S))
      Report(S->getBeginLoc(), DiagId::AsmInAmp, In);
    else if (const auto *G = dyn_cast<GotoStmt>(S))
      Report(G->getGotoLoc(), DiagId::GotoInAmp, In);
    else if (const auto *IG = dyn_cast<IndirectGotoStmt>(S))
      Report(IG->getGotoLoc(), DiagId::GotoInAmp, In);
    else if (const auto *L = dyn_cast<LabelStmt>(S))
      Report(L->getIdentLoc(), DiagId::LabelInAmp, In, L->getName());
    else if (const auto *T = dyn_cast<CXXTryStmt>(S)) {
      if (!clangRefusesExceptions(In))
        Report(T->getTryLoc(), DiagId::ExceptionInAmp, In, "try");
    } else if (const auto *Th = dyn_cast<CXXThrowExpr>(S)) {
      if (!clangRefusesExceptions(In))
        Report(Th->getThrowLoc(), DiagId::ExceptionInAmp, In, "throw");
    }
  }
}

} // namespace amp2hip
