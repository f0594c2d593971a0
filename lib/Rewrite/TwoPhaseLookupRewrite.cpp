//===- TwoPhaseLookupRewrite.cpp ------------------------------------------===//
#include "Rewrite/TwoPhaseLookupRewrite.h"

namespace amp2hip {

void TwoPhaseLookupRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  for (const LateQualification &Q : Model.TwoPhase.Qualifications)
    RC.require(RC.Out.insertAdjacent(Q.Name, Q.Qualifier), Q.Name,
               "name found after the template");
  for (const ForwardDeclaration &F : Model.TwoPhase.Forward) {
    RC.require(RC.Out.insertBefore(F.At, F.Text), F.At,
               "declaration of a function the template uses");
    for (const clang::CharSourceRange &R : F.MovedDefaults)
      RC.require(RC.Out.replace(R, ""), R.getBegin(),
                 "default argument given before the template");
  }
}

} // namespace amp2hip
