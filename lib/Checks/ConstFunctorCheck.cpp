//===- ConstFunctorCheck.cpp ----------------------------------------------===//
#include "Checks/ConstFunctorCheck.h"

#include "Diagnostics/DiagnosticRecorder.h"

using namespace clang;

namespace amp2hip {

void ConstFunctorCheck::run(const AmpModel &Model, CheckContext &CC) {
  for (const ConstFunctorEdit &F : Model.Msvc.ConstFunctors)
    CC.Diags.report(F.Operator, DiagId::NonConstFunctor) << F.Functor;
  for (const ConstElementEdit &C : Model.Msvc.ConstElements)
    CC.Diags.report(C.Element, DiagId::ConstVectorElement) << C.Written;
  bool Functors = !Model.Msvc.ConstFunctors.empty();
  bool Elements = !Model.Msvc.ConstElements.empty();
  for (const AcceptedClangError &E :
       acceptedClangErrors(CC.Ctx.getSourceManager())) {
    if (E.Kind == AcceptedClangError::NonConstFunctor && !Functors) {
      CC.Diags.report(E.Range.getBegin(), DiagId::NotRewritable)
          << "an unordered container's hash or equality function whose "
             "operator() is not const";
      Functors = true;
    }
    // A const element type that is not written so in the project (a
    // typedef, a template argument): nothing to drop it from.
    if (E.Kind == AcceptedClangError::ConstElementVector && !Elements) {
      CC.Diags.report(E.Range.getBegin(), DiagId::NotRewritable)
          << "a std::vector whose element type is const";
      Elements = true;
    }
  }
}

} // namespace amp2hip
