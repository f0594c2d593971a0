//===- BarrierUniformityCheck.cpp -----------------------------------------===//
#include "Checks/BarrierUniformityCheck.h"

#include "Checks/GraphNotes.h"
#include "Model/Uniformity.h"
#include "clang/AST/StmtCXX.h"

using namespace clang;

namespace amp2hip {

static const char *exitName(const Stmt *S) {
  return isa<ReturnStmt>(S)  ? "return"
         : isa<BreakStmt>(S) ? "break"
                             : "continue";
}

void BarrierUniformityCheck::run(const AmpModel &Model, CheckContext &CC) {
  ProgramGraph &G = graph(Model, CC);
  for (const DivergentBarrier &B : uniformity(G).Barriers) {
    if (B.Callee)
      CC.Diags.report(B.Call->getExprLoc(), DiagId::DivergentBarrierCall)
          << functionName(B.Callee) << B.Call->getSourceRange();
    else
      CC.Diags.report(B.Call->getExprLoc(), DiagId::DivergentBarrier)
          << B.Call->getSourceRange();
    if (B.Why.Cond)
      CC.Diags.report(B.Why.Cond->getExprLoc(), DiagId::NoteDivergentCondition)
          << B.Why.Cond->getSourceRange();
    else if (B.Why.Exit)
      CC.Diags.report(B.Why.Exit->getBeginLoc(), DiagId::NoteDivergentExit)
          << exitName(B.Why.Exit);
    if (B.Barrier)
      CC.Diags.report(B.Barrier->getExprLoc(), DiagId::NoteBarrierHere);
    for (auto It = B.Chain.rbegin(); It != B.Chain.rend(); ++It)
      CC.Diags.report(It->Site->getExprLoc(), DiagId::NoteCalledFrom)
          << functionName(It->Callee) << functionName(It->Caller);
    CC.Diags.report(G.Kernels[B.Kernel].Launch->getBeginLoc(),
                    DiagId::NoteReachedFrom);
  }
}

} // namespace amp2hip
