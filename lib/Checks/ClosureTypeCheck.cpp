//===- ClosureTypeCheck.cpp -----------------------------------------------===//
#include "Checks/ClosureTypeCheck.h"

#include "clang/AST/ExprCXX.h"
#include <map>

using namespace clang;

namespace amp2hip {

void ClosureTypeCheck::run(const AmpModel &Model, CheckContext &CC) {
  (void)Model;
  // By lambda (the pattern and its instances begin at the same place), in
  // the order the captures were refused.
  std::map<unsigned, std::vector<const RefusedCapture *>> ByLambda;
  std::vector<unsigned> Order;
  for (const RefusedCapture &R : CC.RefusedCaptures) {
    unsigned Key = R.Lambda->getBeginLoc().getRawEncoding();
    auto &List = ByLambda[Key];
    if (List.empty())
      Order.push_back(Key);
    if (llvm::none_of(List, [&](const RefusedCapture *Q) {
          return Q->Loc == R.Loc && Q->What == R.What;
        }))
      List.push_back(&R);
  }
  for (unsigned Key : Order) {
    const std::vector<const RefusedCapture *> &List = ByLambda[Key];
    const LambdaExpr *LE = List.front()->Lambda;
    // Visual C++'s places: the closing brace, or the opening one for a
    // lambda in a template (checked when the template is instantiated).
    const CXXMethodDecl *Op = LE->getCallOperator();
    bool InTemplate =
        Op->isDependentContext() || Op->getTemplateInstantiationPattern();
    SourceLocation End =
        InTemplate ? LE->getBody()->getBeginLoc() : LE->getEndLoc();
    std::string What = List.front()->What;
    if (List.size() > 1)
      What += " and " + std::to_string(List.size() - 1) + " more";
    CC.Diags.report(End, DiagId::UnsupportedClosure) << What;
    for (const RefusedCapture *R : List)
      CC.Diags.report(R->Loc, DiagId::NoteCapturedHere) << R->What;
  }
}

} // namespace amp2hip
