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
  // HCC compiled goto and labels in kernels, and so does HIP.
  const bool Hcc = Model.Dialect == SourceDialect::Hcc;
  for (const AmpStmt &AS : Model.Code.Stmts) {
    const Stmt *S = AS.S;
    const FunctionDecl *In = Model.Code.Bodies[AS.Body].FD;
    if (Hcc && (isa<GotoStmt>(S) || isa<LabelStmt>(S)))
      continue;
    if (const auto *DC = dyn_cast<CXXDynamicCastExpr>(S))
      R.reportOnce(DC->getOperatorLoc(), DiagId::DynamicCastInAmp, In);
    else if (const auto *TI = dyn_cast<CXXTypeidExpr>(S))
      R.reportOnce(TI->getBeginLoc(), DiagId::TypeidInAmp, In);
    else if (isa<AsmStmt>(S))
      R.reportOnce(S->getBeginLoc(), DiagId::AsmInAmp, In);
    else if (const auto *G = dyn_cast<GotoStmt>(S))
      R.reportOnce(G->getGotoLoc(), DiagId::GotoInAmp, In);
    else if (const auto *IG = dyn_cast<IndirectGotoStmt>(S))
      R.reportOnce(IG->getGotoLoc(), DiagId::GotoInAmp, In);
    else if (const auto *L = dyn_cast<LabelStmt>(S))
      R.reportOnce(L->getIdentLoc(), DiagId::LabelInAmp, In, L->getName());
    else if (const auto *T = dyn_cast<CXXTryStmt>(S)) {
      if (!clangRefusesExceptions(In))
        R.reportOnce(T->getTryLoc(), DiagId::ExceptionInAmp, In, "try");
    } else if (const auto *Th = dyn_cast<CXXThrowExpr>(S)) {
      if (!clangRefusesExceptions(In))
        R.reportOnce(Th->getThrowLoc(), DiagId::ExceptionInAmp, In, "throw");
    }
  }
}

} // namespace amp2hip
