//===- WavefrontWidthCheck.cpp --------------------------------------------===//
#include "Checks/WavefrontWidthCheck.h"

#include "Checks/RuleReporter.h"
#include "Model/AmpDecls.h"

using namespace clang;

namespace amp2hip {

namespace {

/// The name of the hc cross-lane function \p E calls, or "".
llvm::StringRef laneFunction(const Expr *E,
                             std::initializer_list<llvm::StringRef> Names) {
  const auto *CE = dyn_cast<CallExpr>(E->IgnoreParenImpCasts());
  const FunctionDecl *FD = CE ? CE->getDirectCallee() : nullptr;
  if (!FD || !FD->getIdentifier() || !isInConcurrencyNamespace(FD))
    return "";
  for (llvm::StringRef N : Names)
    if (FD->getName() == N)
      return N;
  return "";
}

/// 64, 63 or 2^64-1 (the lanes, the last lane, a full wavefront's mask).
bool isWaveConstant(const Expr *E, llvm::APSInt &V) {
  const auto *IL = dyn_cast<IntegerLiteral>(E->IgnoreParenImpCasts());
  if (!IL)
    return false;
  V = llvm::APSInt(IL->getValue(), true);
  return V == 64 || V == 63 || (V.getBitWidth() == 64 && V.isMaxValue());
}

} // namespace

void WavefrontWidthCheck::run(const AmpModel &Model, CheckContext &CC) {
  if (Model.Dialect != SourceDialect::Hcc)
    return;
  RuleReporter R(CC);
  for (const AmpStmt &S : Model.Code.Stmts) {
    if (const auto *CE = dyn_cast<CallExpr>(S.S)) {
      llvm::StringRef F = laneFunction(
          CE, {"__shfl", "__shfl_up", "__shfl_down", "__shfl_xor"});
      llvm::APSInt V;
      if (F.empty() || CE->getNumArgs() < 3 ||
          !isWaveConstant(CE->getArg(2), V) || V != 64)
        continue;
      SourceLocation At = CE->getArg(2)->getExprLoc();
      if (R.firstTime(At, DiagId::WavefrontAssumed64, F))
        R.report(At, DiagId::WavefrontAssumed64)
            << ("the width 64 given to " + F).str() << "32 lanes";
      continue;
    }
    const auto *BO = dyn_cast<BinaryOperator>(S.S);
    if (!BO || !(BO->isComparisonOp() || BO->getOpcode() == BO_Rem ||
                 BO->getOpcode() == BO_And))
      continue;
    for (int Side = 0; Side < 2; ++Side) {
      const Expr *Call = Side ? BO->getRHS() : BO->getLHS();
      const Expr *Other = Side ? BO->getLHS() : BO->getRHS();
      llvm::StringRef F = laneFunction(
          Call, {"__lane_id", "__ballot", "__activelanecount_u32_b1"});
      llvm::APSInt V;
      if (F.empty() || !isWaveConstant(Other, V))
        continue;
      SourceLocation At = Other->getExprLoc();
      if (R.firstTime(At, DiagId::WavefrontAssumed64, F))
        R.report(At, DiagId::WavefrontAssumed64)
            << ("'" + BO->getOpcodeStr() + " " +
                (V.isMaxValue() ? std::string("0xFFFFFFFFFFFFFFFF")
                                : std::to_string(V.getExtValue())) +
                "' on the result of " + F)
                   .str()
            << "32 lanes";
      break;
    }
  }
}

} // namespace amp2hip
