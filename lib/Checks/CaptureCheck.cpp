//===- CaptureCheck.cpp ---------------------------------------------------===//
#include "Checks/CaptureCheck.h"

using namespace clang;

namespace amp2hip {

void CaptureCheck::run(const AmpModel &Model, CheckContext &CC) {
  for (const RestrictedFunction &RF : Model.Functions) {
    if (!RF.Lambda || !RF.R.ampOnly())
      continue;
    for (const LambdaCapture &C : RF.Lambda->captures()) {
      if (C.capturesThis()) {
        CC.Diags.report(C.getLocation(), DiagId::CaptureThis);
        continue;
      }
      if (!C.capturesVariable())
        continue;
      const auto *VD = dyn_cast<VarDecl>(C.getCapturedVar());
      if (!VD)
        continue;
      bool IsArray = isConcurrencyArrayType(VD->getType());
      if (C.getCaptureKind() == LCK_ByRef) {
        if (!IsArray)
          CC.Diags.report(C.getLocation(), DiagId::CaptureByReference)
              << VD->getName();
        else if (C.isImplicit())
          CC.Diags.report(C.getLocation(), DiagId::ArrayImplicitRefCapture)
              << VD->getName();
      } else if (IsArray && !VD->getType()->isReferenceType()) {
        CC.Diags.report(C.getLocation(), DiagId::ArrayCapturedByValue)
            << VD->getName();
      }
    }
  }
}

} // namespace amp2hip
