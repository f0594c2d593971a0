//===- CaptureTypeCheck.cpp -----------------------------------------------===//
#include "Checks/CaptureTypeCheck.h"

#include "Checks/RuleReporter.h"
#include "Model/AmpTypes.h"

using namespace clang;

namespace amp2hip {

void CaptureTypeCheck::run(const AmpModel &Model, CheckContext &CC) {
  RuleReporter R(CC);
  const PrintingPolicy &PP = CC.Ctx.getPrintingPolicy();
  for (const AmpBody &B : Model.Code.Bodies) {
    if (!B.Lambda)
      continue;
    for (const LambdaCapture &C : B.Lambda->captures()) {
      // By-reference captures are C3590's (arrays are allowed there).
      if (!C.capturesVariable() || C.getCaptureKind() != LCK_ByCopy)
        continue;
      const auto *VD = dyn_cast<VarDecl>(C.getCapturedVar());
      if (!VD)
        continue;
      QualType T = VD->getType();
      TypeProblem P =
          ampTypeProblem(T, CC.Ctx, TypeUse::Capture, Model.Dialect);
      if (!P)
        continue;
      std::string Type = T.getAsString(PP);
      DiagId Id = P.ContainerElement ? DiagId::UnsupportedType
                                     : DiagId::UnsupportedCapture;
      if (!R.firstTime(C.getLocation(), Id, VD->getNameAsString() + Type))
        continue;
      if (P.ContainerElement) {
        R.report(C.getLocation(), Id) << Type << P.Reason;
      } else {
        R.report(C.getLocation(), Id) << VD->getName() << Type << P.Reason;
        CC.RefusedCaptures.push_back(
            {B.Lambda, C.getLocation(),
             "'" + VD->getName().str() + "' of type '" + Type + "'"});
      }
      if (P.Culprit)
        R.noteDeclared(P.Culprit, DiagId::NoteDeclaredHere);
      R.noteInstantiation(B.FD);
    }
  }
}

} // namespace amp2hip
