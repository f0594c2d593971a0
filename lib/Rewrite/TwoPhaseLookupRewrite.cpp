//===- TwoPhaseLookupRewrite.cpp ------------------------------------------===//
#include "Rewrite/TwoPhaseLookupRewrite.h"

namespace amp2hip {

void TwoPhaseLookupRewrite::run(const AmpModel &Model, RewriteContext &RC) {
  for (const LateQualification &Q : Model.TwoPhase.Qualifications)
    RC.require(RC.Out.insertAdjacent(Q.Name, Q.Qualifier), Q.Name,
               "name found after the template");
}

} // namespace amp2hip
