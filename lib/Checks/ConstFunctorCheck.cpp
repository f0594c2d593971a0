//===- ConstFunctorCheck.cpp ----------------------------------------------===//
#include "Checks/ConstFunctorCheck.h"

#include "Diagnostics/DiagnosticRecorder.h"

using namespace clang;

namespace amp2hip {

void ConstFunctorCheck::run(const AmpModel &Model, CheckContext &CC) {
  for (const ConstFunctorEdit &F : Model.Msvc.ConstFunctors)
    CC.Diags.report(F.Operator, DiagId::NonConstFunctor) << F.Functor;
  if (!Model.Msvc.ConstFunctors.empty())
    return;
  for (const AcceptedClangError &E :
       acceptedClangErrors(CC.Ctx.getSourceManager()))
    if (E.Kind == AcceptedClangError::NonConstFunctor) {
      CC.Diags.report(E.Range.getBegin(), DiagId::NotRewritable)
          << "an unordered container's hash or equality function whose "
             "operator() is not const";
      return;
    }
}

} // namespace amp2hip
